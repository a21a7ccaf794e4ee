/**
 * The money attacks of issue 21, each written as the attack: the price paid decides the product
 * (four ways to get the $19.95 report for $9.99), and one payment per session (the back-button
 * double charge). Both providers: the built-in test checkout and Stripe (the real SDK against a
 * local fake API with real webhook signatures).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, coupleSessions, reports, sessionPayments } from '../../src/server/db/schema';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { clientAddresses } from '../helpers/client-addresses';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe';
import { OPEN_ANSWERS, partnerChoices } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const from = clientAddresses(21);

function client(t: () => TestApp) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, payload, ...from() });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  const db = () => t().testDatabase.database.db;
  return {
    call,
    ok,
    async startSession(product: string): Promise<string> {
      return (await ok('POST', '/api/start-session', { productType: product })).refId;
    },
    submitBody(refId: string, product: string) {
      return {
        refId,
        person1: { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam' },
        answers: answersFromList(OPEN_ANSWERS),
        productType: product,
        honeypot: '',
      };
    },
    singlePageBody(refId: string, product: string) {
      return {
        refId,
        productType: product,
        email: 'pia@example.com',
        person1: 'Pia',
        partnerName: 'Lou',
        answersP1: formatNumberedReplies(OPEN_ANSWERS),
        answersP2: OPEN_ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n'),
      };
    },
    async partner(refId: string) {
      return ok('POST', '/api/person2/submit', {
        refId,
        answers: answersFromList(partnerChoices(1)),
        source: 'choice',
      });
    },
    async state(refId: string) {
      const [row] = await db()
        .select({ state: coupleSessions.state, productType: coupleSessions.productType })
        .from(coupleSessions)
        .where(eq(coupleSessions.refDigest, capabilityDigest(refId)));
      return row;
    },
    async reportCount(refId: string): Promise<number> {
      return (
        await db()
          .select()
          .from(reports)
          .where(eq(reports.refDigest, capabilityDigest(refId)))
      ).length;
    },
    async payments(refId: string) {
      return db()
        .select({ outcome: sessionPayments.outcome, amountCents: sessionPayments.amountCents })
        .from(sessionPayments)
        .where(eq(sessionPayments.refDigest, capabilityDigest(refId)));
    },
    async refundsDue(refId: string) {
      const rows = await db()
        .select({ detail: auditEvents.detail })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'payment.refund_due'));
      return rows
        .map((row) => row.detail)
        .filter((detail) => detail?.refDigest === capabilityDigest(refId));
    },
  };
}

const checkoutIdOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

describe('the price paid decides the product (test checkout)', () => {
  let t: TestApp;
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
  });
  afterAll(() => t.close());

  it('a Max session paid through a Detonation link fulfils nothing and is owed back', async () => {
    const refId = await api.startSession('detonation_fosm');
    await api.ok('POST', '/api/email-submission', api.singlePageBody(refId, 'detonation_fosm'));
    const { checkoutId } = await api.ok('POST', '/api/test-checkout/link', {
      product: 'detonation',
      refId,
      email: 'pia@example.com',
    });
    await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    const confirmed = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed).toMatchObject({ paid: false, ok: false });
    expect(await api.state(refId)).toEqual({ state: 'answered', productType: 'detonation_fosm' });
    expect(await api.reportCount(refId)).toBe(0);
    expect(await api.payments(refId)).toEqual([{ outcome: 'underpaid', amountCents: 999 }]);
    expect(await api.refundsDue(refId)).toEqual([
      expect.objectContaining({
        outcome: 'underpaid',
        refundCents: 999,
        productType: 'detonation_fosm',
      }),
    ]);
  });

  it('resubmitting as Max after a $9.99 checkout opened expires that checkout', async () => {
    const refId = await api.startSession('detonation');
    const first = await api.ok('POST', '/api/submit', api.submitBody(refId, 'detonation'));
    const second = await api.ok('POST', '/api/submit', api.submitBody(refId, 'detonation_fosm'));
    const cheap = checkoutIdOf(first.checkoutUrl);
    const max = checkoutIdOf(second.checkoutUrl);
    expect(await api.ok('GET', `/api/test-checkout/${max}`)).toMatchObject({ amountCents: 1995 });
    expect(await api.ok('GET', `/api/test-checkout/${cheap}`)).toMatchObject({ status: 'expired' });
    const late = await api.call('POST', `/api/test-checkout/${cheap}/pay`);
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'checkout_expired' } } });
    await api.partner(refId);
    expect(await api.state(refId)).toEqual({ state: 'answered', productType: 'detonation_fosm' });
    expect(await api.payments(refId)).toEqual([]);
  });

  it('paying for Detonation first, then answering as Max, is refused', async () => {
    const refId = await api.startSession('detonation');
    const { checkoutId } = await api.ok('POST', '/api/test-checkout/link', {
      product: 'detonation',
      refId,
      email: 'pia@example.com',
    });
    await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    expect(await api.state(refId)).toEqual({
      state: 'paid_awaiting_answers',
      productType: 'detonation',
    });
    // The same link again finds the paid checkout, not a new one to pay.
    const again = await api.ok('POST', '/api/test-checkout/link', {
      product: 'detonation',
      refId,
      email: 'pia@example.com',
    });
    expect(again.checkoutId).toBe(checkoutId);
    const asMax = await api.call(
      'POST',
      '/api/email-submission',
      api.singlePageBody(refId, 'detonation_fosm'),
    );
    expect(asMax).toMatchObject({ status: 409, body: { error: { code: 'product_locked' } } });
    expect(asMax.body.error.message).toContain('Detonation');
    expect(await api.state(refId)).toEqual({
      state: 'paid_awaiting_answers',
      productType: 'detonation',
    });
    // Answered as what was paid for, the report is made.
    await api.ok('POST', '/api/email-submission', api.singlePageBody(refId, 'detonation'));
    expect(await api.reportCount(refId)).toBe(1);
  });

  it('the back button: a cancelled checkout cannot be paid once another one was', async () => {
    const refId = await api.startSession('detonation');
    const submitted = await api.ok('POST', '/api/submit', api.submitBody(refId, 'detonation'));
    const checkoutA = checkoutIdOf(submitted.checkoutUrl);
    await api.ok('POST', `/api/test-checkout/${checkoutA}/cancel`);
    await api.partner(refId);
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutB = checkoutIdOf(url);
    expect(checkoutB).not.toBe(checkoutA);
    await api.ok('POST', `/api/test-checkout/${checkoutB}/pay`);
    // Back to checkout A: it no longer offers to pay, and paying it is refused.
    expect(await api.ok('GET', `/api/test-checkout/${checkoutA}`)).toMatchObject({
      status: 'expired',
    });
    const again = await api.call('POST', `/api/test-checkout/${checkoutA}/pay`);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'checkout_expired' } } });
    expect(await api.payments(refId)).toEqual([{ outcome: 'fulfils', amountCents: 999 }]);
    expect(await api.reportCount(refId)).toBe(1);
  });
});

describe('the price paid decides the product (Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const api = client(() => t);
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      confirmWaitMs: 0,
      payments: {
        provider: 'stripe',
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiBase: stripe.apiBase,
        paymentLinks: {
          detonation: 'https://buy.stripe.com/test_det',
          detonation_fosm: 'https://buy.stripe.com/test_max',
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function deliver(checkoutId: string): Promise<void> {
    const event = stripe.signedEvent(
      'checkout.session.completed',
      checkoutId,
      stripe.webhookSecret,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: event.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    });
    expect(res.statusCode).toBe(200);
  }

  /** A checkout Stripe made itself, as a Payment Link does: our server never opened it. */
  async function paymentLinkCheckout(refId: string, amountCents: number): Promise<string> {
    const res = await fetch(`${stripe.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        mode: 'payment',
        client_reference_id: refId,
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': String(amountCents),
        'line_items[0][price_data][product_data][name]': 'Detonation',
        'line_items[0][quantity]': '1',
      }),
    });
    const session = (await res.json()) as { id: string };
    return session.id;
  }

  it('a $9.99 Stripe checkout carrying a Max refId fulfils nothing', async () => {
    const refId = await api.startSession('detonation_fosm');
    await api.ok('POST', '/api/email-submission', api.singlePageBody(refId, 'detonation_fosm'));
    const checkoutId = await paymentLinkCheckout(refId, 999);
    stripe.complete(checkoutId);
    await deliver(checkoutId);
    expect(await api.state(refId)).toEqual({ state: 'answered', productType: 'detonation_fosm' });
    expect(await api.reportCount(refId)).toBe(0);
    expect(await api.refundsDue(refId)).toEqual([
      expect.objectContaining({ outcome: 'underpaid', refundCents: 999 }),
    ]);
  });

  it('the back button: paying one checkout expires the others at Stripe', async () => {
    const refId = await api.startSession('detonation');
    const submitted = await api.ok('POST', '/api/submit', api.submitBody(refId, 'detonation'));
    const checkoutA = [...stripe.sessions.values()].find((s) => s.url === submitted.checkoutUrl);
    await api.partner(refId);
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutB = [...stripe.sessions.values()].find((s) => s.url === url);
    expect(checkoutA?.id).toBeDefined();
    expect(checkoutB?.id).not.toBe(checkoutA?.id);
    stripe.complete(checkoutB?.id ?? '');
    await deliver(checkoutB?.id ?? '');
    expect(stripe.sessions.get(checkoutA?.id ?? '')?.status).toBe('expired');
    expect(() => stripe.complete(checkoutA?.id ?? '')).toThrow(/expired/);
    expect(await api.payments(refId)).toEqual([{ outcome: 'fulfils', amountCents: 999 }]);
  });

  it('a second payment that got through anyway is recorded as owed back, not fulfilled twice', async () => {
    const refId = await api.startSession('detonation');
    await api.ok('POST', '/api/email-submission', api.singlePageBody(refId, 'detonation'));
    const first = await paymentLinkCheckout(refId, 999);
    const second = await paymentLinkCheckout(refId, 999);
    stripe.complete(first);
    stripe.complete(second);
    await deliver(first);
    await deliver(second);
    await deliver(second);
    const payments = await api.payments(refId);
    expect(payments.map((p) => p.outcome).sort()).toEqual(['fulfils', 'refund_due']);
    expect(await api.reportCount(refId)).toBe(1);
    const owed = await api.refundsDue(refId);
    expect(owed).toEqual([expect.objectContaining({ outcome: 'refund_due', refundCents: 999 })]);
    const [row] = await t.testDatabase.database.db
      .select({ state: coupleSessions.state })
      .from(coupleSessions)
      .where(and(eq(coupleSessions.refDigest, capabilityDigest(refId))));
    expect(row?.state).toBe('paid');
  });
});
