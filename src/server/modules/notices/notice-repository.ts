import { eq } from 'drizzle-orm';
import { MAX_PARTNER_LINK_EMAILS } from '../../../shared/api/partner-notices';
import type { Db } from '../../db/client';
import { partnerNotices } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';
import { deriveKey, open, seal } from '../../security/secret-box';

/** What the refId kept for the notice jobs is sealed for (security/secret-box.ts). */
const NOTICE_REF_PURPOSE = 'partner-notice-ref-id';

export type NoticeRow = typeof partnerNotices.$inferSelect;

/** The refId sealed under SECRET_KEY, for a job that e-mails a link later. */
export function sealRefId(secretKey: string, refId: string): string {
  return seal(refId, deriveKey(secretKey, NOTICE_REF_PURPOSE));
}

/** The sealed refId, or null when it cannot be opened (SECRET_KEY changed). */
export function openRefId(secretKey: string, sealed: string): string | null {
  return open(sealed, deriveKey(secretKey, NOTICE_REF_PURPOSE));
}

export async function findNotice(db: Db, refDigest: CapabilityDigest): Promise<NoticeRow | null> {
  const [row] = await db
    .select()
    .from(partnerNotices)
    .where(eq(partnerNotices.refDigest, refDigest));
  return row ?? null;
}

/**
 * A first name fit for an e-mail another person reads: letters (any script), hyphens and
 * apostrophes, at most 40 characters. Anything else (an address typed by autofill, a web address,
 * digits) gives null and the e-mail says 'your partner', so a name field cannot carry a link or
 * a message into someone's inbox.
 */
export function mailName(fullName: string): string | null {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u.test(first) ? first : null;
}

/** The e-mails' links, on PUBLIC_URL (shared/routes.ts lists the pages). */
export const partnerPageUrl = (publicUrl: string, refId: string) => `${publicUrl}/p2/${refId}`;
export const checkoutPageUrl = (publicUrl: string, refId: string) =>
  `${publicUrl}/session-checkout/${refId}`;

/**
 * The delivery keys of a session's notices: each becomes its e-mail's Message-ID and outbox file
 * name, so a retried send is the same message and an erasure finds the files by session.
 */
export function noticeDeliveryKeys(refDigest: CapabilityDigest): string[] {
  return [
    ...Array.from({ length: MAX_PARTNER_LINK_EMAILS }, (_, i) => linkDeliveryKey(refDigest, i + 1)),
    reminderDeliveryKey(refDigest),
    answeredDeliveryKey(refDigest),
  ];
}
export const linkDeliveryKey = (refDigest: CapabilityDigest, n: number) =>
  `${refDigest}:partner-link:${n}`;
export const reminderDeliveryKey = (refDigest: CapabilityDigest) => `${refDigest}:partner-reminder`;
export const answeredDeliveryKey = (refDigest: CapabilityDigest) => `${refDigest}:partner-answered`;

/**
 * The job queue as the notices use it (jobs/notice-jobs.ts): the reminder is one pg-boss job per
 * session, queued to start when it is due, so it survives restarts.
 */
export type NoticeScheduler = {
  /** Queues the reminder to run at `dueAt`; null when one is already waiting for the session. */
  scheduleReminder(refDigest: CapabilityDigest, dueAt: Date): Promise<string | null>;
  /** Cancels a waiting reminder job (nothing happens to a job already done). */
  cancelReminder(jobId: string): Promise<void>;
  /** Queues person 1's 'your partner has answered' e-mail. */
  queueAnsweredNotice(refDigest: CapabilityDigest): Promise<void>;
};
