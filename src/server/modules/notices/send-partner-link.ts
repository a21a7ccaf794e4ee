import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_PARTNER_LINK_EMAILS,
  PARTNER_LINK_MESSAGES,
  PARTNER_REMINDER_AFTER_HOURS,
  type PartnerLinkEmailResponse,
  type partnerLinkEmailBodySchema,
} from '../../../shared/api/partner-notices';
import type { Db } from '../../db/client';
import { partnerNotices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { MailDeliveryError, type Mailer } from '../../providers/mail/mailer';
import type { SubmissionSigner } from '../../security/submission-signature';
import { recordAuditEvent } from '../audit/public';
import { findSession, readSubmission, sessionDigestOf } from '../sessions/public';
import {
  findNotice,
  linkDeliveryKey,
  mailName,
  type NoticeScheduler,
  partnerPageUrl,
  sealRefId,
} from './notice-repository';
import { renderPartnerNoticeEmail } from './render-partner-notice-email';

export type SendPartnerLinkDeps = {
  db: Db;
  signer: SubmissionSigner;
  mailer: Mailer;
  notices: NoticeScheduler;
  secretKey: string;
  publicUrl: string;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/partner-link-email (issue 24): e-mails the partner's link to the address person 1
 * gives on /text. Every rule is checked before anything happens, and the e-mail is sent before
 * anything is stored: a refusal, or a mail server that does not accept it, changes nothing and
 * the answer says so. Once accepted, the address is kept with the session (for the reminder),
 * the send is counted (MAX_PARTNER_LINK_EMAILS per session) and audit-logged, and the first send
 * queues the one reminder, due PARTNER_REMINDER_AFTER_HOURS later; a later send never moves it.
 */
export async function sendPartnerLink(
  deps: SendPartnerLinkDeps,
  body: z.output<typeof partnerLinkEmailBodySchema>,
  now = new Date(),
): Promise<PartnerLinkEmailResponse> {
  if (body.website) throw AppError.rejected();
  const { db } = deps;
  const refDigest = sessionDigestOf(body.refId);
  const session = await findSession(db, refDigest);
  if (session.currentSubmissionDigest === null) {
    throw new AppError(409, 'answers_missing', PARTNER_LINK_MESSAGES.person1Missing);
  }
  if (session.p2Answers !== null) {
    throw new AppError(409, 'already_answered', PARTNER_LINK_MESSAGES.alreadyAnswered);
  }
  const submission = await readSubmission(deps, session.currentSubmissionDigest);
  const email = body.email.toLowerCase();
  if (email === submission.person1.email.trim().toLowerCase()) {
    throw new AppError(400, 'invalid_email', PARTNER_LINK_MESSAGES.ownAddress);
  }
  const before = await findNotice(db, refDigest);
  const count = (before?.linkEmailsSent ?? 0) + 1;
  if (count > MAX_PARTNER_LINK_EMAILS) {
    throw new AppError(429, 'rate_limited', PARTNER_LINK_MESSAGES.tooMany);
  }

  const mail = await renderPartnerNoticeEmail({
    kind: 'link',
    senderName: mailName(submission.person1.name),
    recipientName: mailName(submission.person1.partnerName),
    link: partnerPageUrl(deps.publicUrl, body.refId),
    reminderAfterHours: PARTNER_REMINDER_AFTER_HOURS,
  });
  try {
    await deps.mailer.send({
      to: email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: [],
      deliveryKey: linkDeliveryKey(refDigest, count),
    });
  } catch (error) {
    if (error instanceof MailDeliveryError && error.permanent) {
      throw new AppError(400, 'invalid_email', PARTNER_LINK_MESSAGES.addressRefused);
    }
    throw new AppError(
      503,
      'mail_unavailable',
      PARTNER_LINK_MESSAGES.mailUnavailable,
      `the partner link e-mail was not accepted: ${error instanceof Error ? error.message : 'unknown'}`,
    );
  }

  const dueAt = new Date(now.getTime() + PARTNER_REMINDER_AFTER_HOURS * HOUR_MS);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(partnerNotices)
      .values({
        refDigest,
        partnerEmail: email,
        refIdSealed: sealRefId(deps.secretKey, body.refId),
        linkEmailsSent: 1,
        lastLinkSentAt: now,
        reminderDueAt: dueAt,
      })
      .onConflictDoUpdate({
        target: partnerNotices.refDigest,
        set: {
          partnerEmail: email,
          refIdSealed: sealRefId(deps.secretKey, body.refId),
          linkEmailsSent: sql`least(${partnerNotices.linkEmailsSent} + 1, ${MAX_PARTNER_LINK_EMAILS})`,
          lastLinkSentAt: now,
          reminderDueAt: sql`coalesce(${partnerNotices.reminderDueAt}, ${dueAt.toISOString()}::timestamptz)`,
        },
      })
      .returning();
    if (!saved) throw new Error('partner notice upsert returned no row');
    await recordAuditEvent(tx, 'notice.partner_link_sent', null, {
      refDigest,
      count: saved.linkEmailsSent,
    });
    return saved;
  });

  const reminderOpen = row.reminderSentAt === null && row.reminderCancelledAt === null;
  if (reminderOpen && row.reminderJobId === null && row.reminderDueAt !== null) {
    // After commit, so the job always finds its row. A send after a lost queueing (a crash just
    // here) queues it again for the same moment; one job per session can wait at a time.
    const jobId = await deps.notices.scheduleReminder(refDigest, row.reminderDueAt);
    if (jobId !== null) {
      await db
        .update(partnerNotices)
        .set({ reminderJobId: jobId })
        .where(eq(partnerNotices.refDigest, refDigest));
    }
  }
  return {
    ok: true,
    message: PARTNER_LINK_MESSAGES.sent,
    emailsLeft: MAX_PARTNER_LINK_EMAILS - row.linkEmailsSent,
    reminderScheduled: reminderOpen,
  };
}
