import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportDeliveries } from '../../db/schema';
import {
  type CapabilityDigest,
  capabilityDigest,
  newCapabilityId,
} from '../../security/capability-id';
import { deriveKey, open, seal } from '../../security/secret-box';
import type { DeliveryRole } from './deliver-report';
import { REPORT_LINK_KEY_PURPOSE, REPORT_LINK_PREFIX } from './report-link';

type Delivery = Pick<typeof reportDeliveries.$inferSelect, 'linkDigest' | 'linkSealed'>;

/**
 * The link id one recipient's report e-mail carries (docs/report.md, 'The report page'). The first
 * try issues it: a new id, stored as its digest and sealed for the mail job. A later try (the
 * send failed, or the process died after the mail server accepted it) opens the sealed id and
 * sends the same link again, so a repeated e-mail never carries a dead link. A box that no
 * longer opens (SECRET_KEY changed) gets a new link: no e-mail with the old one was accepted
 * under this key. Only a delivery not yet sent gets a link.
 */
export async function issueReportLink(
  deps: { db: Db; secretKey: string },
  refDigest: CapabilityDigest,
  role: DeliveryRole,
  delivery: Delivery,
): Promise<string> {
  const key = deriveKey(deps.secretKey, REPORT_LINK_KEY_PURPOSE);
  if (delivery.linkDigest !== null && delivery.linkSealed !== null) {
    const linkId = open(delivery.linkSealed, key);
    if (linkId !== null && capabilityDigest(linkId) === delivery.linkDigest) return linkId;
  }
  const linkId = newCapabilityId(REPORT_LINK_PREFIX);
  // Only over the values read: a second worker that issued one first wins, and we use its link.
  const unchanged: SQL | undefined =
    delivery.linkSealed === null
      ? isNull(reportDeliveries.linkSealed)
      : eq(reportDeliveries.linkSealed, delivery.linkSealed);
  const issued = await deps.db
    .update(reportDeliveries)
    .set({ linkDigest: capabilityDigest(linkId), linkSealed: seal(linkId, key) })
    .where(
      and(
        eq(reportDeliveries.refDigest, refDigest),
        eq(reportDeliveries.role, role),
        ne(reportDeliveries.status, 'sent'),
        unchanged,
      ),
    )
    .returning({ role: reportDeliveries.role });
  if (issued.length === 1) return linkId;
  const [current] = await deps.db
    .select({ linkDigest: reportDeliveries.linkDigest, linkSealed: reportDeliveries.linkSealed })
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, role)));
  const other = current?.linkSealed ? open(current.linkSealed, key) : null;
  if (other === null) throw new Error('the report link could not be issued');
  return other;
}
