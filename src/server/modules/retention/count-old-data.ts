import { count, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assessments, coupleSessions, dataRequests, sessionPayments, users } from '../../db/schema';
import { findOldOutboxMessages } from './outbox-retention';
import { retentionCutoff } from './retention-policy';
import {
  assessmentsInScope,
  oldCoupleSessions,
  oldDataRequests,
  oldUsers,
} from './retention-repository';

export type CountOldDataDeps = { db: Db; outboxDir: string | null; now?: Date };

/**
 * The admin dashboard's oldDataCount: how many personal records the next purge would delete or
 * anonymise, counted with the purge's own conditions. Users, assessments (an old user's and any
 * old one not yet anonymised), couple sessions, the payments of those sessions it anonymises,
 * data requests and outbox messages; the operational rows it also trims (expired admin tokens,
 * login attempts, year-old audit events, handled webhook ids) hold no one's data and are left out.
 */
export async function countOldData(deps: CountOldDataDeps): Promise<number> {
  const { db, outboxDir } = deps;
  const now = deps.now ?? new Date();
  const cutoff = retentionCutoff(now);
  const sessionsInScope = db
    .select({ refDigest: coupleSessions.refDigest })
    .from(coupleSessions)
    .where(oldCoupleSessions(cutoff));
  const counts = await Promise.all([
    countRows(db, users, oldUsers(cutoff)),
    countRows(db, assessments, assessmentsInScope(cutoff)),
    countRows(db, coupleSessions, oldCoupleSessions(cutoff)),
    countRows(db, sessionPayments, inArray(sessionPayments.refDigest, sessionsInScope)),
    countRows(db, dataRequests, oldDataRequests(cutoff, now)),
    outboxDir === null ? 0 : countOutboxMessages(outboxDir, cutoff),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

async function countOutboxMessages(dir: string, cutoff: Date): Promise<number> {
  return (await findOldOutboxMessages(dir, cutoff)).length;
}

async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
