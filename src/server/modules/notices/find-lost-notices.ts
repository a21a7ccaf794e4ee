import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleSessions, partnerNotices } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';

/** A notice owed this long without its job was lost between the commit and the queue. */
export const NOTICE_STUCK_AFTER_MS = 2 * 60 * 1000;
/** A notice later than this is no longer worth sending: the moment it was for has passed. */
export const NOTICE_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export type LostNotices = {
  /** Reminders still owed whose job was never queued, or is overdue (lost, or out of retries). */
  reminders: { refDigest: CapabilityDigest; dueAt: Date }[];
  /** 'Your partner has answered' e-mails owed but not sent a while after the partner answered. */
  answered: CapabilityDigest[];
};

/**
 * The notices a crash or an outage left behind (docs/operations.md, 'Partner notices'): the same
 * conditions the jobs check before sending, so re-queuing one of them sends it at most once.
 */
export async function findLostNotices(db: Db, now = new Date()): Promise<LostNotices> {
  const stuckBefore = new Date(now.getTime() - NOTICE_STUCK_AFTER_MS);
  const givenUpBefore = new Date(now.getTime() - NOTICE_GIVE_UP_AFTER_MS);
  const reminders = await db
    .select({ refDigest: partnerNotices.refDigest, dueAt: partnerNotices.reminderDueAt })
    .from(partnerNotices)
    .innerJoin(coupleSessions, eq(coupleSessions.refDigest, partnerNotices.refDigest))
    .where(
      and(
        isNull(partnerNotices.reminderSentAt),
        isNull(partnerNotices.reminderCancelledAt),
        isNotNull(partnerNotices.partnerEmail),
        isNotNull(partnerNotices.refIdSealed),
        isNull(coupleSessions.p2AnsweredAt),
        gt(partnerNotices.reminderDueAt, givenUpBefore),
        or(
          and(isNull(partnerNotices.reminderJobId), lt(partnerNotices.lastLinkSentAt, stuckBefore)),
          lt(partnerNotices.reminderDueAt, stuckBefore),
        ),
      ),
    );
  const answered = await db
    .select({ refDigest: partnerNotices.refDigest })
    .from(partnerNotices)
    .innerJoin(coupleSessions, eq(coupleSessions.refDigest, partnerNotices.refDigest))
    .where(
      and(
        isNull(partnerNotices.answeredNoticeSentAt),
        isNotNull(partnerNotices.refIdSealed),
        isNotNull(coupleSessions.currentSubmissionDigest),
        ne(coupleSessions.state, 'paid'),
        lt(coupleSessions.p2AnsweredAt, stuckBefore),
        gt(coupleSessions.p2AnsweredAt, givenUpBefore),
      ),
    );
  return {
    reminders: reminders.flatMap(({ refDigest, dueAt }) => (dueAt ? [{ refDigest, dueAt }] : [])),
    answered: answered.map(({ refDigest }) => refDigest),
  };
}
