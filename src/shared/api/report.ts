import { z } from 'zod';
import { reportModelSchema } from '../report/report-model';

/**
 * The report page (docs/report.md, 'The report page'): `/report/<linkId>`, each recipient's own
 * link from their report e-mail. GET /api/report/<linkId> gives the report model the PDF was
 * rendered from; GET /api/report/<linkId>/pdf the same PDF as the e-mail's attachment.
 */

/** The PDF's file name, in the e-mail and on download: no names, a forwarded file says nothing. */
export const REPORT_PDF_NAME = 'msoul-report.pdf';

/** A report link id: 'rpt_' and 22 base62 characters; anything longer is refused unread. */
export const reportLinkParamsSchema = z.strictObject({ linkId: z.string().max(64) });

export const reportPageSchema = z.object({
  /** The report as the engine wrote it: the PDF's words and numbers, nothing more. */
  report: reportModelSchema,
  /** The date on the PDF's cover, as printed there ('November 21, 2026'). */
  dateLabel: z.string(),
  /** When the report, this page and its link are deleted: the end of the 30-day retention. */
  availableUntil: z.iso.datetime(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

/** How long a report link works, said wherever a link does not open a report. */
export const REPORT_LINK_LIFETIME =
  'Report links work for 30 days; after that the report is deleted for good.';

/** The same answer for a wrong, expired, revoked or purged link: nothing says which. */
export const REPORT_NOT_FOUND_MESSAGE = `This link does not open a report. ${REPORT_LINK_LIFETIME}`;

export function reportApiPath(linkId: string): string {
  return `/api/report/${encodeURIComponent(linkId)}`;
}

export function reportPdfPath(linkId: string): string {
  return `${reportApiPath(linkId)}/pdf`;
}
