import { products } from '../../../shared/catalog';
import { AppError } from '../../http/app-error';
import { type FoundSubmission, isPaidState } from './find-submission';
import { PAYMENT_UNAVAILABLE } from './start-session';

/**
 * Why a pay-first submission cannot be paid for now, or null when it can (D-03, D-08): its
 * session is unpaid, it holds person 1's current answers (newer answers have a checkout of their
 * own), and its product can be bought. GET /api/submissions reports it as `payable`;
 * POST /api/submission-checkout refuses with it.
 */
export function judgeSubmissionPayable({
  session,
  submissionDigest,
  content,
}: FoundSubmission): AppError | null {
  if (isPaidState(session.state)) {
    return new AppError(409, 'already_paid', 'This session has already been paid for.');
  }
  if (session.currentSubmissionDigest !== submissionDigest) {
    return new AppError(
      409,
      'submission_replaced',
      'Newer answers replaced these, so they cannot be paid for. Pay from the page your latest answers led to.',
    );
  }
  if (!products[content.productType].purchasable) return PAYMENT_UNAVAILABLE;
  return null;
}
