import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { drizzleOn } from './pglite-views';

/**
 * The committed SQL migrations. The server bundle (scripts/build-server.mjs) copies them next to
 * itself, so this path holds both in the source tree and in dist/server.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key the app processes and the admin CLI migrate under. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies pending migrations; safe to run on every start and from several processes at once.
 * Drizzle's migrator takes no lock of its own (two processes on an empty database both create
 * its journal table and fail), so on PostgreSQL they migrate one after the other under a
 * session-level advisory lock; the later ones then find nothing pending. PGlite has one process.
 */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzleOn(database.pglite), { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Closed, not returned to the pool: ending the session releases the lock whatever happened.
    client.release(true);
  }
}
