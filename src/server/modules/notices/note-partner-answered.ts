import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerNotices } from '../../db/schema';
import { recordAuditEvent } from '../audit/public';
import { sessionDigestOf } from '../sessions/public';
import { findNotice, type NoticeScheduler, sealRefId } from './notice-repository';

export type NotePartnerAnsweredDeps = { db: Db; notices: NoticeScheduler; secretKey: string };

/**
 * After the partner's answers are stored (POST /api/person2/submit): the waiting reminder is
 * cancelled, and person 1's 'your partner has answered' e-mail is queued unless it went out
 * before. The job finds the session's link sealed in the notice row (kept only until that e-mail
 * is sent). Runs after the answers' commit; the job itself decides whether anything is sent.
 */
export async function notePartnerAnswered(
  deps: NotePartnerAnsweredDeps,
  refId: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const refDigest = sessionDigestOf(refId);
  const notice = await findNotice(db, refDigest);
  if (notice?.answeredNoticeSentAt) return;

  if (notice === null) {
    await db
      .insert(partnerNotices)
      .values({ refDigest, refIdSealed: sealRefId(deps.secretKey, refId) })
      .onConflictDoNothing();
  } else if (notice.refIdSealed === null) {
    await db
      .update(partnerNotices)
      .set({ refIdSealed: sealRefId(deps.secretKey, refId) })
      .where(eq(partnerNotices.refDigest, refDigest));
  }

  if (notice && notice.reminderSentAt === null && notice.reminderCancelledAt === null) {
    const cancelled = await db
      .update(partnerNotices)
      .set({ reminderCancelledAt: now })
      .where(
        and(
          eq(partnerNotices.refDigest, refDigest),
          isNull(partnerNotices.reminderSentAt),
          isNull(partnerNotices.reminderCancelledAt),
        ),
      )
      .returning({ jobId: partnerNotices.reminderJobId });
    const jobId = cancelled[0]?.jobId ?? null;
    if (jobId !== null) {
      await deps.notices.cancelReminder(jobId);
      await recordAuditEvent(db, 'notice.partner_reminder_cancelled', 'system', { refDigest });
    }
  }
  await deps.notices.queueAnsweredNotice(refDigest);
}
