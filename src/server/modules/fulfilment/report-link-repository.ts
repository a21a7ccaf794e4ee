import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { REPORT_NOT_FOUND_MESSAGE } from '../../../shared/api/report';
import type { ReportModel } from '../../../shared/report/report-model';
import type { Db } from '../../db/client';
import { coupleSessions, reportDeliveries, reports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { RETENTION_DAYS, retentionCutoff } from '../retention/public';
import { reportLinkDigest } from './report-link';

/** One answer for a malformed, unknown, revoked, expired or purged link (D-06). */
export const REPORT_NOT_FOUND = AppError.notFound(REPORT_NOT_FOUND_MESSAGE, 'report_not_found');

export type LinkedReport = {
  model: ReportModel;
  pdf: Buffer;
  generatedAt: Date;
  /** The end of the session's retention: the purge deletes the report, and the link, then. */
  availableUntil: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The generated report a recipient's link leads to, while its session is within retention (the
 * hourly purge deletes it after; until then the link already answers as if it had). Looked up by
 * the link's digest only; nothing in the answer says whose link it was.
 */
export async function findLinkedReport(db: Db, linkId: string, now: Date): Promise<LinkedReport> {
  const digest = reportLinkDigest(linkId);
  if (digest === null) throw REPORT_NOT_FOUND;
  const [row] = await db
    .select({
      model: reports.model,
      pdf: reports.pdf,
      generatedAt: reports.generatedAt,
      collectedAt: coupleSessions.createdAt,
    })
    .from(reportDeliveries)
    .innerJoin(reports, eq(reports.refDigest, reportDeliveries.refDigest))
    .innerJoin(coupleSessions, eq(coupleSessions.refDigest, reportDeliveries.refDigest))
    .where(
      and(
        eq(reportDeliveries.linkDigest, digest),
        isNotNull(reports.model),
        isNotNull(reports.pdf),
        gte(coupleSessions.createdAt, retentionCutoff(now)),
      ),
    );
  if (!row?.model || !row.pdf) throw REPORT_NOT_FOUND;
  return {
    model: row.model,
    pdf: row.pdf,
    generatedAt: row.generatedAt ?? row.collectedAt,
    availableUntil: new Date(row.collectedAt.getTime() + RETENTION_DAYS * DAY_MS),
  };
}
