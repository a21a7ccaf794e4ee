import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';

/**
 * Marks a session's report as owed, inside the transaction that made the session paid and fully
 * answered (D-08: whichever comes last). The primary key makes it exactly once; true when this
 * call created it, so the caller enqueues the job after commit.
 */
export async function createReportRecord(tx: Db, refDigest: CapabilityDigest): Promise<boolean> {
  const created = await tx
    .insert(reports)
    .values({ refDigest })
    .onConflictDoNothing({ target: reports.refDigest })
    .returning({ refDigest: reports.refDigest });
  return created.length > 0;
}
