import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  signStripeBody,
  signStripePayload,
  startFakeStripe,
  stripeEvent,
} from '../../../../tests/helpers/fake-stripe';
import { capabilityDigest } from '../../security/capability-id';
import { type CheckoutRequest, InvalidWebhookError } from './payment-provider';
import {
  buildPaymentLink,
  createStripeProvider,
  type StripePaymentsConfig,
} from './stripe-provider';

// The real SDK talks HTTP to a local fake of Stripe's API; webhooks carry real signatures.
let fake: FakeStripe;
let config: StripePaymentsConfig;

beforeAll(async () => {
  fake = await startFakeStripe();
  config = {
    provider: 'stripe',
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.apiBase,
    paymentLinks: {
      detonation: 'https://buy.stripe.com/test_detonation',
      detonation_fosm: undefined,
    },
  };
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

let keyCounter = 0;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  keyCounter++;
  return {
    refId: `ref_${keyCounter}AbCdEf`,
    product: 'detonation',
    amountCents: 2900,
    currency: 'usd',
    productName: 'Detonation',
    customerEmail: 'one@example.com',
    successUrl: 'https://msoul.test/paid/ref?cs={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://msoul.test/cancel/ref',
    idempotencyKey: `checkout-test-${keyCounter}`,
    metadata: { sessionRef: `ref_${keyCounter}` },
    ...overrides,
  };
}

describe('createStripeProvider: checkout sessions', () => {
  it('creates a Checkout Session and maps its fields', async () => {
    const provider = createStripeProvider(config);
    const request = checkoutRequest();
    const session = await provider.createCheckout(request);

    expect(provider.kind).toBe('stripe');
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: `${fake.apiBase}/pay/${session.id}`,
      // The session's refId comes back as the digest the database keeps (docs/decisions/013).
      refDigest: capabilityDigest(request.refId),
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 2900,
      currency: 'usd',
      // The request's metadata names no product here (openCheckout adds it).
      product: null,
    });
  });

  it('sends the amount, reference, e-mail, URLs, metadata and key as given', async () => {
    const provider = createStripeProvider(config);
    const request = checkoutRequest({ amountCents: 4900, productName: 'Detonation + FOSM' });
    await provider.createCheckout(request);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
      stripeVersion: '2026-10-28.endive',
      status: 200,
    });
    expect(sent?.params).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Detonation + FOSM',
      client_reference_id: request.refId,
      customer_email: 'one@example.com',
      'metadata[sessionRef]': request.metadata.sessionRef,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it('leaves customer_email out when the e-mail is not known', async () => {
    const provider = createStripeProvider(config);
    const session = await provider.createCheckout(checkoutRequest({ customerEmail: null }));

    expect(fake.requests[0]?.params).not.toHaveProperty('customer_email');
    expect(fake.sessions.get(session.id)?.customer_email).toBeNull();
  });

  it('makes one session for the same idempotency key (a double click)', async () => {
    const provider = createStripeProvider(config);
    const request = checkoutRequest();
    const before = fake.sessions.size;

    const [first, second] = await Promise.all([
      provider.createCheckout(request),
      provider.createCheckout(request),
    ]);
    const third = await provider.createCheckout(request);

    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('throws when the same key comes with other parameters, as Stripe does', async () => {
    const provider = createStripeProvider(config);
    const request = checkoutRequest();
    await provider.createCheckout(request);

    await expect(provider.createCheckout({ ...request, amountCents: 1 })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('retrieves a known session with its current state', async () => {
    const provider = createStripeProvider(config);
    const created = await provider.createCheckout(checkoutRequest());
    fake.complete(created.id, { paymentStatus: 'paid' });

    expect(await provider.retrieveCheckout(created.id)).toEqual({
      ...created,
      url: null,
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('reports an expired session', async () => {
    const provider = createStripeProvider(config);
    const created = await provider.createCheckout(checkoutRequest());
    fake.expire(created.id);

    expect(await provider.retrieveCheckout(created.id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
      url: null,
    });
  });

  it('answers null for a session Stripe does not know (404 resource_missing)', async () => {
    const provider = createStripeProvider(config);

    expect(await provider.retrieveCheckout('cs_test_unknown')).toBeNull();
    expect(fake.requests).toMatchObject([
      { method: 'GET', path: '/v1/checkout/sessions/cs_test_unknown', status: 404 },
    ]);
  });

  it('answers null without a request for a value that cannot be an id', async () => {
    const provider = createStripeProvider(config);

    expect(await provider.retrieveCheckout('')).toBeNull();
    expect(await provider.retrieveCheckout('../v1/customers')).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('throws on other errors (a wrong key is not a missing session)', async () => {
    const provider = createStripeProvider({ ...config, secretKey: 'sk_test_wrong' });

    await expect(provider.retrieveCheckout('cs_test_unknown')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
    await expect(provider.createCheckout(checkoutRequest())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
  });

  it('retries a failed request (maxNetworkRetries) with the same idempotency key', async () => {
    const provider = createStripeProvider(config);
    const request = checkoutRequest();
    fake.failNext(1);

    const session = await provider.createCheckout(request);

    expect(fake.requests.map((sent) => [sent.status, sent.idempotencyKey])).toEqual([
      [500, request.idempotencyKey],
      [200, request.idempotencyKey],
    ]);
    expect(fake.sessions.has(session.id)).toBe(true);
  });
});

describe('createStripeProvider: payment links', () => {
  it('adds client_reference_id and prefilled_email to the configured link', () => {
    const provider = createStripeProvider(config);
    const link = provider.paymentLink('detonation', 'ref_AbC123', 'one+two@example.com');

    expect(link).not.toBeNull();
    const url = new URL(link ?? '');
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_detonation');
    expect(url.searchParams.get('client_reference_id')).toBe('ref_AbC123');
    expect(url.searchParams.get('prefilled_email')).toBe('one+two@example.com');
  });

  it('keeps the link’s own query parameters and replaces stale ones', () => {
    const link = buildPaymentLink(
      'https://buy.stripe.com/test_x?locale=fr&client_reference_id=old',
      'ref_new',
      'a@example.com',
    );
    const url = new URL(link ?? '');

    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.getAll('client_reference_id')).toEqual(['ref_new']);
    expect(url.searchParams.get('prefilled_email')).toBe('a@example.com');
  });

  it('answers null when no link is configured for the product', () => {
    const provider = createStripeProvider(config);

    expect(provider.paymentLink('detonation_fosm', 'ref_AbC123', 'a@example.com')).toBeNull();
  });
});

describe('createStripeProvider: webhooks', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function verify(body: string, header: string | undefined, secret = config.webhookSecret) {
    return createStripeProvider({ ...config, webhookSecret: secret }).verifyWebhook(
      Buffer.from(body),
      header,
    );
  }

  it('returns a pointer at the checkout session of a valid event', async () => {
    const provider = createStripeProvider(config);
    const created = await provider.createCheckout(checkoutRequest());
    fake.complete(created.id);
    const event = fake.signedEvent('checkout.session.completed', created.id, config.webhookSecret);

    expect(provider.verifyWebhook(Buffer.from(event.body), event.header)).toEqual({
      id: event.id,
      type: 'checkout.session.completed',
      checkoutSessionId: created.id,
    });
  });

  it('accepts a signature 299 s old (inside the 300 s tolerance)', () => {
    const event = fake.signedEvent('checkout.session.expired', 'cs_test_x', config.webhookSecret, {
      timestamp: nowSeconds() - 299,
    });

    expect(verify(event.body, event.header).checkoutSessionId).toBe('cs_test_x');
  });

  it('rejects a tampered body', () => {
    const event = fake.signedEvent('checkout.session.completed', 'cs_test_a', config.webhookSecret);
    const tampered = event.body.replace('cs_test_a', 'cs_test_b');

    expect(tampered).not.toBe(event.body);
    expect(() => verify(tampered, event.header)).toThrow(InvalidWebhookError);
  });

  it('rejects an event signed with another secret', () => {
    const event = fake.signedEvent('checkout.session.completed', 'cs_test_a', 'whsec_other');

    expect(() => verify(event.body, event.header)).toThrow(InvalidWebhookError);
  });

  it('rejects a missing or empty signature header', () => {
    const event = fake.signedEvent('checkout.session.completed', 'cs_test_a', config.webhookSecret);

    expect(() => verify(event.body, undefined)).toThrow(InvalidWebhookError);
    expect(() => verify(event.body, '')).toThrow(InvalidWebhookError);
    expect(() => verify(event.body, 'garbage')).toThrow(InvalidWebhookError);
  });

  it('rejects a stale signature (older than 300 s)', () => {
    const event = fake.signedEvent(
      'checkout.session.completed',
      'cs_test_a',
      config.webhookSecret,
      {
        timestamp: nowSeconds() - 301,
      },
    );

    expect(() => verify(event.body, event.header)).toThrow(/tolerance/);
    expect(() => verify(event.body, event.header)).toThrow(InvalidWebhookError);
  });

  it('never puts the payload in the error message', () => {
    const secretish = 'person-one@example.com';
    const event = fake.signedEvent('checkout.session.completed', 'cs_test_a', 'whsec_other');
    const wrongSignature = event.body.replace('cs_test_a', secretish);
    // Signed correctly but not JSON: JSON.parse's own message would quote it.
    const notJson = secretish;

    for (const [payload, header] of [
      [wrongSignature, event.header],
      [notJson, signStripeBody(notJson, config.webhookSecret)],
    ] as const) {
      try {
        verify(payload, header);
        expect.unreachable('verification should fail');
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidWebhookError);
        expect(String(error)).not.toContain(secretish);
      }
    }
  });

  it('rejects a correctly signed payload that is not an event', () => {
    const { body, header } = signStripePayload({ hello: 'world' }, config.webhookSecret);

    expect(() => verify(body, header)).toThrow(InvalidWebhookError);
  });

  it('gives no checkout session for an event about another kind of object', () => {
    const { body, header } = signStripePayload(
      stripeEvent('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }, 'evt_1'),
      config.webhookSecret,
    );

    expect(verify(body, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      checkoutSessionId: null,
    });
  });
});
