import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/client';

/**
 * How a job held by a process that died (SIGKILL, power loss) gets back to work (issue 8).
 *
 * A claimed job stays 'active' until pg-boss's monitor fails it; with 'exclusive' queues and
 * singleton keys nothing else can be queued for that key meanwhile. Expiry alone would have to
 * choose between "a dead worker blocks the key for 15 minutes" and "a slow live job is expired
 * and run twice". A heartbeat separates the two: the worker touches its jobs every
 * `heartbeatRefreshSeconds` while its handler runs, however long that takes, and the monitor
 * fails (and so retries) a job whose heartbeat is older than `heartbeatSeconds`.
 *
 * - heartbeatSeconds 30 with a touch every 5 s: a live job survives about 25 s in which its
 *   touches fail (a database restart), a dead one is noticed after 30 s.
 * - the monitor and supervisor every 10 s (pg-boss's default is 60): a stale job is failed at
 *   most ~10 s after it went stale, then retried after the queue's retry delay (5 s first). A
 *   killed worker's job runs again within about 45 s.
 * - expireInSeconds 15 min (pg-boss's default, now stated): only bounds a handler that hangs in a
 *   live process. A batch of 4 e-mails (the largest batch any queue fetches) against an SMTP
 *   server that stalls at every step (10 s connect + 10 s greeting + 30 s socket,
 *   smtp-mailer.ts) needs under 4 min.
 */
export const JOB_LIVENESS = { heartbeatSeconds: 30, expireInSeconds: 15 * 60 } as const;

/** work() options that keep the heartbeat of JOB_LIVENESS fresh while a handler runs. */
export const HEARTBEAT = { heartbeatRefreshSeconds: 5 } as const;

const MONITOR = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 } as const;

/**
 * The job queue (pg-boss) on the product's own database: PGlite through pg-boss's adapter, or
 * the PostgreSQL server with SKIP LOCKED. Feature areas register their queues and workers on
 * the returned instance.
 */
export async function startQueue(database: Database, logger: FastifyBaseLogger): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pgliteDefaultParsing), backend: 'pglite', ...MONITOR })
      : new PgBoss({ connectionString: database.url, max: 4, ...MONITOR });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** The queue settings the product uses; pg-boss stores them per queue and copies them per job. */
export type QueueSettings = {
  policy: QueuePolicy;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
};

/**
 * Creates the queue, or brings an existing one up to these settings: createQueue leaves a queue
 * that exists as it was, so a database from an older release would keep its old expiry and no
 * heartbeat. The policy itself cannot change after creation.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  settings: QueueSettings,
): Promise<void> {
  await boss.createQueue(name, settings);
  const { policy: _policy, ...changeable } = settings;
  if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
}
