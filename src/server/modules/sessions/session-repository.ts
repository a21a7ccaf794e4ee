import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SESSION_STATES } from '../../../shared/api/sessions';
import { COUPLE_PRODUCTS } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { coupleSessions, secureSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  type CapabilityDigest,
  capabilityDigest,
  looksLikeCapabilityId,
} from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import type { SessionFacts } from './session-states';

export const REF_ID_PREFIX = 'det_';
export const SUBMISSION_ID_PREFIX = 'sub_';
/** What a submission's sealed refId is sealed for (security/capability-id.ts). */
export const SUBMISSION_REF_PURPOSE = 'submission-ref-id';

/** What this module needs besides the database: the key that signs submissions. */
export type SessionDeps = { db: Db; signer: SubmissionSigner };

/** The same answer for unknown, malformed and expired refIds (D-06). */
export const SESSION_NOT_FOUND = AppError.notFound('This link does not lead to a session.');

export const LOCKED = new AppError(
  409,
  'locked',
  'These answers can no longer be changed: this session has been paid for.',
);

/**
 * Person 1's part of a session, as signed in a secure submission. It names its session by the
 * refId's digest, the form the database keeps (docs/decisions/013).
 */
export const submissionContentSchema = z.object({
  refDigest: z.string().transform((value) => value as CapabilityDigest),
  productType: z.enum(COUPLE_PRODUCTS),
  person1: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    partnerName: z.string(),
  }),
  answers: z.array(z.string()).length(10),
});
export type SubmissionContent = z.infer<typeof submissionContentSchema>;

const sessionRowSchema = z.object({
  state: z.enum(SESSION_STATES),
  productType: z.enum(COUPLE_PRODUCTS),
});

export type SessionRow = typeof coupleSessions.$inferSelect;

/**
 * The digest a session is stored under, from the refId of a link (docs/decisions/013); a
 * malformed refId is the same 404 as an unknown one (D-06).
 */
export function sessionDigestOf(refId: string): CapabilityDigest {
  if (!looksLikeCapabilityId(REF_ID_PREFIX, refId)) throw SESSION_NOT_FOUND;
  return capabilityDigest(refId);
}

/**
 * The session row, locked for the rest of the transaction when `forUpdate` is set, so that
 * concurrent submissions for one session apply their transitions one after the other.
 */
export async function findSession(
  db: Db,
  refDigest: CapabilityDigest,
  options: { forUpdate?: boolean } = {},
): Promise<SessionRow & z.infer<typeof sessionRowSchema>> {
  const query = db.select().from(coupleSessions).where(eq(coupleSessions.refDigest, refDigest));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw SESSION_NOT_FOUND;
  return { ...row, ...sessionRowSchema.parse(row) };
}

export function factsOf(row: SessionRow & z.infer<typeof sessionRowSchema>): SessionFacts {
  return {
    state: row.state,
    person1Answered: row.currentSubmissionDigest !== null,
    person2Answered: row.p2Answers !== null,
  };
}

/**
 * A submission's content, checked against its signature (docs/product.md §3 Secure submission). A
 * mismatch means the row was changed outside the product: it is never used, and the request fails.
 */
export async function readSubmission(
  { db, signer }: SessionDeps,
  submissionDigest: CapabilityDigest,
): Promise<SubmissionContent> {
  const [row] = await db
    .select({ content: secureSubmissions.content, signature: secureSubmissions.signature })
    .from(secureSubmissions)
    .where(eq(secureSubmissions.submissionDigest, submissionDigest));
  if (!row) throw new Error('a session points at a submission that does not exist');
  if (!signer.verify(row.content, row.signature)) {
    throw new AppError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again in a moment.',
      'a secure submission failed its signature check (its id stays out of the log)',
    );
  }
  return submissionContentSchema.parse(row.content);
}
