import { createHash } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PaidProduct } from '../../../shared/catalog';
import { products } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { sessionCheckouts, sessionPayments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { type CapabilityDigest, capabilityDigest } from '../../security/capability-id';

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
 * price or product makes a new one. The checkout carries its product (metadata) and is recorded
 * with the session; open checkouts of another product are expired first, so a tier change
 * leaves one way to pay (docs/decisions/012). Returns the hosted page's URL, or null.
 */
export async function openCheckout(
  deps: { db: Db; payments: PaymentProvider },
  input: OpenCheckoutInput,
): Promise<{ id: string; url: string | null }> {
  const product = products[input.product];
  const refDigest = capabilityDigest(input.refId);
  await expireOpenCheckouts(deps, refDigest, { otherThan: input.product });
  // Checkouts expired so far (closed without a payment): after one is expired, the same request
  // opens a fresh checkout instead of getting the expired one back from the provider's
  // idempotency store. A paid one is not counted: the same link then finds it, already paid.
  const closed = await deps.db
    .select({ id: sessionCheckouts.checkoutSessionId })
    .from(sessionCheckouts)
    .leftJoin(
      sessionPayments,
      eq(sessionPayments.checkoutSessionId, sessionCheckouts.checkoutSessionId),
    )
    .where(
      and(
        eq(sessionCheckouts.refDigest, refDigest),
        eq(sessionCheckouts.status, 'closed'),
        isNull(sessionPayments.checkoutSessionId),
      ),
    );
  const checkout = await deps.payments.createCheckout({
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
      .update(
        [
          input.key,
          input.product,
          product.priceCents,
          input.customerEmail ?? '',
          closed.length,
        ].join('\n'),
      )
      .digest('base64url'),
    metadata: { ...input.metadata, product: input.product },
  });
  if (checkout.status === 'open') {
    await deps.db
      .insert(sessionCheckouts)
      .values({
        checkoutSessionId: checkout.id,
        refDigest,
        product: input.product,
        amountCents: product.priceCents,
      })
      .onConflictDoNothing({ target: sessionCheckouts.checkoutSessionId });
  }
  return { id: checkout.id, url: checkout.url };
}

/**
 * Closes the session's open checkouts (all, or those of another product than `otherThan`) at
 * the provider, so that none of them can take money any more.
 */
export async function expireOpenCheckouts(
  deps: { db: Db; payments: PaymentProvider },
  refDigest: CapabilityDigest,
  options: { otherThan?: PaidProduct; except?: string } = {},
): Promise<void> {
  const conditions = [
    eq(sessionCheckouts.refDigest, refDigest),
    eq(sessionCheckouts.status, 'open'),
  ];
  if (options.otherThan) conditions.push(ne(sessionCheckouts.product, options.otherThan));
  if (options.except) conditions.push(ne(sessionCheckouts.checkoutSessionId, options.except));
  const open = await deps.db
    .select({ id: sessionCheckouts.checkoutSessionId })
    .from(sessionCheckouts)
    .where(and(...conditions));
  for (const { id } of open) {
    // Claimed first, so that of two confirmations racing only one asks the provider.
    const claimed = await deps.db
      .update(sessionCheckouts)
      .set({ status: 'closed' })
      .where(and(eq(sessionCheckouts.checkoutSessionId, id), eq(sessionCheckouts.status, 'open')))
      .returning({ id: sessionCheckouts.checkoutSessionId });
    if (claimed.length === 0) continue;
    try {
      await deps.payments.expireCheckout(id);
    } catch (error) {
      // Still open at the provider: keep it listed, so the next payment or tier change retries.
      await deps.db
        .update(sessionCheckouts)
        .set({ status: 'open' })
        .where(eq(sessionCheckouts.checkoutSessionId, id));
      throw error;
    }
  }
}
