import { eq } from 'drizzle-orm';
import type { SubmissionView } from '../../../shared/api/payments';
import { secureSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  capabilityDigest,
  looksLikeCapabilityId,
  openWithCapability,
} from '../../security/capability-id';
import { shownName } from './get-session-view';
import {
  findSession,
  readSubmission,
  type SessionDeps,
  SUBMISSION_ID_PREFIX,
  SUBMISSION_REF_PURPOSE,
} from './session-repository';

const NOT_FOUND = AppError.notFound('This link does not lead to a submission.');

/**
 * GET /api/submissions/<id>: what /payment-success and /payment-cancel show for the two-step flow
 * (D-11): whether its session is paid, and whether the partner still has to answer (D-08).
 * Unknown, malformed and purged ids are the same 404 (D-06). The session's refId is opened from
 * the box sealed under the submission id (docs/decisions/013).
 */
export async function getSubmissionView(
  deps: SessionDeps,
  submissionId: string,
): Promise<SubmissionView> {
  if (!looksLikeCapabilityId(SUBMISSION_ID_PREFIX, submissionId)) throw NOT_FOUND;
  const submissionDigest = capabilityDigest(submissionId);
  const [row] = await deps.db
    .select({ refDigest: secureSubmissions.refDigest, refIdSealed: secureSubmissions.refIdSealed })
    .from(secureSubmissions)
    .where(eq(secureSubmissions.submissionDigest, submissionDigest));
  const refId =
    row?.refIdSealed && openWithCapability(submissionId, SUBMISSION_REF_PURPOSE, row.refIdSealed);
  if (!row || !refId) throw NOT_FOUND;
  const submission = await readSubmission(deps, submissionDigest);
  const session = await findSession(deps.db, row.refDigest);
  return {
    submissionId,
    refId,
    productType: submission.productType,
    // The session's state, not the payments table: an underpayment is recorded (for its refund)
    // but pays for nothing, so it must not make a page say 'Payment Successful!'.
    paid: session.state === 'paid' || session.state === 'paid_awaiting_answers',
    person2Answered: session.p2Answers !== null,
    partnerName: shownName(submission.person1.partnerName) ?? '',
  };
}
