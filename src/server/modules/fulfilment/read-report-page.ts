import type { ReportPage } from '../../../shared/api/report';
import type { Db } from '../../db/client';
import { formatReportDate } from '../../report/pdf/render-report-pdf';
import { findLinkedReport } from './report-link-repository';

/**
 * GET /api/report/<linkId>: the report model the PDF was rendered from, with the PDF cover's date
 * and the day the report is deleted. Under the safety rule (D-22) the model is the neutral one
 * both people get, so both links answer the same.
 */
export async function readReportPage(
  db: Db,
  linkId: string,
  now = new Date(),
): Promise<ReportPage> {
  const report = await findLinkedReport(db, linkId, now);
  return {
    report: report.model,
    // The PDF is printed on US Letter and dated the day it was generated (fulfilment).
    dateLabel: formatReportDate(report.generatedAt, 'LETTER'),
    availableUntil: report.availableUntil.toISOString(),
  };
}
