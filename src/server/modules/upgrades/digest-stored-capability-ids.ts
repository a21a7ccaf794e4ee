import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  auditEvents,
  coupleSessions,
  localCheckouts,
  privateChecks,
  secureSubmissions,
  stormInvites,
} from '../../db/schema';
import { sealReturnUrl } from '../../providers/payments/local-provider';
import {
  capabilityDigest,
  isCapabilityDigest,
  sealUnderCapability,
} from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import { privateCheckSignature, SUBMISSION_REF_PURPOSE } from '../sessions/public';
import { sealStormToken } from '../storm/public';

export type DigestUpgradeCounts = {
  sessions: number;
  submissions: number;
  stormInvites: number;
  localCheckouts: number;
};

/**
 * Rewrites rows stored before capability ids were kept as digests (docs/decisions/013): refIds,
 * submission ids and storm tokens become their SHA-256, the links they lead to are sealed under
 * the capability that leads there, and signed content that named a session by its refId names
 * its digest, signed again only when its old signature still verifies, so a row changed outside
 * the product stays unusable. Idempotent: rows already rewritten are skipped, so
 * it runs on every start after the migrations (migration 0012 makes the foreign keys cascade the
 * new ids). One transaction: a crash leaves every row as it was.
 */
export async function digestStoredCapabilityIds(
  db: Db,
  signer: SubmissionSigner,
): Promise<DigestUpgradeCounts> {
  return db.transaction(async (tx) => {
    const counts: DigestUpgradeCounts = {
      sessions: 0,
      submissions: 0,
      stormInvites: 0,
      localCheckouts: 0,
    };
    counts.submissions = await upgradeSubmissions(tx, signer);
    counts.sessions = await upgradeSessions(tx, signer);
    counts.stormInvites = await upgradeStormInvites(tx);
    counts.localCheckouts = await upgradeLocalCheckouts(tx);
    await forgetQueuedJobsByRefId(tx);
    return counts;
  });
}

/**
 * Rows whose id is not yet a digest, found by the database: on every start after the upgrade this
 * reads nothing, instead of every row. A digest is 43 characters, an id 26 (isCapabilityDigest
 * still checks each row found).
 */
function notDigest(column: AnyPgColumn): SQL {
  return sql`length(${column}) <> 43`;
}

/** A submission keeps its content under the digest of its session, signed again. */
async function upgradeSubmissions(tx: Db, signer: SubmissionSigner): Promise<number> {
  const rows = await tx
    .select({
      id: secureSubmissions.submissionDigest,
      refId: secureSubmissions.refDigest,
      content: secureSubmissions.content,
      signature: secureSubmissions.signature,
    })
    .from(secureSubmissions)
    .where(notDigest(secureSubmissions.submissionDigest));
  let upgraded = 0;
  for (const row of rows) {
    // Before the upgrade these columns hold the plain ids the brand does not describe.
    const submissionId: string = row.id;
    const refId: string = row.refId;
    if (isCapabilityDigest(submissionId)) continue;
    const { refId: _named, ...rest } = row.content;
    const content = { ...rest, refDigest: capabilityDigest(refId) };
    // A row changed outside the product keeps its old signature, which the new content fails.
    const intact = signer.verify(row.content, row.signature);
    await tx
      .update(secureSubmissions)
      .set({
        submissionDigest: capabilityDigest(submissionId),
        refIdSealed: sealUnderCapability(submissionId, SUBMISSION_REF_PURPOSE, refId),
        content,
        ...(intact ? { signature: signer.sign(content) } : {}),
      })
      .where(eq(secureSubmissions.submissionDigest, row.id));
    upgraded += 1;
  }
  return upgraded;
}

/** A session's refId becomes its digest (cascading to every row that names it). */
async function upgradeSessions(tx: Db, signer: SubmissionSigner): Promise<number> {
  const rows = await tx
    .select({ refId: coupleSessions.refDigest })
    .from(coupleSessions)
    .where(notDigest(coupleSessions.refDigest));
  let upgraded = 0;
  for (const row of rows) {
    const refId: string = row.refId;
    if (isCapabilityDigest(refId)) continue;
    const refDigest = capabilityDigest(refId);
    const checks = await tx
      .select()
      .from(privateChecks)
      .where(eq(privateChecks.refDigest, row.refId));
    for (const check of checks) {
      const before = { kind: 'private_check', refId, role: check.role, answers: check.answers };
      if (!signer.verify(before, check.signature)) continue;
      await tx
        .update(privateChecks)
        .set({ signature: privateCheckSignature(signer, refDigest, check.role, check.answers) })
        .where(and(eq(privateChecks.refDigest, row.refId), eq(privateChecks.role, check.role)));
    }
    await tx
      .update(coupleSessions)
      .set({ refDigest })
      .where(eq(coupleSessions.refDigest, row.refId));
    // The audit trail named sessions by refId: it keeps only the digest.
    await tx
      .update(auditEvents)
      .set({
        detail: sql`(${auditEvents.detail} - 'refId') || jsonb_build_object('refDigest', ${refDigest}::text)`,
      })
      .where(sql`${auditEvents.detail} ->> 'refId' = ${refId}`);
    upgraded += 1;
  }
  return upgraded;
}

async function upgradeStormInvites(tx: Db): Promise<number> {
  const rows = await tx
    .select({ token: stormInvites.tokenDigest, assessmentId: stormInvites.assessmentId })
    .from(stormInvites)
    .where(notDigest(stormInvites.tokenDigest));
  let upgraded = 0;
  for (const row of rows) {
    const token: string = row.token;
    if (isCapabilityDigest(token)) continue;
    await tx
      .update(stormInvites)
      .set({
        tokenDigest: capabilityDigest(token),
        tokenSealed: sealStormToken(row.assessmentId, token),
      })
      .where(eq(stormInvites.tokenDigest, row.token));
    upgraded += 1;
  }
  return upgraded;
}

/** A test checkout's return URLs hold its session's refId: sealed under the checkout's id. */
async function upgradeLocalCheckouts(tx: Db): Promise<number> {
  const rows = await tx
    .select({
      id: localCheckouts.id,
      successUrl: localCheckouts.successUrlSealed,
      cancelUrl: localCheckouts.cancelUrlSealed,
    })
    .from(localCheckouts)
    .where(sql`${localCheckouts.successUrlSealed} not like 'v1.%'`);
  for (const row of rows) {
    await tx
      .update(localCheckouts)
      .set({
        successUrlSealed: sealReturnUrl(row.id, row.successUrl),
        cancelUrlSealed: sealReturnUrl(row.id, row.cancelUrl),
      })
      .where(eq(localCheckouts.id, row.id));
  }
  return rows.length;
}

/**
 * Report jobs queued before the upgrade carry a refId; they are dropped, and the report sweep
 * (jobs/report-jobs.ts) queues the owed work again by digest within minutes.
 */
async function forgetQueuedJobsByRefId(tx: Db): Promise<void> {
  const exists: unknown = await tx.execute(sql`select to_regclass('pgboss.job') is not null as ok`);
  if (!hasJobTable(exists)) return;
  await tx.execute(sql`delete from pgboss.job where data ? 'refId'`);
}

const ExistsRows = z.object({ rows: z.array(z.object({ ok: z.boolean() })) });

function hasJobTable(result: unknown): boolean {
  return ExistsRows.parse(result).rows.some((row) => row.ok);
}
