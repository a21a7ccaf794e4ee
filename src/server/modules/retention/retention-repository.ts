import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assessments,
  coupleSessions,
  dataRequests,
  idempotentRequests,
  localCheckouts,
  partnerNotices,
  reportDeliveries,
  secureSubmissions,
  sessionDrafts,
  sessionPayments,
  users,
} from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';

/**
 * The deletion and anonymisation of personal records, shared by the 30-day purge and a person's
 * 'delete everything now' (they differ only in how they select the records). Each function runs
 * in the caller's transaction, so a batch is selected and erased atomically: a crash leaves
 * every record either whole or gone, never half-erased.
 */

/** What one batch erased; the purge report adds these up. */
export type ErasedCounts = {
  users: number;
  assessments: number;
  /** Paid assessments and session payments kept for accounting without their person. */
  anonymized: number;
  coupleSessions: number;
  dataRequests: number;
};

export const NOTHING_ERASED: ErasedCounts = {
  users: 0,
  assessments: 0,
  anonymized: 0,
  coupleSessions: 0,
  dataRequests: 0,
};

export function addCounts(a: ErasedCounts, b: ErasedCounts): ErasedCounts {
  return {
    users: a.users + b.users,
    assessments: a.assessments + b.assessments,
    anonymized: a.anonymized + b.anonymized,
    coupleSessions: a.coupleSessions + b.coupleSessions,
    dataRequests: a.dataRequests + b.dataRequests,
  };
}

/** Data requests expired this long ago are dead links whatever their age. */
const EXPIRED_REQUEST_GRACE_MS = 24 * 60 * 60 * 1000;

/*
 * Which records are past retention. The purge and countOldData use these same conditions, so
 * the dashboard's count is what the next purge does.
 */

export function oldCoupleSessions(cutoff: Date): SQL | undefined {
  return lt(coupleSessions.createdAt, cutoff);
}

export function oldUsers(cutoff: Date): SQL | undefined {
  return lt(users.createdAt, cutoff);
}

/** Old assessments not yet anonymised (anonymised ones stay for accounting and are done). */
export function oldAssessments(cutoff: Date): SQL | undefined {
  return and(isNull(assessments.anonymizedAt), lt(assessments.createdAt, cutoff));
}

/** Everything the purge erases of assessments: old ones, and any of an old user's. */
export function assessmentsInScope(cutoff: Date): SQL | undefined {
  return and(
    isNull(assessments.anonymizedAt),
    or(
      lt(assessments.createdAt, cutoff),
      inArray(
        assessments.userId,
        sql`(select ${users.id} from ${users} where ${oldUsers(cutoff)})`,
      ),
    ),
  );
}

export function oldDataRequests(cutoff: Date, now: Date): SQL | undefined {
  return or(
    lt(dataRequests.createdAt, cutoff),
    lt(dataRequests.expiresAt, new Date(now.getTime() - EXPIRED_REQUEST_GRACE_MS)),
  );
}

/**
 * Deletes couple sessions with everything hanging off them (the database cascades to secure
 * submissions, both people's private checks, reports with their PDF, report deliveries and test
 * checkouts). Their payments
 * stay as accounting records: product, amount, currency, provider and date, with the link to
 * the session cut first so they are counted.
 */
export async function eraseCoupleSessions(
  tx: Db,
  refDigests: CapabilityDigest[],
): Promise<ErasedCounts> {
  if (refDigests.length === 0) return NOTHING_ERASED;
  const payments = await tx
    .update(sessionPayments)
    .set({ refDigest: null })
    .where(inArray(sessionPayments.refDigest, refDigests))
    .returning({ id: sessionPayments.checkoutSessionId });
  // Answers kept for repeated requests (http/idempotency.ts) can hold a payment link with an
  // address: they go with their session.
  await tx.delete(idempotentRequests).where(inArray(idempotentRequests.refDigest, refDigests));
  // One statement: the session's pointer to its current submission and the submission go
  // together, so the foreign key between them is satisfied at the end of the statement.
  const sessions = await tx
    .delete(coupleSessions)
    .where(inArray(coupleSessions.refDigest, refDigests))
    .returning({ refDigest: coupleSessions.refDigest });
  return { ...NOTHING_ERASED, coupleSessions: sessions.length, anonymized: payments.length };
}

/**
 * Deletes assessments, except paid ones: those keep tier, amount, payment id and dates for
 * accounting, and lose their answers, report and person. The free scan's invitation (with the
 * partner's answers) cascades with its assessment.
 */
export async function eraseAssessments(tx: Db, ids: string[], now: Date): Promise<ErasedCounts> {
  if (ids.length === 0) return NOTHING_ERASED;
  const deleted = await tx
    .delete(assessments)
    .where(and(inArray(assessments.id, ids), eq(assessments.isPaid, false)))
    .returning({ id: assessments.id });
  const anonymized = await anonymizePaidAssessments(
    tx,
    and(
      inArray(assessments.id, ids),
      eq(assessments.isPaid, true),
      isNull(assessments.anonymizedAt),
    ),
    now,
  );
  return { ...NOTHING_ERASED, assessments: deleted.length, anonymized };
}

/**
 * Deletes users with their assessments (paid ones anonymised as in eraseAssessments). The
 * assessments go explicitly: their foreign key only sets the user to null.
 */
export async function eraseUsers(tx: Db, userIds: string[], now: Date): Promise<ErasedCounts> {
  if (userIds.length === 0) return NOTHING_ERASED;
  const deleted = await tx
    .delete(assessments)
    .where(and(inArray(assessments.userId, userIds), eq(assessments.isPaid, false)))
    .returning({ id: assessments.id });
  const anonymized = await anonymizePaidAssessments(
    tx,
    and(inArray(assessments.userId, userIds), eq(assessments.isPaid, true)),
    now,
  );
  const removed = await tx
    .delete(users)
    .where(inArray(users.id, userIds))
    .returning({ id: users.id });
  return {
    ...NOTHING_ERASED,
    users: removed.length,
    assessments: deleted.length,
    anonymized,
  };
}

async function anonymizePaidAssessments(
  tx: Db,
  where: SQL | undefined,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(assessments)
    .set({ responses: {}, report: null, userId: null, anonymizedAt: now })
    .where(where)
    .returning({ id: assessments.id });
  return rows.length;
}

export async function eraseDataRequests(tx: Db, ids: string[]): Promise<ErasedCounts> {
  if (ids.length === 0) return NOTHING_ERASED;
  const rows = await tx
    .delete(dataRequests)
    .where(inArray(dataRequests.id, ids))
    .returning({ id: dataRequests.id });
  return { ...NOTHING_ERASED, dataRequests: rows.length };
}

/*
 * One person's records, by e-mail address (compared case-insensitively: the flows store
 * addresses lower-cased, but older rows or other writers may not have).
 */

function sameAddress(column: SQL, email: string): SQL {
  return sql`lower(${column}) = ${email.trim().toLowerCase()}`;
}

export async function findUsersByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sameAddress(sql`${users.email}`, email));
  return rows.map((row) => row.id);
}

/**
 * The couple sessions a person is part of: as person 1 (the address in a current or superseded
 * submission, the checkout's address, the intake they came from, or the address their resume
 * link went to), or as person 2 (the copy
 * address), or as the recipient of a report e-mail.
 */
export async function findCoupleSessionsByEmail(
  db: Db,
  email: string,
): Promise<CapabilityDigest[]> {
  const queries = [
    db
      .select({ refDigest: secureSubmissions.refDigest })
      .from(secureSubmissions)
      .where(sameAddress(sql`${secureSubmissions.content} -> 'person1' ->> 'email'`, email)),
    db
      .select({ refDigest: sessionDrafts.refDigest })
      .from(sessionDrafts)
      .where(sameAddress(sql`${sessionDrafts.email}`, email)),
    db
      .select({ refDigest: coupleSessions.refDigest })
      .from(coupleSessions)
      .where(sameAddress(sql`${coupleSessions.p2Email}`, email)),
    db
      .select({ refDigest: localCheckouts.refDigest })
      .from(localCheckouts)
      .where(sameAddress(sql`${localCheckouts.customerEmail}`, email)),
    db
      .select({ refDigest: reportDeliveries.refDigest })
      .from(reportDeliveries)
      .where(sameAddress(sql`${reportDeliveries.email}`, email)),
    db
      .select({ refDigest: coupleSessions.refDigest })
      .from(coupleSessions)
      .innerJoin(assessments, eq(assessments.id, coupleSessions.assessmentId))
      .innerJoin(users, eq(users.id, assessments.userId))
      .where(sameAddress(sql`${users.email}`, email)),
  ];
  const found = new Set<CapabilityDigest>();
  for (const query of queries) for (const row of await query) found.add(row.refDigest);
  return [...found];
}

export async function findDataRequestsByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(sameAddress(sql`${dataRequests.email}`, email));
  return rows.map((row) => row.id);
}

/**
 * A partner's address that person 1 had the link e-mailed to (/text) is the partner's own data:
 * their erasure removes it, and with it the reminder (the job then finds no address), while the
 * session itself stays person 1's. Answers how many addresses were removed.
 */
export async function forgetPartnerLinkAddress(tx: Db, email: string, now: Date): Promise<number> {
  const rows = await tx
    .update(partnerNotices)
    .set({
      partnerEmail: null,
      reminderCancelledAt: sql`coalesce(${partnerNotices.reminderCancelledAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(sameAddress(sql`${partnerNotices.partnerEmail}`, email))
    .returning({ refDigest: partnerNotices.refDigest });
  return rows.length;
}
