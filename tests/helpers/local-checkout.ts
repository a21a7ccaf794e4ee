import type { Db } from '../../src/server/db/client';
import { settleLocalCheckout } from '../../src/server/providers/payments/local-provider';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider';
import { type PaidProduct, products } from '../../src/shared/catalog';
import { TEST_SETTINGS } from './test-app';

/**
 * A session's checkout on the built-in test provider, opened as /api/session-checkout opens it
 * and paid: its id, for the test to confirm (confirmCheckout) and check what that returns.
 */
export async function paidLocalCheckout(
  db: Db,
  provider: PaymentProvider,
  session: { refId: string; product: PaidProduct; customerEmail: string | null },
): Promise<string> {
  const { refId, product, customerEmail } = session;
  const checkout = await provider.createCheckout({
    refId,
    product,
    amountCents: products[product].priceCents,
    currency: 'usd',
    productName: products[product].name,
    customerEmail,
    successUrl: `${TEST_SETTINGS.publicUrl}/paid/${refId}?cs={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${TEST_SETTINGS.publicUrl}/cancel/${refId}`,
    idempotencyKey: `checkout:${refId}`,
    metadata: { refId },
  });
  await settleLocalCheckout(db, checkout.id, 'paid');
  return checkout.id;
}
