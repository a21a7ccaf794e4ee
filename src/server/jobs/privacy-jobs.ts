import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { findUnsentRequests } from '../modules/privacy/privacy-repository';
import { type SendDataLinkDeps, sendDataLink } from '../modules/privacy/send-data-link';
import { ensureQueue, HEARTBEAT, JOB_LIVENESS } from './queue';

export const PRIVACY_SEND_LINK = 'privacy.send-link';
export const PRIVACY_SWEEP = 'privacy.sweep';

/** Six tries over about ten minutes (5 s doubling, capped at 5 min), like the report e-mails. */
const RETRIES = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;

/** A link stored but not sent after this long lost its job between commit and send. */
const STUCK_AFTER_MS = 60_000;

export type PrivacyJobDeps = SendDataLinkDeps & { logger: FastifyBaseLogger };

/** The job's data: the request id only, never the address or the token. */
type SendLinkData = { requestId: string };

/** Queues the e-mail of a data request's link; one job per request waits or runs at a time. */
export async function enqueuePrivacyLink(boss: PgBoss, requestId: string): Promise<void> {
  await boss.send(PRIVACY_SEND_LINK, { requestId } satisfies SendLinkData, {
    singletonKey: requestId,
  });
}

/**
 * The 'Manage my data' e-mails on pg-boss: `privacy.send-link` per request (idempotent in the
 * database, retried with back-off), and a sweep every minute that re-queues links a crash left
 * unsent.
 */
export async function registerPrivacyJobs(boss: PgBoss, deps: PrivacyJobDeps): Promise<void> {
  // Heartbeats: a job a killed process held is retried within a minute (see JOB_LIVENESS).
  await ensureQueue(boss, PRIVACY_SEND_LINK, { policy: 'exclusive', ...RETRIES, ...JOB_LIVENESS });
  await ensureQueue(boss, PRIVACY_SWEEP, { policy: 'exclusive', ...JOB_LIVENESS });

  await boss.work<SendLinkData>(
    PRIVACY_SEND_LINK,
    { batchSize: 4, pollingIntervalSeconds: 0.5, ...HEARTBEAT },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await sendDataLink(deps, job.data.requestId);
        } catch (error) {
          deps.logger.error({ err: error, job: PRIVACY_SEND_LINK }, 'privacy job failed');
          throw error;
        }
      }
    },
  );

  await boss.work(PRIVACY_SWEEP, HEARTBEAT, async () => {
    const now = new Date();
    const unsent = await findUnsentRequests(deps.db, new Date(now.getTime() - STUCK_AFTER_MS), now);
    for (const requestId of unsent) await enqueuePrivacyLink(boss, requestId);
  });
  await boss.schedule(PRIVACY_SWEEP, '* * * * *');
}
