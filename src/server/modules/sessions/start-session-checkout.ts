import { isPaidProduct } from '../../../shared/catalog';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { openCheckout, returnBase, sessionReturnUrls } from '../checkouts/public';
import {
  factsOf,
  findSession,
  readSubmission,
  type SessionDeps,
  sessionDigestOf,
} from './session-repository';

export const PAYMENT_START_FAILED = 'Failed to start payment process. Please try again.';

/**
 * POST /api/session-checkout (docs/product.md §7): the partner-first flow's payment. Only a fully
 * answered, unpaid session can be paid for here; the checkout is at the catalog price, returns to
 * /paid/<refId> or /cancel/<refId>, and a double click makes one checkout.
 */
export async function startSessionCheckout(
  deps: SessionDeps & { payments: PaymentProvider; publicUrl: string },
  refId: string,
): Promise<{ url: string; message: string }> {
  const session = await findSession(deps.db, sessionDigestOf(refId));
  const facts = factsOf(session);
  if (session.state === 'paid' || session.state === 'paid_awaiting_answers') {
    throw new AppError(409, 'already_paid', 'This session has already been paid for.');
  }
  const missing = [
    facts.person1Answered ? null : "the first person's answers",
    facts.person2Answered ? null : "the partner's answers",
  ].filter((part) => part !== null);
  if (missing.length > 0 || !session.currentSubmissionDigest) {
    throw new AppError(
      409,
      'answers_missing',
      `Both partners need to answer before payment. Still missing: ${missing.join(' and ')}.`,
    );
  }
  const product = session.productType;
  if (!isPaidProduct(product)) {
    throw new AppError(400, 'payment_unavailable', 'Payment option not available');
  }
  // Person 1's signed answers must verify before anyone is asked to pay for them.
  await readSubmission(deps, session.currentSubmissionDigest);
  const checkout = await openCheckout(deps, {
    refId,
    product,
    // The partner may be the one paying here: person 1's address is not theirs to see.
    customerEmail: null,
    ...sessionReturnUrls(returnBase(deps), refId),
    key: `session-checkout:${refId}`,
    metadata: { refId },
  });
  if (!checkout.url) throw new AppError(503, 'payment_unavailable', PAYMENT_START_FAILED);
  return { url: checkout.url, message: 'Checkout started.' };
}
