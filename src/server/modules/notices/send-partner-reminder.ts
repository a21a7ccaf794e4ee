import { eq } from 'drizzle-orm';
import { PARTNER_REMINDER_AFTER_HOURS } from '../../../shared/api/partner-notices';
import type { Db } from '../../db/client';
import { partnerNotices } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import type { CapabilityDigest } from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import { recordAuditEvent } from '../audit/public';
import { findSession, readSubmission } from '../sessions/public';
import {
  findNotice,
  mailName,
  openRefId,
  partnerPageUrl,
  reminderDeliveryKey,
} from './notice-repository';
import { renderPartnerNoticeEmail } from './render-partner-notice-email';

export type NoticeJobDeps = {
  db: Db;
  signer: SubmissionSigner;
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
};

export type NoticeOutcome = { sent: boolean };

/**
 * Job `partner.reminder` (issue 24): the one reminder to a partner who has not answered, sent
 * once it is due. It checks the database before acting: a reminder already sent or cancelled, a
 * partner who has answered, a session gone (purged, erased) or an address removed sends nothing,
 * so a duplicate or early job, a retry or a restart never sends a second one. The Message-ID
 * comes from the session, so a send repeated after a crash is recognisably the same message.
 */
export async function sendPartnerReminder(
  deps: NoticeJobDeps,
  refDigest: CapabilityDigest,
  now: () => Date = () => new Date(),
): Promise<NoticeOutcome> {
  const { db } = deps;
  const notice = await findNotice(db, refDigest);
  if (
    !notice ||
    notice.reminderSentAt !== null ||
    notice.reminderCancelledAt !== null ||
    notice.partnerEmail === null ||
    notice.refIdSealed === null ||
    notice.reminderDueAt === null ||
    notice.reminderDueAt > now()
  ) {
    return { sent: false };
  }
  const session = await findSession(db, refDigest).catch(() => null);
  if (!session) return { sent: false };
  if (session.p2Answers !== null) {
    await db
      .update(partnerNotices)
      .set({ reminderCancelledAt: now() })
      .where(eq(partnerNotices.refDigest, refDigest));
    return { sent: false };
  }
  const refId = openRefId(deps.secretKey, notice.refIdSealed);
  if (refId === null) {
    // Sealed under another SECRET_KEY: no retry can read it. Person 1 can send the link again.
    throw new Error('a partner reminder link could not be unsealed (SECRET_KEY changed?)');
  }
  const submission = session.currentSubmissionDigest
    ? await readSubmission(deps, session.currentSubmissionDigest)
    : null;
  const mail = await renderPartnerNoticeEmail({
    kind: 'reminder',
    senderName: submission ? mailName(submission.person1.name) : null,
    recipientName: submission ? mailName(submission.person1.partnerName) : null,
    link: partnerPageUrl(deps.publicUrl, refId),
    reminderAfterHours: PARTNER_REMINDER_AFTER_HOURS,
  });
  await deps.mailer.send({
    to: notice.partnerEmail,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: [],
    deliveryKey: reminderDeliveryKey(refDigest),
  });
  await db.transaction(async (tx) => {
    await tx
      .update(partnerNotices)
      .set({ reminderSentAt: now() })
      .where(eq(partnerNotices.refDigest, refDigest));
    await recordAuditEvent(tx, 'notice.partner_reminder_sent', 'system', { refDigest });
  });
  return { sent: true };
}
