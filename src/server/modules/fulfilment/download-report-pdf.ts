import type { Db } from '../../db/client';
import { findLinkedReport } from './report-link-repository';

/**
 * GET /api/report/<linkId>/pdf: the stored PDF, byte for byte the one the e-mail attached
 * (docs/report.md: the PDF is kept with the report, so nothing is rendered again).
 */
export async function downloadReportPdf(db: Db, linkId: string, now = new Date()): Promise<Buffer> {
  const report = await findLinkedReport(db, linkId, now);
  return report.pdf;
}
