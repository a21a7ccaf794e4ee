import { createHash } from 'node:crypto';
import { products } from '../../../shared/catalog';
import type { PaidProduct, PaymentProvider } from '../../providers/payments/payment-provider';

export type OpenCheckoutInput = {
  refId: string;
  product: PaidProduct;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** What makes this checkout this one: a repeat with the same key returns the same checkout. */
  key: string;
  metadata: Record<string, string>;
};

/**
 * Starts a checkout at the catalog price (D-01: the server charges what the pages show). The
 * idempotency key covers everything sent, so a double click makes one checkout and a changed
 * price or product makes a new one. Returns the hosted page's URL, or null when it has none.
 */
export async function openCheckout(
  payments: PaymentProvider,
  input: OpenCheckoutInput,
): Promise<{ id: string; url: string | null }> {
  const product = products[input.product];
  const checkout = await payments.createCheckout({
    refId: input.refId,
    product: input.product,
    amountCents: product.priceCents,
    currency: 'usd',
    productName: product.name,
    customerEmail: input.customerEmail,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    // Hashed: the key travels to the provider and must not carry the e-mail address in clear.
    idempotencyKey: createHash('sha256')
      .update([input.key, input.product, product.priceCents, input.customerEmail ?? ''].join('\n'))
      .digest('base64url'),
    metadata: input.metadata,
  });
  return { id: checkout.id, url: checkout.url };
}
