import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionDrafts } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import type { CapabilityDigest } from '../../security/capability-id';
import { deriveKey, open } from '../../security/secret-box';
import { recordAuditEvent } from '../audit/public';
import { RESUME_LINK_KEY_PURPOSE, resumeLinkUrl } from './draft-repository';
import { renderResumeEmail } from './render-resume-email';

export type SendResumeLinkDeps = {
  db: Db;
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
};

/**
 * Job `session.send-resume-link`: e-mails person 1 the resume link of a draft, then forgets the
 * id (only its digest stays) and records `session.resume_link_sent` with the session's digest. A
 * draft already sent, or gone with its session, sends nothing, so retries and duplicate jobs never
 * send twice; the Message-ID comes from the draft's digest, so a send repeated after a crash is
 * recognisably the same message.
 */
export async function sendResumeLink(
  deps: SendResumeLinkDeps,
  resumeDigest: CapabilityDigest,
  now: () => Date = () => new Date(),
): Promise<{ sent: boolean }> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(sessionDrafts)
    .where(eq(sessionDrafts.resumeDigest, resumeDigest));
  if (!row || row.sentAt !== null || row.resumeIdSealed === null) return { sent: false };
  const resumeId = open(row.resumeIdSealed, deriveKey(deps.secretKey, RESUME_LINK_KEY_PURPOSE));
  if (resumeId === null) {
    // Sealed under another SECRET_KEY or changed: no retry can read it.
    await db
      .update(sessionDrafts)
      .set({ resumeIdSealed: null })
      .where(eq(sessionDrafts.resumeDigest, resumeDigest));
    throw new Error('a resume link could not be unsealed (SECRET_KEY changed?)');
  }
  const email = await renderResumeEmail(resumeLinkUrl(deps.publicUrl, resumeId));
  await deps.mailer.send({
    to: row.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: [],
    deliveryKey: `resume-link:${resumeDigest}`,
  });
  await db.transaction(async (tx) => {
    await tx
      .update(sessionDrafts)
      .set({ resumeIdSealed: null, sentAt: now() })
      .where(eq(sessionDrafts.resumeDigest, resumeDigest));
    await recordAuditEvent(tx, 'session.resume_link_sent', null, { refDigest: row.refDigest });
  });
  return { sent: true };
}
