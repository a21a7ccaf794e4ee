import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FailedFulfilment } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { coupleSessions, reportDeliveries, reports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ReportQueue } from '../../jobs/report-jobs';
import { isCapabilityDigest } from '../../security/capability-id';
import { recordAuditEvent } from '../audit/public';

/** Reports whose generation or delivery gave up after its retries, newest first. */
export async function listFailedFulfilments(db: Db): Promise<FailedFulfilment[]> {
  const rows = await db
    .select({
      reference: reports.refDigest,
      productType: coupleSessions.productType,
      attempts: reports.attempts,
      lastError: reports.lastError,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .innerJoin(coupleSessions, eq(coupleSessions.refDigest, reports.refDigest))
    .where(eq(reports.status, 'failed'))
    .orderBy(desc(reports.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/**
 * 'Retry': a failed report goes back into the pipeline where it stopped. With its PDF stored it
 * is 'generated' again and only unsent e-mails go out (sent ones are never repeated); without,
 * it is generated again. The report job does the rest, exactly as after a payment.
 */
export async function retryFulfilment(
  deps: { db: Db; reports: ReportQueue },
  reference: string,
  actor: string,
): Promise<{ ok: true; message: string }> {
  const { db } = deps;
  if (!isCapabilityDigest(reference))
    throw AppError.notFound('No failed report with this reference.');
  const refDigest = reference;
  const [report] = await db
    .select({ status: reports.status, generatedAt: reports.generatedAt })
    .from(reports)
    .where(eq(reports.refDigest, refDigest));
  if (report?.status !== 'failed') {
    throw AppError.notFound('No failed report with this reference.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({
        status: report.generatedAt ? 'generated' : 'queued',
        lastError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(reports.refDigest, refDigest), eq(reports.status, 'failed')));
    await tx
      .update(reportDeliveries)
      .set({ status: 'pending', lastError: null })
      .where(
        and(
          eq(reportDeliveries.refDigest, refDigest),
          inArray(reportDeliveries.status, ['failed']),
        ),
      );
  });
  await deps.reports.enqueueReport(refDigest);
  await recordAuditEvent(db, 'report.retried', actor, { refDigest });
  return { ok: true, message: 'The report is queued again; it goes out in a few seconds.' };
}
