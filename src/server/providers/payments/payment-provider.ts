import type { CapabilityDigest } from '../../security/capability-id';

/**
 * The payment provider seam (docs/architecture.md §1.6, §4): Stripe in production, the built-in
 * test-mode checkout by default. The money path only ever asks the provider what a checkout session
 * says; webhook payloads are pointers to a session, never the truth themselves.
 */

import type { PaidProduct } from '../../../shared/catalog';

export type CheckoutRequest = {
  /** The couple session; becomes the checkout's client_reference_id. */
  refId: string;
  product: PaidProduct;
  /** The catalog price in cents (D-01): the server charges what the pages show. */
  amountCents: number;
  currency: 'usd';
  productName: string;
  customerEmail: string | null;
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` is replaced. */
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same checkout session (a double click makes one). */
  idempotencyKey: string;
  /** Plain ids only, never personal data. */
  metadata: Record<string, string>;
};

/** A checkout session as the provider reports it. */
export type CheckoutSession = {
  id: string;
  /** The hosted page to send the browser to; null once the session is complete or expired. */
  url: string | null;
  /**
   * The digest of its client_reference_id, the couple session's refId: the form the database
   * keeps (docs/decisions/013).
   */
  refDigest: CapabilityDigest | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  /**
   * The product the checkout was opened for (its metadata), when it says; a Payment Link's
   * checkout may not, and then its amount alone names the product.
   */
  product: string | null;
};

/** A verified webhook event, reduced to what the money path needs: a pointer. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** The checkout session the event is about, when it is about one. */
  checkoutSessionId: string | null;
};

export class InvalidWebhookError extends Error {
  override name = 'InvalidWebhookError';
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'local';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** null when the provider does not know the id. */
  retrieveCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Closes an open checkout so that it can no longer take money (one payment per session);
   * a checkout already complete or expired is left as it is.
   */
  expireCheckout(id: string): Promise<void>;
  /**
   * The hosted payment link of a product for the single page (docs/product.md §7), with the refId
   * as client_reference_id and the e-mail prefilled; null when none is configured (D-03).
   */
  paymentLink(product: PaidProduct, refId: string, email: string): string | null;
  /**
   * Checks a webhook's signature on the raw body and returns the event it carries; throws
   * InvalidWebhookError for a missing, wrong or stale signature.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
