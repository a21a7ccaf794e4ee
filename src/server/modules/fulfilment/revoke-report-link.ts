import { eq } from 'drizzle-orm';
import type { RevokeReportLinkResponse } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { reportDeliveries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../audit/public';
import { RETENTION_DAYS } from '../retention/public';
import type { DeliveryRole } from './deliver-report';
import { reportLinkDigest, reportLinkIdFromAddress } from './report-link';

export const MALFORMED_REPORT_LINK =
  'This is not a report link. Paste the whole link from the e-mail (it has /report/rpt_ in it) or just the id that starts with rpt_.';
export const UNKNOWN_REPORT_LINK = `No report link matches this address. It may be mistyped, revoked already, or deleted with its report after ${RETENTION_DAYS} days.`;

const WHOSE: Record<DeliveryRole, string> = {
  person1: "Person 1's link",
  person2: "The partner's link",
};

/**
 * Revokes one recipient's report link (docs/report.md, 'The report page'; docs/operations.md),
 * found by the digest the report page looks it up by: that delivery's `link_digest` is cleared
 * (and a sealed copy waiting for the mail job, so it is never sent again), and the page and its
 * PDF then answer the same 404 as any wrong link. The other recipient's link is another row and
 * keeps working. The audit event names the session by its digest and the role, never the link.
 * A malformed link is a 400, an unknown or already revoked one a 404; neither changes anything.
 */
export async function revokeReportLink(
  db: Db,
  address: string,
  actor: string,
): Promise<RevokeReportLinkResponse> {
  const linkId = reportLinkIdFromAddress(address);
  const digest = linkId === null ? null : reportLinkDigest(linkId);
  if (digest === null) throw AppError.badRequest(MALFORMED_REPORT_LINK, 'invalid_report_link');
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reportDeliveries)
      .set({ linkDigest: null, linkSealed: null })
      .where(eq(reportDeliveries.linkDigest, digest))
      .returning({ refDigest: reportDeliveries.refDigest, role: reportDeliveries.role });
    if (!row) return null;
    await recordAuditEvent(tx, 'report.link_revoked', actor, {
      refDigest: row.refDigest,
      role: row.role,
    });
    return row;
  });
  if (!revoked) throw AppError.notFound(UNKNOWN_REPORT_LINK, 'report_not_found');
  const whose = revoked.role === 'person2' ? WHOSE.person2 : WHOSE.person1;
  return {
    ok: true,
    message: `Revoked. ${whose} no longer opens the report or its PDF; any other link to this report keeps working.`,
  };
}
