import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { CapabilityDigest } from '../../security/capability-id';
import { expireOpenCheckouts } from '../checkouts/public';
import { recordPayment } from '../sessions/public';

export type CheckoutOutcome = {
  /** The digest of the couple session the checkout was for; null when the provider does not know it. */
  refDigest: CapabilityDigest | null;
  paid: boolean;
  /** Whether this confirmation made the report owed (the caller enqueues its job). */
  reportCreated: boolean;
};

/**
 * The one confirmation path (docs/architecture.md §4): the webhook, the /paid page and the built-in
 * test checkout all pass a checkout session id here. Payment truth comes from asking the provider,
 * never from what a request says; a paid session is recorded once, however often it is confirmed.
 */
export async function confirmCheckout(
  deps: { db: Db; payments: PaymentProvider },
  checkoutSessionId: string,
): Promise<CheckoutOutcome> {
  const checkout = await deps.payments.retrieveCheckout(checkoutSessionId);
  if (!checkout?.refDigest) return { refDigest: null, paid: false, reportCreated: false };
  if (checkout.paymentStatus !== 'paid') {
    return { refDigest: checkout.refDigest, paid: false, reportCreated: false };
  }
  const { outcome, reportCreated } = await recordPayment(deps.db, {
    refDigest: checkout.refDigest,
    checkoutSessionId: checkout.id,
    provider: deps.payments.kind,
    amountCents: checkout.amountTotal ?? 0,
    currency: checkout.currency ?? 'usd',
    product: checkout.product,
  });
  // One payment per session: once it is paid, no other checkout of it can take money.
  if (outcome === 'fulfils') await expireOpenCheckouts(deps, checkout.refDigest);
  return { refDigest: checkout.refDigest, paid: outcome !== 'underpaid', reportCreated };
}
