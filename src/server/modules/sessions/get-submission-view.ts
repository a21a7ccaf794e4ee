import type { SubmissionView } from '../../../shared/api/payments';
import { findSubmission, isPaidState } from './find-submission';
import { shownName } from './get-session-view';
import { judgeSubmissionPayable } from './judge-submission-payable';
import type { SessionDeps } from './session-repository';

/**
 * GET /api/submissions/<id>: what /payment-success and /payment-cancel show for the two-step flow
 * (D-11): whether its session is paid, whether the partner still has to answer (D-08), and
 * whether a checkout can be opened again. Unknown, malformed and purged ids are the same 404.
 */
export async function getSubmissionView(
  deps: SessionDeps,
  submissionId: string,
): Promise<SubmissionView> {
  const found = await findSubmission(deps, submissionId);
  const { refId, content, session } = found;
  return {
    submissionId,
    refId,
    productType: content.productType,
    // The session's state, not the payments table: an underpayment is recorded (for its refund)
    // but pays for nothing, so it must not make a page say 'Payment Successful!'.
    paid: isPaidState(session.state),
    person2Answered: session.p2Answers !== null,
    partnerName: shownName(content.person1.partnerName) ?? '',
    payable: judgeSubmissionPayable(found) === null,
  };
}
