import { and, eq, ne, sql } from 'drizzle-orm';
import { REPORT_PDF_NAME } from '../../../shared/api/report';
import type { Db } from '../../db/client';
import { reportDeliveries, reports } from '../../db/schema';
import { MailDeliveryError, type Mailer } from '../../providers/mail/mailer';
import { inThreadRenderer, type ReportRenderer } from '../../report/report-renderer';
import type { CapabilityDigest } from '../../security/capability-id';
import { recordAuditEvent } from '../audit/public';
import { issueReportLink } from './issue-report-link';
import { reportLinkUrl } from './report-link';

export type DeliveryRole = 'person1' | 'person2';

export type DeliverReportDeps = {
  db: Db;
  mailer: Mailer;
  /** Seals the recipient's report link between issuing it and sending it (SECRET_KEY). */
  secretKey: string;
  /** PUBLIC_URL, the start of the report link. */
  publicUrl: string;
  /** Where the e-mail is rendered: the server's render threads; unset, this thread (tests). */
  renderer?: Pick<ReportRenderer, 'renderEmail'> | undefined;
};

/**
 * Job `report.deliver` (docs/architecture.md §4): one e-mail with the PDF, and the recipient's
 * own link to the report page (docs/report.md), to one recipient. A
 * delivery that is already sent is skipped, so retries and duplicate jobs send nothing twice; the
 * Message-ID comes from the delivery key, so a send repeated after a crash is recognisably the same
 * message. When every recipient's copy is sent the report is delivered.
 */
export async function deliverReport(
  deps: DeliverReportDeps,
  refDigest: CapabilityDigest,
  role: DeliveryRole,
): Promise<{ sent: boolean }> {
  const { db, mailer } = deps;
  const [delivery] = await db
    .select()
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, role)));
  if (!delivery) throw new Error('no such delivery');
  if (delivery.status === 'sent') return { sent: false };

  const [report] = await db.select().from(reports).where(eq(reports.refDigest, refDigest));
  if (!report?.model || !report.pdf) throw new Error('the report is not generated yet');
  const { person1, person2 } = report.model.couple;
  const linkId = await issueReportLink(deps, refDigest, role, delivery);
  const email = await (deps.renderer ?? inThreadRenderer).renderEmail({
    model: report.model,
    email: {
      recipientName: role === 'person1' ? person1.name : person2.name,
      pdfFileName: REPORT_PDF_NAME,
      reportUrl: reportLinkUrl(deps.publicUrl, linkId),
    },
  });

  try {
    const sentMail = await mailer.send({
      to: delivery.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: [
        { filename: REPORT_PDF_NAME, content: report.pdf, contentType: 'application/pdf' },
      ],
      deliveryKey: `${refDigest}:${role}`,
    });
    await db.transaction(async (tx) => {
      // The report row first, locked: two recipients' sends finishing at once (two processes)
      // would otherwise each see the other still unsent and neither mark the report delivered.
      await tx
        .select({ refDigest: reports.refDigest })
        .from(reports)
        .where(eq(reports.refDigest, refDigest))
        .for('update');
      await tx
        .update(reportDeliveries)
        .set({
          status: 'sent',
          messageId: sentMail.messageId,
          sentAt: new Date(),
          attempts: sql`${reportDeliveries.attempts} + 1`,
          lastError: null,
          // Sent: only the link's digest stays (docs/decisions/013).
          linkSealed: null,
        })
        .where(and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, role)));
      const unsent = await tx
        .select({ role: reportDeliveries.role })
        .from(reportDeliveries)
        .where(and(eq(reportDeliveries.refDigest, refDigest), ne(reportDeliveries.status, 'sent')));
      if (unsent.length === 0) {
        await tx
          .update(reports)
          .set({ status: 'delivered', updatedAt: new Date() })
          .where(eq(reports.refDigest, refDigest));
      }
      await recordAuditEvent(tx, 'report.delivered', 'system', { refDigest, role });
    });
    return { sent: true };
  } catch (error) {
    // The reason is kept for the operator; MailDeliveryError messages carry no addresses.
    const reason = error instanceof MailDeliveryError ? error.message : 'the send failed';
    await db
      .update(reportDeliveries)
      .set({ attempts: sql`${reportDeliveries.attempts} + 1`, lastError: reason })
      .where(and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, role)));
    throw error;
  }
}
