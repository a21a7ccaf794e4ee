import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { reportDeliveries, reports } from '../db/schema';
import { recordAuditEvent } from '../modules/audit/record-audit-event';
import { type DeliveryRole, deliverReport } from '../modules/fulfilment/deliver-report';
import { generateReport } from '../modules/fulfilment/generate-report';
import type { Mailer } from '../providers/mail/mailer';
import type { SubmissionSigner } from '../security/submission-signature';

export const REPORT_GENERATE = 'report.generate';
export const REPORT_DELIVER = 'report.deliver';
export const REPORT_SWEEP = 'report.sweep';

/** Six tries over about ten minutes (5 s doubling, capped at 5 min), then the report is failed. */
const RETRIES = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;

/** A report owed but not yet queued after this long was lost between commit and send. */
const STUCK_AFTER_MS = 30_000;

export type ReportJobDeps = {
  db: Db;
  signer: SubmissionSigner;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Today's date (YYYY-MM-DD) for the report's cover; the engine itself reads no clock. */
  today: () => string;
};

export type ReportQueue = {
  /** Queues a report's generation; a report already queued or running is not queued twice. */
  enqueueReport(refId: string): Promise<void>;
};

type GenerateData = { refId: string };
type DeliverData = { refId: string; role: DeliveryRole };

function isFinalTry(job: Job<object>): boolean {
  return job.retryCount >= RETRIES.retryLimit;
}

/**
 * The report pipeline on pg-boss (DESIGN §4): `report.generate` -> one `report.deliver` per
 * recipient. Each step is idempotent in the database, and each queue lets one job per key wait
 * or run, so duplicates cost nothing. A sweep every minute re-queues work a crash left behind
 * (a report committed as owed whose job was never sent, a delivery never queued).
 */
export async function registerReportJobs(boss: PgBoss, deps: ReportJobDeps): Promise<ReportQueue> {
  const queueOptions = { policy: 'exclusive', ...RETRIES } as const;
  await boss.createQueue(REPORT_GENERATE, queueOptions);
  await boss.createQueue(REPORT_DELIVER, queueOptions);
  await boss.createQueue(REPORT_SWEEP, { policy: 'exclusive' });

  const enqueueReport = async (refId: string) => {
    await boss.send(REPORT_GENERATE, { refId }, { singletonKey: refId });
  };
  const enqueueDelivery = async (refId: string, role: DeliveryRole) => {
    await boss.send(REPORT_DELIVER, { refId, role }, { singletonKey: `${refId}:${role}` });
  };

  await boss.work<GenerateData>(
    REPORT_GENERATE,
    { batchSize: 4, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        const { refId } = job.data;
        try {
          const { recipients } = await generateReport(deps, refId, deps.today());
          for (const role of recipients) await enqueueDelivery(refId, role);
        } catch (error) {
          await noteFailure(deps.db, refId, job, 'the report could not be generated');
          deps.logger.error({ err: error, job: REPORT_GENERATE }, 'report job failed');
          throw error;
        }
      }
    },
  );

  await boss.work<DeliverData>(
    REPORT_DELIVER,
    { batchSize: 8, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        const { refId, role } = job.data;
        try {
          await deliverReport(deps, refId, role);
        } catch (error) {
          if (isFinalTry(job)) {
            await markFailed(deps.db, refId, 'an e-mail could not be delivered');
          }
          deps.logger.error({ err: error, job: REPORT_DELIVER }, 'report job failed');
          throw error;
        }
      }
    },
  );

  await boss.work(REPORT_SWEEP, async () => {
    const stuckBefore = new Date(Date.now() - STUCK_AFTER_MS);
    const owed = await deps.db
      .select({ refId: reports.refId })
      .from(reports)
      .where(and(eq(reports.status, 'queued'), lt(reports.updatedAt, stuckBefore)));
    for (const { refId } of owed) await enqueueReport(refId);
    const unsent = await deps.db
      .select({ refId: reportDeliveries.refId, role: reportDeliveries.role })
      .from(reportDeliveries)
      .innerJoin(reports, eq(reports.refId, reportDeliveries.refId))
      .where(and(eq(reportDeliveries.status, 'pending'), eq(reports.status, 'generated')));
    for (const { refId, role } of unsent) {
      await enqueueDelivery(refId, role === 'person2' ? 'person2' : 'person1');
    }
  });
  await boss.schedule(REPORT_SWEEP, '* * * * *');
  await boss.send(REPORT_SWEEP, {});

  return { enqueueReport };
}

async function noteFailure(db: Db, refId: string, job: Job<object>, reason: string) {
  if (isFinalTry(job)) await markFailed(db, refId, reason);
}

/** After the last retry the operator sees the report as failed, with 'Retry' (admin area). */
async function markFailed(db: Db, refId: string, reason: string) {
  await db
    .update(reports)
    .set({ status: 'failed', lastError: reason, updatedAt: new Date() })
    .where(eq(reports.refId, refId));
  await recordAuditEvent(db, 'report.failed', 'system', { refId, reason });
}
