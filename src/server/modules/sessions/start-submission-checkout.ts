import { isPaidProduct } from '../../../shared/catalog';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { openCheckout, returnBase, submissionReturnUrls } from '../checkouts/public';
import { findSubmission } from './find-submission';
import { judgeSubmissionPayable } from './judge-submission-payable';
import type { SessionDeps } from './session-repository';
import { PAYMENT_UNAVAILABLE } from './start-session';
import { PAYMENT_START_FAILED } from './start-session-checkout';

/**
 * POST /api/submission-checkout: the pay-first flow's checkout again, for a person who cancelled
 * it or whose payment was not confirmed (D-08). The same request as POST /api/submit made (same
 * key, price, e-mail and return URLs), so a checkout still open is handed back rather than a
 * second one opened; one the provider expired is replaced by a fresh one.
 */
export async function startSubmissionCheckout(
  deps: SessionDeps & { payments: PaymentProvider; publicUrl: string },
  submissionId: string,
): Promise<{ url: string; message: string }> {
  const found = await findSubmission(deps, submissionId);
  const refused = judgeSubmissionPayable(found);
  if (refused) throw refused;
  const product = found.content.productType;
  if (!isPaidProduct(product)) throw PAYMENT_UNAVAILABLE;
  const checkout = await openCheckout(deps, {
    refId: found.refId,
    product,
    customerEmail: found.content.person1.email,
    ...submissionReturnUrls(returnBase(deps), submissionId),
    key: `submit:${submissionId}`,
    metadata: { refId: found.refId, submissionId },
  });
  if (!checkout.url) throw new AppError(503, 'payment_unavailable', PAYMENT_START_FAILED);
  return { url: checkout.url, message: 'Checkout started.' };
}
