import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The job queue (pg-boss) on the product's own database: PGlite through pg-boss's adapter, or
 * the PostgreSQL server with SKIP LOCKED. Feature areas register their queues and workers on
 * the returned instance.
 */
export async function startQueue(database: Database, logger: FastifyBaseLogger): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
