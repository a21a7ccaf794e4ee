import { eq } from 'drizzle-orm';
import { partnerNotices } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';
import { recordAuditEvent } from '../audit/public';
import { findSession, readSubmission } from '../sessions/public';
import {
  answeredDeliveryKey,
  checkoutPageUrl,
  findNotice,
  mailName,
  openRefId,
} from './notice-repository';
import { renderPartnerNoticeEmail } from './render-partner-notice-email';
import type { NoticeJobDeps, NoticeOutcome } from './send-partner-reminder';

/**
 * Job `partner.answered-notice` (issue 24): one e-mail to person 1 when the partner has
 * answered, to the address of person 1's current answers, with the link to the session's
 * checkout. A session paid before the partner answered gets none: the report itself is e-mailed
 * as soon as the partner's answers are in, and that e-mail is the news. It says
 * that the partner answered, never what they wrote (D-22). Once sent it is never sent again,
 * whatever the partner sends later (a replacement of their answers); without person 1's address
 * (they have not answered yet) nothing is sent.
 */
export async function sendAnsweredNotice(
  deps: NoticeJobDeps,
  refDigest: CapabilityDigest,
  now: () => Date = () => new Date(),
): Promise<NoticeOutcome> {
  const { db } = deps;
  const notice = await findNotice(db, refDigest);
  if (!notice || notice.answeredNoticeSentAt !== null || notice.refIdSealed === null) {
    return { sent: false };
  }
  const session = await findSession(db, refDigest).catch(() => null);
  if (!session || session.p2Answers === null || session.currentSubmissionDigest === null) {
    return { sent: false };
  }
  if (session.state === 'paid') {
    // Paid before the partner answered: their answer sent the report on its way, and the
    // report's own e-mail is the news. Nothing is left to e-mail a link for.
    await db
      .update(partnerNotices)
      .set({ refIdSealed: null })
      .where(eq(partnerNotices.refDigest, refDigest));
    return { sent: false };
  }
  const refId = openRefId(deps.secretKey, notice.refIdSealed);
  if (refId === null) {
    throw new Error('a partner notice link could not be unsealed (SECRET_KEY changed?)');
  }
  const submission = await readSubmission(deps, session.currentSubmissionDigest);
  const mail = await renderPartnerNoticeEmail({
    kind: 'answered',
    partnerName: mailName(submission.person1.partnerName),
    recipientName: mailName(submission.person1.name),
    link: checkoutPageUrl(deps.publicUrl, refId),
  });
  await deps.mailer.send({
    to: submission.person1.email.trim(),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: [],
    deliveryKey: answeredDeliveryKey(refDigest),
  });
  await db.transaction(async (tx) => {
    // Nothing left to e-mail a link for: the partner has answered and this notice is sent.
    await tx
      .update(partnerNotices)
      .set({ answeredNoticeSentAt: now(), refIdSealed: null })
      .where(eq(partnerNotices.refDigest, refDigest));
    await recordAuditEvent(tx, 'notice.partner_answered_sent', 'system', { refDigest });
  });
  return { sent: true };
}
