import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/**
 * The committed SQL migrations. The server bundle (scripts/build-server.mjs) copies them next to
 * itself, so this path holds both in the source tree and in dist/server.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK = 727_001;

/** Applies pending migrations; safe to run on every start and from several processes. */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    return;
  }
  // Several app processes may start at once against one server: serialise them on a lock.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
