import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerNotices } from '../../db/schema';
import { findLostNotices } from './find-lost-notices';
import type { NoticeScheduler } from './notice-repository';

/**
 * The notice sweep: queues again what findLostNotices finds. A reminder not yet due keeps its
 * moment; an overdue one runs now. One job per session can wait at a time (the queues are
 * 'exclusive'), and every job checks the database before sending, so a reminder or a notice still
 * queued, retrying or already sent is never sent twice.
 */
export async function requeueLostNotices(
  deps: { db: Db; notices: NoticeScheduler },
  now = new Date(),
): Promise<{ reminders: number; answered: number }> {
  const lost = await findLostNotices(deps.db, now);
  let reminders = 0;
  for (const { refDigest, dueAt } of lost.reminders) {
    const jobId = await deps.notices.scheduleReminder(refDigest, dueAt > now ? dueAt : now);
    if (jobId === null) continue;
    reminders += 1;
    await deps.db
      .update(partnerNotices)
      .set({ reminderJobId: jobId })
      .where(eq(partnerNotices.refDigest, refDigest));
  }
  for (const refDigest of lost.answered) await deps.notices.queueAnsweredNotice(refDigest);
  return { reminders, answered: lost.answered.length };
}
