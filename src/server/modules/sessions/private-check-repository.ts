import { and, eq, inArray } from 'drizzle-orm';
import {
  PRIVATE_CHECK_ITEMS,
  type PrivateCheck,
  privateCheckSchema,
} from '../../../shared/safety/private-check';
import type { Db } from '../../db/client';
import { privateChecks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CapabilityDigest } from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import type { SessionDeps } from './session-repository';

/**
 * Each person's private check (decision 010), stored with the session in a table of its own
 * (db/schema.ts `private_checks`), signed like a secure submission. Only two readers exist:
 * report generation (the engine's safety rule) and the person's own 'Manage my data' copy.
 * Nothing here is logged, audited or put in an error message.
 *
 * A check goes with the answers it was sent with: a person's new submit replaces their check,
 * and a submit without one (or with no item answered) removes it. So a check is always that of
 * whoever sent the current answers of that role: when someone else answers later in the same
 * role (the link is the only key, D-06), the earlier person's check goes, and is never shown in
 * the later person's copy. Safety-wise this means a resubmit that skips the check drops it.
 */

export type PrivateCheckRole = 'person1' | 'person2';
export type PrivateChecks = { person1?: PrivateCheck; person2?: PrivateCheck };
export type PrivateCheckRow = typeof privateChecks.$inferSelect;

/** The answered items only, in the contract's order; null when none is answered. */
export function answeredItems(check: PrivateCheck | undefined): PrivateCheck | null {
  if (!check) return null;
  const answered: PrivateCheck = {};
  for (const { id } of PRIVATE_CHECK_ITEMS) {
    const answer = check[id];
    if (answer !== undefined) answered[id] = answer;
  }
  return Object.keys(answered).length === 0 ? null : answered;
}

/** What the signature covers: the answers bound to their session (its digest) and person. */
function signedContent(refDigest: CapabilityDigest, role: string, answers: unknown) {
  return { kind: 'private_check', refDigest, role, answers };
}

/** The signature of one person's check of a session. */
export function privateCheckSignature(
  signer: SubmissionSigner,
  refDigest: CapabilityDigest,
  role: string,
  answers: unknown,
): string {
  return signer.sign(signedContent(refDigest, role, answers));
}

/**
 * Sets (or, when nothing is answered, removes) one person's check. Runs in the caller's
 * transaction, after their answers were recorded: a locked session (409) stores nothing.
 */
export async function recordPrivateCheck(
  tx: Db,
  signer: SubmissionSigner,
  input: { refDigest: CapabilityDigest; role: PrivateCheckRole; check: PrivateCheck | undefined },
): Promise<void> {
  const { refDigest, role } = input;
  const answers = answeredItems(input.check);
  if (answers === null) {
    await tx
      .delete(privateChecks)
      .where(and(eq(privateChecks.refDigest, refDigest), eq(privateChecks.role, role)));
    return;
  }
  const signature = privateCheckSignature(signer, refDigest, role, answers);
  const answeredAt = new Date();
  await tx
    .insert(privateChecks)
    .values({ refDigest, role, answers, signature, answeredAt })
    .onConflictDoUpdate({
      target: [privateChecks.refDigest, privateChecks.role],
      set: { answers, signature, answeredAt },
    });
}

/**
 * A stored check, checked against its signature: a row changed outside the product is never
 * used, and the request or job fails (with nothing of the row in the message).
 */
export function verifiedPrivateCheck(signer: SubmissionSigner, row: PrivateCheckRow): PrivateCheck {
  const valid =
    signer.verify(signedContent(row.refDigest, row.role, row.answers), row.signature) &&
    privateCheckSchema.safeParse(row.answers).success;
  if (!valid) {
    throw new AppError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again in a moment.',
      'a private check failed its signature check (its session stays out of the log)',
    );
  }
  return privateCheckSchema.parse(row.answers);
}

/** The stored checks of the given sessions (unverified rows: pass each to verifiedPrivateCheck). */
export async function findPrivateCheckRows(
  db: Db,
  refDigests: readonly CapabilityDigest[],
): Promise<PrivateCheckRow[]> {
  if (refDigests.length === 0) return [];
  return db
    .select()
    .from(privateChecks)
    .where(inArray(privateChecks.refDigest, [...refDigests]));
}

/** Both people's checks for the engine input (`privateCheck` of CoupleInput), verified. */
export async function readPrivateChecks(
  deps: SessionDeps,
  refDigest: CapabilityDigest,
): Promise<PrivateChecks> {
  const rows = await deps.db
    .select()
    .from(privateChecks)
    .where(eq(privateChecks.refDigest, refDigest));
  const checks: PrivateChecks = {};
  for (const row of rows) {
    if (row.role === 'person1' || row.role === 'person2') {
      checks[row.role] = verifiedPrivateCheck(deps.signer, row);
    }
  }
  return checks;
}
