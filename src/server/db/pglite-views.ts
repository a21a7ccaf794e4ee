import type { PGlite } from '@electric-sql/pglite';
import type { DrizzleConfig } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';

/**
 * What drizzle-orm's PGlite driver calls on its client: `query`, and `transaction`, whose handle
 * it queries in turn (its migrator too). db/pglite-upgrade-guard.test.ts fails if that changes.
 */
export type DrizzleClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * drizzle's view of PGlite (db/pglite-parsing.ts, db/pglite-thread.ts): what drizzle calls, and
 * `exec` for scripts of several statements (DDL in tests and the admin socket's test).
 */
export type DrizzleView = DrizzleClient & Pick<PGlite, 'exec'>;

/**
 * What pg-boss's adapter (`fromPglite`, jobs/queue.ts) calls: `query` for a statement with
 * parameters, `exec` for the rest. It would use `listen` if offered; notifications do not cross
 * to the PGlite thread, so pg-boss polls.
 */
export type PgBossView = Pick<PGlite, 'query' | 'exec'>;

/**
 * drizzle on a view of PGlite. The one place a view stands in for the whole instance:
 * drizzle-orm's PGlite driver declares its client as `PGlite` (TClient extends PGlite, and
 * PgliteClient = PGlite in its session), yet calls only the members of DrizzleClient. The
 * guard test runs drizzle's queries, transactions and migrator on an object with just those
 * members, so an upgrade that calls more fails there rather than in production. The database
 * is typed without drizzle's `$client`, which would claim a full PGlite.
 */
export function drizzleOn<TSchema extends Record<string, unknown> = Record<string, never>>(
  client: DrizzleClient,
  config: DrizzleConfig<TSchema> = {},
): PgliteDatabase<TSchema> {
  // Passed as `{ client }` rather than positionally: drizzle tells a client from a config by
  // the object's keys, and a plain object holding `query` and `transaction` is a client only by
  // that guess.
  return drizzle({ ...config, client: client as PGlite });
}
