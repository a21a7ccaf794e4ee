import Stripe from 'stripe';
import { z } from 'zod';
import type { PaidProduct } from '../../../shared/catalog';
import type { PaymentsConfig } from '../../config';
import { capabilityDigest } from '../../security/capability-id';
import {
  type CheckoutRequest,
  type CheckoutSession,
  InvalidWebhookError,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export type StripePaymentsConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

/**
 * The API version stripe 23.1.0 was generated for. Pinned so an account's default version can
 * never change the shape of what we read; a new SDK major fails to compile here until checked.
 */
const STRIPE_API_VERSION = '2026-10-28.endive';
/** Per request; with retries a person waits at most about half a minute for the checkout. */
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_NETWORK_RETRIES = 2;
/** Stripe's recommended tolerance: an older signature is a replay, not a late delivery. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What we read of a Checkout Session (Stripe's enums are open: anything else is an error). */
const sessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  url: z.string().nullable(),
  client_reference_id: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

/** What we read of a webhook event: its id, type and the object it is about. */
const eventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.object({
    // Not every Stripe object has an id (e.g. balance), so it is optional here.
    object: z.object({ object: z.string(), id: z.string().min(1).optional() }),
  }),
});

/**
 * Stripe ids are opaque, so no prefix is assumed; but an id from a query string that could not
 * be one (empty, too long, other characters) is unknown without a round trip.
 */
const POSSIBLE_STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

/** Where the SDK sends requests: Stripe itself, or the local fake API named by apiBase. */
function connection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = z.enum(['http', 'https']).parse(url.protocol.replace(/:$/, ''));
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function toCheckoutSession(raw: unknown): CheckoutSession {
  const session = sessionSchema.parse(raw);
  return {
    id: session.id,
    url: session.url,
    refDigest: session.client_reference_id ? capabilityDigest(session.client_reference_id) : null,
    status: session.status,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    product: session.metadata?.product ?? null,
  };
}

function isResourceMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.statusCode === 404 &&
    error.code === 'resource_missing'
  );
}

function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency,
          unit_amount: request.amountCents,
          product_data: { name: request.productName },
        },
      },
    ],
    client_reference_id: request.refId,
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    metadata: request.metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** The configured Payment Link with the refId and e-mail added; other query parameters kept. */
export function buildPaymentLink(
  link: string | undefined,
  refId: string,
  email: string,
): string | null {
  if (!link) return null;
  const url = new URL(link);
  url.searchParams.set('client_reference_id', refId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}

/** The first line of the SDK's reason (its messages carry no payload, but do carry doc links). */
function signatureReason(error: unknown): string {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return error.message.split('\n')[0]?.trim() || 'signature verification failed';
  }
  // e.g. JSON.parse's message quotes the body: never pass it on.
  return 'the payload is not a Stripe event';
}

function verifyEvent(rawBody: Buffer, header: string | undefined, secret: string): PaymentEvent {
  if (!header) throw new InvalidWebhookError('Stripe webhook without a Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new InvalidWebhookError(`Stripe webhook rejected: ${signatureReason(error)}`);
  }
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    throw new InvalidWebhookError('Stripe webhook rejected: the event has an unexpected shape');
  }
  const object = parsed.data.data.object;
  return {
    id: parsed.data.id,
    type: parsed.data.type,
    checkoutSessionId: object.object === 'checkout.session' ? (object.id ?? null) : null,
  };
}

/**
 * Stripe Checkout (docs/architecture.md §4): the session is created with the catalog price and read
 * back as the truth; webhooks are only verified and reduced to a pointer at a session.
 */
export function createStripeProvider(config: StripePaymentsConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    ...connection(config.apiBase),
  });

  async function retrieveCheckout(id: string): Promise<CheckoutSession | null> {
    if (!POSSIBLE_STRIPE_ID.test(id)) return null;
    try {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'stripe',

    async createCheckout(request) {
      // Stripe answers a repeated Idempotency-Key with the first session: a double click makes one.
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        idempotencyKey: request.idempotencyKey,
      });
      return toCheckoutSession(session);
    },

    retrieveCheckout,

    async expireCheckout(id) {
      const session = await retrieveCheckout(id);
      // Stripe refuses to expire a session that is not open; complete or gone, it takes no money.
      if (session?.status !== 'open') return;
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Completed or expired meanwhile (Stripe refuses those): it takes no money either way.
        if ((await retrieveCheckout(id))?.status === 'open') throw error;
      }
    },

    paymentLink(product: PaidProduct, refId, email) {
      return buildPaymentLink(config.paymentLinks[product], refId, email);
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyEvent(rawBody, signatureHeader, config.webhookSecret);
    },
  };
}
