import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { findUnsentResumeLinks } from '../modules/sessions/draft-repository';
import { type SendResumeLinkDeps, sendResumeLink } from '../modules/sessions/send-resume-link';
import type { CapabilityDigest } from '../security/capability-id';
import { ensureQueue, HEARTBEAT, JOB_LIVENESS } from './queue';

export const RESUME_SEND_LINK = 'session.send-resume-link';
export const RESUME_SWEEP = 'session.resume-sweep';

/** Six tries over about ten minutes (5 s doubling, capped at 5 min), like the other e-mails. */
const RETRIES = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;

/** A link stored but not sent after this long lost its job between commit and send. */
const STUCK_AFTER_MS = 60_000;

export type ResumeJobDeps = SendResumeLinkDeps & { logger: FastifyBaseLogger };

/** The job's data: the draft's digest only, never the address or the link. */
type SendResumeData = { resumeDigest: string };

/** Queues the e-mail of a draft's resume link; one job per draft waits or runs at a time. */
export async function enqueueResumeLink(boss: PgBoss, resumeDigest: CapabilityDigest) {
  await boss.send(RESUME_SEND_LINK, { resumeDigest } satisfies SendResumeData, {
    singletonKey: resumeDigest,
  });
}

/**
 * The resume link e-mails (docs/decisions/015) on pg-boss: `session.send-resume-link` per draft
 * (idempotent in the database, retried with back-off), and a sweep every minute that re-queues
 * links a crash left unsent.
 */
export async function registerResumeJobs(boss: PgBoss, deps: ResumeJobDeps): Promise<void> {
  await ensureQueue(boss, RESUME_SEND_LINK, { policy: 'exclusive', ...RETRIES, ...JOB_LIVENESS });
  await ensureQueue(boss, RESUME_SWEEP, { policy: 'exclusive', ...JOB_LIVENESS });

  await boss.work<SendResumeData>(
    RESUME_SEND_LINK,
    { batchSize: 4, pollingIntervalSeconds: 0.5, ...HEARTBEAT },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await sendResumeLink(deps, job.data.resumeDigest as CapabilityDigest);
        } catch (error) {
          deps.logger.error({ err: error, job: RESUME_SEND_LINK }, 'resume link job failed');
          throw error;
        }
      }
    },
  );

  await boss.work(RESUME_SWEEP, HEARTBEAT, async () => {
    const unsent = await findUnsentResumeLinks(deps.db, new Date(Date.now() - STUCK_AFTER_MS));
    for (const resumeDigest of unsent) await enqueueResumeLink(boss, resumeDigest);
  });
  await boss.schedule(RESUME_SWEEP, '* * * * *');
}
