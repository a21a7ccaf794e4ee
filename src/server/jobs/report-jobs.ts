import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobResult, PgBoss, WorkHandler, WorkOptions } from 'pg-boss';
import type { Db } from '../db/client';
import { reportDeliveries, reports } from '../db/schema';
import { recordAuditEvent } from '../modules/audit/record-audit-event';
import { type DeliveryRole, deliverReport } from '../modules/fulfilment/deliver-report';
import { generateReport } from '../modules/fulfilment/generate-report';
import type { Mailer } from '../providers/mail/mailer';
import type { ReportRenderer } from '../report/report-renderer';
import type { CapabilityDigest } from '../security/capability-id';
import type { SubmissionSigner } from '../security/submission-signature';
import { ensureQueue, HEARTBEAT, JOB_LIVENESS } from './queue';

export const REPORT_GENERATE = 'report.generate';
export const REPORT_DELIVER = 'report.deliver';
export const REPORT_SWEEP = 'report.sweep';

/** How a failed generation or delivery is tried again (pg-boss's retry options, in seconds). */
export type RetryPolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
};

/** Six tries over about ten minutes (5 s doubling, capped at 5 min), then the report is failed. */
export const REPORT_RETRIES: RetryPolicy = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};

/** A report owed but not yet queued after this long was lost between commit and send. */
const STUCK_AFTER_MS = 30_000;

export type ReportJobDeps = {
  db: Db;
  signer: SubmissionSigner;
  mailer: Mailer;
  /** The render threads (docs/decisions/017): scoring, PDF and e-mail never run on this thread. */
  renderer: ReportRenderer & { readonly threads: number };
  logger: FastifyBaseLogger;
  /** Today's date (YYYY-MM-DD) for the report's cover; the engine itself reads no clock. */
  today: () => string;
  /** Where to get help, listed in flagged reports and behind every help line (SAFETY_RESOURCES). */
  safetyResources?: readonly string[] | undefined;
  /** SUPPORT_EMAIL, named in a report that cannot be graded (D-24). */
  supportEmail?: string | undefined;
  /** SECRET_KEY: seals each recipient's report link until its e-mail is sent. */
  secretKey: string;
  /** PUBLIC_URL: the start of the report links in the e-mails. */
  publicUrl: string;
};

export type ReportQueue = {
  /** Queues a report's generation; a report already queued or running is not queued twice. */
  enqueueReport(refDigest: CapabilityDigest): Promise<void>;
};

type GenerateData = { refDigest: CapabilityDigest };
type DeliverData = { refDigest: CapabilityDigest; role: DeliveryRole };

export type ReportJobOptions = {
  /** The retry schedule; tests shorten it so an outage of seconds covers several retries. */
  retry?: RetryPolicy;
};

/**
 * The report pipeline on pg-boss (docs/architecture.md §4): `report.generate` -> one
 * `report.deliver` per recipient. Each step is idempotent in the database, and each queue lets one
 * job per key wait or run, so duplicates cost nothing. A sweep every minute re-queues work a crash
 * left behind (a report committed as owed whose job was never sent, a delivery never queued); a job
 * that a killed process held is failed by its missed heartbeat and retried (JOB_LIVENESS,
 * queue.ts).
 *
 * Each queue has one worker per render thread, so that every thread has a report to render. A job
 * this process sends wakes its own workers at once (`crew.wake`), and a worker that finishes a
 * job wakes them too, so a backlog is worked through without waiting; polling stays as the
 * backstop for retries and for jobs another process sent (docs/decisions/017). Who runs a job is
 * still decided by pg-boss's claim in the database, so a wake-up never runs anything twice.
 */
export async function registerReportJobs(
  boss: PgBoss,
  deps: ReportJobDeps,
  options: ReportJobOptions = {},
): Promise<ReportQueue> {
  const retry = options.retry ?? REPORT_RETRIES;
  const isFinalTry = (job: Job<object>) => job.retryCount >= retry.retryLimit;
  // Heartbeats: a job a killed process held is retried within a minute (see JOB_LIVENESS).
  const queueOptions = { policy: 'exclusive', ...retry, ...JOB_LIVENESS } as const;
  await ensureQueue(boss, REPORT_GENERATE, queueOptions);
  await ensureQueue(boss, REPORT_DELIVER, queueOptions);
  await ensureQueue(boss, REPORT_SWEEP, { policy: 'exclusive', ...JOB_LIVENESS });

  const workers = Math.max(2, deps.renderer.threads);
  const generators = crew(boss, REPORT_GENERATE, workers);
  const deliverers = crew(boss, REPORT_DELIVER, workers);

  const enqueueReport = async (refDigest: CapabilityDigest) => {
    await boss.send(REPORT_GENERATE, { refDigest }, { singletonKey: refDigest });
    generators.wake();
  };
  const enqueueDelivery = async (refDigest: CapabilityDigest, role: DeliveryRole) => {
    await boss.send(REPORT_DELIVER, { refDigest, role }, { singletonKey: `${refDigest}:${role}` });
    deliverers.wake();
  };

  await generators.work<GenerateData>((jobs) =>
    settleEach(jobs, async (job) => {
      const { refDigest } = job.data;
      try {
        const { recipients } = await generateReport(deps, refDigest, deps.today());
        for (const role of recipients) await enqueueDelivery(refDigest, role);
      } catch (error) {
        if (isFinalTry(job)) {
          await markFailed(deps.db, refDigest, 'the report could not be generated');
        }
        deps.logger.error({ err: error, job: REPORT_GENERATE }, 'report job failed');
        throw error;
      }
    }),
  );

  await deliverers.work<DeliverData>((jobs) =>
    settleEach(jobs, async (job) => {
      const { refDigest, role } = job.data;
      try {
        await deliverReport(deps, refDigest, role);
      } catch (error) {
        if (isFinalTry(job)) {
          await markFailed(deps.db, refDigest, 'an e-mail could not be delivered');
        }
        deps.logger.error({ err: error, job: REPORT_DELIVER }, 'report job failed');
        throw error;
      }
    }),
  );

  await boss.work(REPORT_SWEEP, HEARTBEAT, async () => {
    const stuckBefore = new Date(Date.now() - STUCK_AFTER_MS);
    const owed = await deps.db
      .select({ refDigest: reports.refDigest })
      .from(reports)
      .where(and(eq(reports.status, 'queued'), lt(reports.updatedAt, stuckBefore)));
    for (const { refDigest } of owed) await enqueueReport(refDigest);
    const unsent = await deps.db
      .select({ refDigest: reportDeliveries.refDigest, role: reportDeliveries.role })
      .from(reportDeliveries)
      .innerJoin(reports, eq(reports.refDigest, reportDeliveries.refDigest))
      // Only deliveries left pending a while: one just generated is being queued or sent, and a
      // second job for it (its first completing meanwhile) would run for nothing.
      .where(
        and(
          eq(reportDeliveries.status, 'pending'),
          eq(reports.status, 'generated'),
          lt(reports.updatedAt, stuckBefore),
        ),
      );
    for (const { refDigest, role } of unsent) {
      await enqueueDelivery(refDigest, role === 'person2' ? 'person2' : 'person1');
    }
  });
  await boss.schedule(REPORT_SWEEP, '* * * * *');
  await boss.send(REPORT_SWEEP, {});

  return { enqueueReport };
}

/**
 * A queue's workers in this process. Each fetches one job at a time: a render takes a thread for
 * a few hundred milliseconds, and a batch would hold the jobs behind it back from the other
 * threads. The first worker polls every half second, the others every few seconds: they are
 * woken when there is work, so an idle process does not query the queue once per thread.
 */
function crew(boss: PgBoss, queue: string, size: number) {
  const ids: string[] = [];
  const wake = () => {
    for (const id of ids) boss.notifyWorker(id);
  };
  return {
    /** Fetch now: a job was sent, or one was finished and more may be waiting. */
    wake,
    async work<T>(handler: WorkHandler<T, JobResult[]>): Promise<void> {
      for (let i = 0; i < size; i++) {
        const options: WorkOptions = {
          batchSize: 1,
          pollingIntervalSeconds: i === 0 ? 0.5 : 5,
          perJobResults: true,
          ...HEARTBEAT,
        };
        ids.push(
          await boss.work<T>(queue, options, async (jobs) => {
            try {
              return await handler(jobs);
            } finally {
              wake();
            }
          }),
        );
      }
    },
  };
}

/**
 * Runs the jobs of a batch one by one and settles each on its own: a refused e-mail fails (and
 * retries) only its own job, not the others fetched with it, which would otherwise use up their
 * retries without being tried. The stored failure says nothing about the job's data.
 */
async function settleEach<T>(
  jobs: Job<T>[],
  run: (job: Job<T>) => Promise<void>,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      await run(job);
      results.push({ id: job.id, status: 'completed' });
    } catch {
      results.push({ id: job.id, status: 'failed', output: { message: 'job failed' } });
    }
  }
  return results;
}

/** After the last retry the operator sees the report as failed, with 'Retry' (admin area). */
async function markFailed(db: Db, refDigest: CapabilityDigest, reason: string) {
  await db
    .update(reports)
    .set({ status: 'failed', lastError: reason, updatedAt: new Date() })
    .where(eq(reports.refDigest, refDigest));
  await recordAuditEvent(db, 'report.failed', 'system', { refDigest, reason });
}
