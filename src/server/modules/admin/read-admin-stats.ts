import { count, eq, isNull } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { admins, assessments, coupleSessions, reports, users } from '../../db/schema';
import { countOldData, nextPurgeDate, RETENTION_DAYS } from '../retention/public';

/** GET /api/admin/stats: counted from the database and the purge schedule, never stored. */
export async function readAdminStats(
  deps: { db: Db; outboxDir: string | null },
  now: Date = new Date(),
): Promise<AdminStats> {
  const { db } = deps;
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [totalUsers, totalAssessments, totalCoupleSessions, failedFulfilments, oldDataCount] =
    await Promise.all([
      countOf(db.select({ value: count() }).from(users)),
      countOf(db.select({ value: count() }).from(assessments)),
      countOf(db.select({ value: count() }).from(coupleSessions)),
      countOf(db.select({ value: count() }).from(reports).where(eq(reports.status, 'failed'))),
      countOldData({ ...deps, now }),
    ]);
  const without2fa = await db
    .select({ username: admins.username })
    .from(admins)
    .where(isNull(admins.totpSecretSealed))
    .orderBy(admins.username);
  return {
    totalUsers,
    totalAssessments,
    totalCoupleSessions,
    oldDataCount,
    nextPurgeDate: nextPurgeDate(now).toISOString(),
    retentionDays: RETENTION_DAYS,
    failedFulfilments,
    adminsWithout2fa: without2fa.map((row) => row.username),
  };
}
