import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

/**
 * Marks a session's report as owed, inside the transaction that made the session paid and fully
 * answered (D-08: whichever comes last). The primary key makes it exactly once; true when this
 * call created it, so the caller enqueues the job after commit.
 */
export async function createReportRecord(tx: Db, refId: string): Promise<boolean> {
  const created = await tx
    .insert(reports)
    .values({ refId })
    .onConflictDoNothing({ target: reports.refId })
    .returning({ refId: reports.refId });
  return created.length > 0;
}
