import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckouts } from '../../db/schema';
import {
  capabilityDigest,
  newCapabilityId,
  openWithCapability,
  sealUnderCapability,
} from '../../security/capability-id';
import {
  type CheckoutRequest,
  type CheckoutSession,
  InvalidWebhookError,
  type PaymentProvider,
} from './payment-provider';

export const LOCAL_CHECKOUT_PREFIX = 'cs_local_';
/** What a local checkout's return URLs are sealed for: they hold the session's refId. */
const RETURN_URL_PURPOSE = 'local-checkout-return-url';

type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

/** The built-in checkout page of a local checkout session (the client's /test-checkout page). */
export function localCheckoutPath(id: string): string {
  return `/test-checkout/${encodeURIComponent(id)}`;
}

/**
 * The page's URL is relative, like its return URLs (modules/checkouts/checkout-urls.ts): the
 * browser stays on the origin it came from.
 */
function toSession(row: LocalCheckoutRow): CheckoutSession {
  const status = row.status === 'complete' || row.status === 'expired' ? row.status : 'open';
  return {
    id: row.id,
    url: status === 'open' ? localCheckoutPath(row.id) : null,
    refDigest: row.refDigest,
    status,
    paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    amountTotal: row.amountCents,
    currency: row.currency,
    product: row.product,
  };
}

/**
 * The embedded test-mode provider (PAYMENTS_PROVIDER=local, the default): checkout sessions live
 * in the product's database and are paid on the built-in checkout page, which calls the same
 * confirmation path a Stripe webhook reaches. There are no webhooks to verify.
 */
export function createLocalProvider(db: Db): PaymentProvider {
  return {
    kind: 'local',

    async createCheckout(request: CheckoutRequest) {
      const id = newCapabilityId(LOCAL_CHECKOUT_PREFIX);
      await db
        .insert(localCheckouts)
        .values({
          id,
          refDigest: capabilityDigest(request.refId),
          product: request.product,
          productName: request.productName,
          amountCents: request.amountCents,
          currency: request.currency,
          customerEmail: request.customerEmail,
          // Sealed under the checkout's id: the URLs hold the refId (docs/decisions/013).
          successUrlSealed: sealReturnUrl(id, request.successUrl),
          cancelUrlSealed: sealReturnUrl(id, request.cancelUrl),
          idempotencyKey: request.idempotencyKey,
        })
        .onConflictDoNothing({ target: localCheckouts.idempotencyKey });
      const [row] = await db
        .select()
        .from(localCheckouts)
        .where(eq(localCheckouts.idempotencyKey, request.idempotencyKey));
      if (!row) throw new Error('local checkout vanished after insert');
      return toSession(row);
    },

    async retrieveCheckout(id: string) {
      const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
      return row ? toSession(row) : null;
    },

    async expireCheckout(id: string) {
      await db
        .update(localCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')));
    },

    paymentLink(product, refId, email) {
      const query = new URLSearchParams({ client_reference_id: refId, prefilled_email: email });
      return `/test-checkout/link/${product}?${query.toString()}`;
    },

    verifyWebhook() {
      throw new InvalidWebhookError('the local test-mode provider sends no webhooks');
    },
  };
}

/** The built-in page's view of a local checkout, with the URLs it returns to. */
export async function findLocalCheckout(db: Db, id: string): Promise<LocalCheckoutRow | null> {
  const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
  return row ?? null;
}

/** A return URL sealed under its checkout's id. */
export function sealReturnUrl(checkoutId: string, url: string): string {
  return sealUnderCapability(checkoutId, RETURN_URL_PURPOSE, url);
}

/**
 * Where the built-in page returns after paying or cancelling; null when the URL cannot be opened
 * (a checkout from before the URLs were sealed).
 */
export function returnUrlOf(row: LocalCheckoutRow, which: 'success' | 'cancel'): string | null {
  const sealed = which === 'success' ? row.successUrlSealed : row.cancelUrlSealed;
  return openWithCapability(row.id, RETURN_URL_PURPOSE, sealed);
}

/**
 * Pay or cancel on the built-in page. Paying an open checkout completes it once; paying it again
 * changes nothing. Returns the row as it now is.
 */
export async function settleLocalCheckout(
  db: Db,
  id: string,
  outcome: 'paid' | 'cancelled',
): Promise<LocalCheckoutRow | null> {
  if (outcome === 'paid') {
    await db
      .update(localCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid', completedAt: new Date() })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')));
  }
  return findLocalCheckout(db, id);
}
