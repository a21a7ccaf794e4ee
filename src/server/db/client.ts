import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { type DrizzleView, drizzleOn, type PgBossView } from './pglite-views';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: embedded PGlite (a directory, or in memory for tests) or a server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'pg'; url: string; poolSize?: number };

export type Database =
  | {
      kind: 'pglite';
      db: Db;
      /** PGlite on its own thread (db/pglite-thread.ts): the admin socket is served from there. */
      thread: PgliteThread;
      /** drizzle's view of it: date, time and numeric types come back as text. */
      pglite: DrizzleView;
      /** The view parsing every type the way PGlite does by default (for pg-boss). */
      pgliteDefaultParsing: PgBossView;
      ping(): Promise<void>;
      close(): Promise<void>;
    }
  | {
      kind: 'pg';
      db: Db;
      pool: pg.Pool;
      url: string;
      ping(): Promise<void>;
      close(): Promise<void>;
    };

export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'pg', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/** Long enough for a busy pool under load, short enough for a person waiting on a page. */
const CONNECTION_TIMEOUT_MS = 5_000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pg') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Waiting for a connection (the server down or every client busy) ends in an error the
      // error handler answers 503, instead of a request that hangs.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle client losing its connection must not crash the process; the next query retries.
    pool.on('error', () => {});
    // Nor a checked-out one (pg-pool takes its own listener off while a client is lent out, e.g.
    // between the statements of a transaction): the next statement fails, the error handler
    // answers 503, and the pool drops the broken client when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db: Db = drizzlePg(pool, { schema });
    return {
      kind: 'pg',
      db,
      pool,
      url: target.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const thread = await openPgliteThread(target.dataDir);
  const db: Db = drizzleOn(thread.forDrizzle, { schema });
  return {
    kind: 'pglite',
    db,
    thread,
    pglite: thread.forDrizzle,
    pgliteDefaultParsing: thread.withDefaultParsing,
    ping: async () => {
      await thread.forDrizzle.query('select 1');
    },
    close: () => thread.close(),
  };
}
