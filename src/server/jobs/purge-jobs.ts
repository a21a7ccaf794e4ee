import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { purgeExpiredData } from '../modules/retention/purge-expired-data';
import { PURGE_CRON } from '../modules/retention/retention-policy';
import { ensureQueue, HEARTBEAT, JOB_LIVENESS } from './queue';

export const RETENTION_PURGE = 'retention.purge';

export type PurgeJobDeps = {
  db: Db;
  /** The outbox folder to purge too; null when mail goes over SMTP. */
  outboxDir: string | null;
  logger: FastifyBaseLogger;
};

/**
 * The hourly 30-day purge (issue 7) on pg-boss. 'exclusive' lets one purge wait or run at a
 * time across every process, so runs never overlap; a run that takes longer than an hour makes
 * the next occurrence a no-op rather than a second purge. A failed run is not retried: the purge
 * is idempotent and resumable, and the next hour finishes what this one left. After downtime
 * the schedule sends one catch-up run ('missed: once') instead of waiting for the next hour.
 */
export async function registerPurgeJobs(boss: PgBoss, deps: PurgeJobDeps): Promise<void> {
  await ensureQueue(boss, RETENTION_PURGE, {
    policy: 'exclusive',
    retryLimit: 0,
    // A run killed with its process is failed after the heartbeat lapses (JOB_LIVENESS), so the
    // next hour's run is not blocked; the expiry is longer than a live run ever needs, so pg-boss
    // never expires a live run and starts another.
    heartbeatSeconds: JOB_LIVENESS.heartbeatSeconds,
    expireInSeconds: 55 * 60,
  });
  await boss.work(RETENTION_PURGE, HEARTBEAT, async () => {
    const report = await purgeExpiredData({
      db: deps.db,
      outboxDir: deps.outboxDir,
      actor: 'schedule',
    });
    // Counts and step codes only: the report never holds personal data, and neither does this.
    const { errors, ...counts } = report;
    if (errors.length > 0) {
      deps.logger.warn({ job: RETENTION_PURGE, ...counts, errors }, 'retention purge incomplete');
    } else {
      deps.logger.info({ job: RETENTION_PURGE, ...counts }, 'retention purge finished');
    }
  });
  await boss.schedule(RETENTION_PURGE, PURGE_CRON, null, { tz: 'UTC', missed: 'once' });
}
