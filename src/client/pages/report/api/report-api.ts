import { reportApiPath, reportPageSchema } from '../../../../shared/api/report';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/report/<linkId>: the report the recipient's link opens (shared/api/report.ts). */
export function getReportPage(linkId: string, signal?: AbortSignal) {
  return apiRequest(reportApiPath(linkId), { schema: reportPageSchema, signal });
}
