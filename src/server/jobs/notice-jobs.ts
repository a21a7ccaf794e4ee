import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { notePartnerAnswered } from '../modules/notices/note-partner-answered';
import type { NoticeScheduler } from '../modules/notices/notice-repository';
import { requeueLostNotices } from '../modules/notices/requeue-lost-notices';
import { sendAnsweredNotice } from '../modules/notices/send-answered-notice';
import { type NoticeJobDeps, sendPartnerReminder } from '../modules/notices/send-partner-reminder';
import type { CapabilityDigest } from '../security/capability-id';
import { ensureQueue, HEARTBEAT, JOB_LIVENESS } from './queue';

export const PARTNER_REMINDER = 'partner.reminder';
export const PARTNER_ANSWERED_NOTICE = 'partner.answered-notice';
export const PARTNER_NOTICE_SWEEP = 'partner.notice-sweep';

/** Six tries over about ten minutes (5 s doubling, capped at 5 min), like the report e-mails. */
const RETRIES = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;

/** The jobs' data: the session's digest only, never an address or a link. */
type NoticeData = { refDigest: CapabilityDigest };

export type NoticeJobsDeps = NoticeJobDeps & { logger: FastifyBaseLogger };

/** The notice jobs as the app uses them: the scheduler, and the step after a partner answers. */
export type PartnerNotices = NoticeScheduler & {
  /** After POST /api/person2/submit stored the answers; never throws (the answers are saved). */
  partnerAnswered(refId: string): Promise<void>;
};

/**
 * The couple session's notices on pg-boss (issue 24). `partner.reminder`: one job per session,
 * queued by the first link e-mail to start 48 hours later (`startAfter`), kept in the database
 * across restarts, cancelled when the partner answers; 'exclusive' with the session as singleton
 * key, so a second link e-mail cannot queue a second one, and the handler sends only what the
 * database says is still owed. `partner.answered-notice`: person 1's e-mail when the partner has
 * answered, once per session. Both retry a refused send with back-off. `partner.notice-sweep`,
 * every five minutes, queues again what a crash or a long outage left owed (requeue-lost-notices).
 */
export async function registerNoticeJobs(
  boss: PgBoss,
  deps: NoticeJobsDeps,
): Promise<PartnerNotices> {
  // Heartbeats: a job a killed process held is retried within a minute (see JOB_LIVENESS).
  const queueOptions = { policy: 'exclusive', ...RETRIES, ...JOB_LIVENESS } as const;
  await ensureQueue(boss, PARTNER_REMINDER, queueOptions);
  await ensureQueue(boss, PARTNER_ANSWERED_NOTICE, queueOptions);
  await ensureQueue(boss, PARTNER_NOTICE_SWEEP, { policy: 'exclusive', ...JOB_LIVENESS });

  const run =
    (name: string, handler: (refDigest: CapabilityDigest) => Promise<unknown>) =>
    async (jobs: { data: NoticeData }[]) => {
      for (const job of jobs) {
        try {
          await handler(job.data.refDigest);
        } catch (error) {
          deps.logger.error({ err: error, job: name }, 'notice job failed');
          throw error;
        }
      }
    };
  await boss.work<NoticeData>(
    PARTNER_REMINDER,
    { batchSize: 1, pollingIntervalSeconds: 2, ...HEARTBEAT },
    run(PARTNER_REMINDER, (refDigest) => sendPartnerReminder(deps, refDigest)),
  );
  await boss.work<NoticeData>(
    PARTNER_ANSWERED_NOTICE,
    { batchSize: 1, pollingIntervalSeconds: 0.5, ...HEARTBEAT },
    run(PARTNER_ANSWERED_NOTICE, (refDigest) => sendAnsweredNotice(deps, refDigest)),
  );

  const scheduler: NoticeScheduler = {
    scheduleReminder: (refDigest, dueAt) =>
      boss.send(PARTNER_REMINDER, { refDigest } satisfies NoticeData, {
        singletonKey: refDigest,
        startAfter: dueAt,
      }),
    cancelReminder: async (jobId) => {
      await boss.cancel(PARTNER_REMINDER, jobId);
    },
    queueAnsweredNotice: async (refDigest) => {
      await boss.send(PARTNER_ANSWERED_NOTICE, { refDigest } satisfies NoticeData, {
        singletonKey: refDigest,
      });
    },
  };
  await boss.work(PARTNER_NOTICE_SWEEP, HEARTBEAT, async () => {
    await requeueLostNotices({ db: deps.db, notices: scheduler });
  });
  await boss.schedule(PARTNER_NOTICE_SWEEP, '*/5 * * * *');

  return {
    ...scheduler,
    partnerAnswered: async (refId) => {
      try {
        await notePartnerAnswered(
          { db: deps.db, notices: scheduler, secretKey: deps.secretKey },
          refId,
        );
      } catch (error) {
        // The partner's answers are stored whatever happens here; the notice is not worth a 500.
        deps.logger.error({ err: error }, 'partner answered: notice not queued');
      }
    },
  };
}
