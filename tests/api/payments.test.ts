/**
 * From 'Pay' to the report in the inbox (issue 6, docs/architecture.md §4, D-08, D-11, D-12): the
 * built-in test checkout and Stripe (the real SDK against a local fake API with real webhook
 * signatures), the one confirmation path, and exactly one report and one e-mail per recipient
 * however often and however concurrently payment is confirmed.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1 = Array.from({ length: 10 }, (_, i) => `My honest answer number ${i + 1} about us.`);
const P2_CHOICES = partnerQuestions.map((question) => question.options[2] ?? '');

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}` };
};

/** The API calls of the paid flows, against one test app. */
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
  return {
    call,
    ok,
    async startSession(product = 'detonation'): Promise<string> {
      return (await ok('POST', '/api/start-session', { productType: product })).refId;
    },
    async person1(refId: string, name = 'Maya', product = 'detonation') {
      return ok('POST', '/api/submit', {
        refId,
        person1: { name, email: `${name.toLowerCase()}@example.com`, partnerName: 'Sam' },
        answers: answersFromList(P1),
        productType: product,
        honeypot: '',
      });
    },
    async partner(refId: string, email?: string) {
      return ok('POST', '/api/person2/submit', {
        refId,
        answers: answersFromList(P2_CHOICES),
        source: 'choice',
        ...(email ? { email } : {}),
      });
    },
  };
}

function checkoutIdOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? '');
}

/** Report e-mails to the address (person 1 may also get a 'your partner has answered'). */
async function mailsFor(t: TestApp, address: string): Promise<number> {
  return (await listOutbox(t.outboxDir)).filter(
    (entry) => entry.recipients.includes(address) && entry.subject.startsWith('Your mSoul report'),
  ).length;
}

describe('payments on the built-in test checkout', () => {
  let t: TestApp;
  const api = client(() => t);

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());

  it('partner first: pay, confirm, both partners get the report once', async () => {
    const refId = await api.startSession();
    await api.person1(refId, 'Nora');
    await api.partner(refId, 'sam.nora@example.com');
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutId = checkoutIdOf(url);

    const checkout = await api.ok('GET', `/api/test-checkout/${checkoutId}`);
    expect(checkout).toEqual({
      id: checkoutId,
      productName: 'Detonation',
      amountCents: 999,
      currency: 'usd',
      status: 'open',
    });
    // The partner opens this checkout: person 1's address is not in it.
    expect(JSON.stringify(checkout)).not.toContain('nora@example.com');
    const paid = await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    expect(paid.redirectUrl).toBe(`/paid/${refId}?cs=${checkoutId}`);

    const confirmed = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed).toEqual({
      ok: true,
      message: 'Payment confirmed. Your analysis has been sent.',
      paid: true,
      analysis: 'sent',
      recipients: ['person1', 'person2'],
      person1Name: 'Nora',
      partnerName: 'Sam',
    });
    // Reloading /paid and paying again change nothing.
    await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        api.ok('POST', '/api/session-confirm', { refId, checkoutSessionId: checkoutId }),
      ),
    );
    expect(await mailsFor(t, 'nora@example.com')).toBe(1);
    expect(await mailsFor(t, 'sam.nora@example.com')).toBe(1);
    expect((await api.call('POST', '/api/session-checkout', { refId })).status).toBe(409);
  });

  it('pay first: the report waits for the partner, then goes out (D-08)', async () => {
    const refId = await api.startSession();
    const submitted = await api.person1(refId, 'Omar');
    const checkoutId = checkoutIdOf(submitted.checkoutUrl);
    const paid = await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    expect(paid.redirectUrl).toBe(
      `/payment-success?submission=${submitted.submissionId}&cs=${checkoutId}`,
    );
    const waiting = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(waiting).toMatchObject({ paid: true, analysis: 'waiting_for_partner' });
    expect(await api.ok('GET', `/api/submissions/${submitted.submissionId}`)).toEqual({
      submissionId: submitted.submissionId,
      refId,
      productType: 'detonation',
      paid: true,
      person2Answered: false,
      partnerName: 'Sam',
      // Paid: nothing more to pay.
      payable: false,
    });

    await api.partner(refId);
    const sent = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    // The partner left no address (D-12): person 1 only.
    expect(sent).toMatchObject({ analysis: 'sent', recipients: ['person1'] });
    expect(await mailsFor(t, 'omar@example.com')).toBe(1);
  });

  it('single page: the payment link opens a test checkout that returns to /paid', async () => {
    const refId = await api.startSession('detonation_fosm');
    const submission = await api.ok('POST', '/api/email-submission', {
      refId,
      productType: 'detonation_fosm',
      email: 'Pia@Example.com',
      person1: 'Pia',
      partnerName: 'Lou',
      answersP1: formatNumberedReplies(P1),
      answersP2: P1.map((answer, i) => `${i + 1}. ${answer}`).join('\n'),
    });
    const link = new URL(submission.paymentUrl, 'https://msoul.test');
    expect(link.pathname).toBe('/test-checkout/link/detonation_fosm');
    const body = {
      product: 'detonation_fosm',
      refId: link.searchParams.get('client_reference_id'),
      email: link.searchParams.get('prefilled_email'),
    };
    const { checkoutId } = await api.ok('POST', '/api/test-checkout/link', body);
    expect((await api.ok('POST', '/api/test-checkout/link', body)).checkoutId).toBe(checkoutId);
    expect(await api.ok('GET', `/api/test-checkout/${checkoutId}`)).toMatchObject({
      amountCents: 1995,
    });
    await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    const confirmed = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed).toMatchObject({ analysis: 'sent', recipients: ['person1'] });
    expect(await mailsFor(t, 'pia@example.com')).toBe(1);
  });

  it('cancel returns to /cancel and charges nothing; a paid checkout cannot be cancelled', async () => {
    const refId = await api.startSession();
    await api.person1(refId);
    await api.partner(refId);
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutId = checkoutIdOf(url);
    const cancelled = await api.ok('POST', `/api/test-checkout/${checkoutId}/cancel`);
    expect(cancelled.redirectUrl).toBe(`/cancel/${refId}`);
    const notPaid = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(notPaid).toMatchObject({ ok: false, paid: false });
    await api.ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    const late = await api.call('POST', `/api/test-checkout/${checkoutId}/cancel`);
    expect(late.status).toBe(409);
  });

  it('confirms only the checkout of the same session, and 404s unknown ids', async () => {
    const refId = await api.startSession();
    await api.person1(refId);
    await api.partner(refId);
    const other = await api.startSession();
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutSessionId = checkoutIdOf(url);
    for (const body of [
      { refId: other, checkoutSessionId },
      { refId, checkoutSessionId: 'cs_local_nope' },
    ]) {
      expect((await api.call('POST', '/api/session-confirm', body)).status).toBe(404);
    }
    expect((await api.call('GET', '/api/test-checkout/cs_local_nope')).status).toBe(404);
    expect((await api.call('GET', '/api/submissions/sub_nope')).status).toBe(404);
  });
});

describe('payments through Stripe (real SDK, local fake API, real signatures)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const api = client(() => t);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      confirmWaitMs: 20_000,
      payments: {
        provider: 'stripe',
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiBase: stripe.apiBase,
        paymentLinks: { detonation: 'https://buy.stripe.com/test_det', detonation_fosm: undefined },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function deliver(body: string, header?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(header ? { 'stripe-signature': header } : {}),
      },
    });
    return res.statusCode;
  }

  async function count(table: string, refId: string): Promise<number> {
    const result = await t.testDatabase.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ref_id = ${capabilityDigest(refId)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  async function answeredSession(name: string): Promise<{ refId: string; checkoutId: string }> {
    const refId = await api.startSession();
    await api.person1(refId, name);
    await api.partner(refId, `${name.toLowerCase()}.partner@example.com`);
    const { url } = await api.ok('POST', '/api/session-checkout', { refId });
    const checkoutId = [...stripe.sessions.values()].find((s) => s.url === url)?.id ?? '';
    expect(checkoutId).toMatch(/^cs_test_/);
    return { refId, checkoutId };
  }

  it('a checkout at the catalog price, one per double click, with the documented URLs', async () => {
    const { refId, checkoutId } = await answeredSession('Ada');
    await api.ok('POST', '/api/session-checkout', { refId });
    const created = stripe.requests.filter((r) => r.method === 'POST');
    const session = stripe.sessions.get(checkoutId);
    expect(session?.client_reference_id).toBe(refId);
    expect(session?.amount_total).toBe(999);
    const mine = created.filter(
      (r) => r.params.client_reference_id === refId && r.params.success_url?.includes('/paid/'),
    );
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(mine[0]?.idempotencyKey).not.toContain('@');
    expect(mine[0]?.params.success_url).toBe(
      `https://msoul.test/paid/${refId}?cs={CHECKOUT_SESSION_ID}`,
    );
    // The test checkout's routes exist only with the local provider.
    expect((await api.call('GET', '/api/test-checkout/anything')).status).toBe(404);
  });

  it('one report and one e-mail each for a webhook delivered 100 times and 50 at once', async () => {
    const { refId, checkoutId } = await answeredSession('Bea');
    stripe.complete(checkoutId, { paymentStatus: 'paid' });
    const event = stripe.signedEvent(
      'checkout.session.completed',
      checkoutId,
      stripe.webhookSecret,
    );
    const sequential: number[] = [];
    for (let i = 0; i < 100; i++) sequential.push(await deliver(event.body, event.header));
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, () => deliver(event.body, event.header)),
    );
    expect([...sequential, ...concurrent].every((status) => status === 200)).toBe(true);
    const confirmed = await api.ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed).toMatchObject({ analysis: 'sent', recipients: ['person1', 'person2'] });
    expect(await count('session_payments', refId)).toBe(1);
    expect(await count('reports', refId)).toBe(1);
    expect(await mailsFor(t, 'bea@example.com')).toBe(1);
    expect(await mailsFor(t, 'bea.partner@example.com')).toBe(1);
  });

  it('rejects missing, wrong and stale signatures with 400 and writes nothing', async () => {
    const { refId, checkoutId } = await answeredSession('Cy');
    stripe.complete(checkoutId, { paymentStatus: 'paid' });
    const good = stripe.signedEvent('checkout.session.completed', checkoutId, stripe.webhookSecret);
    const wrong = stripe.signedEvent('checkout.session.completed', checkoutId, 'whsec_wrong');
    const stale = stripe.signedEvent(
      'checkout.session.completed',
      checkoutId,
      stripe.webhookSecret,
      {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      },
    );
    expect(await deliver(good.body)).toBe(400);
    expect(await deliver(good.body, wrong.header)).toBe(400);
    expect(await deliver(stale.body, stale.header)).toBe(400);
    expect(await deliver(`${good.body} `, good.header)).toBe(400);
    expect(await count('session_payments', refId)).toBe(0);
    const events = await t.testDatabase.database.db.execute(
      sql`select count(*)::int as n from payment_events where event_id in (${good.id}, ${wrong.id}, ${stale.id})`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it.each([
    [['checkout.session.completed', 'checkout.session.async_payment_succeeded'], 'unpaid', 'paid'],
    [['checkout.session.async_payment_succeeded', 'checkout.session.completed'], 'unpaid', 'paid'],
    [['checkout.session.completed', 'checkout.session.async_payment_failed'], 'unpaid', null],
    [['checkout.session.expired'], null, null],
  ])('event order %j ends in the state the checkout holds', async (types, first, later) => {
    const { refId, checkoutId } = await answeredSession(`Order${types.length}${first}${later}`);
    if (first)
      stripe.complete(checkoutId, { paymentStatus: first === 'unpaid' ? 'unpaid' : 'paid' });
    else stripe.expire(checkoutId);
    const [firstType, ...rest] = types;
    if (firstType) {
      const event = stripe.signedEvent(firstType, checkoutId, stripe.webhookSecret);
      expect(await deliver(event.body, event.header)).toBe(200);
    }
    expect(await count('session_payments', refId)).toBe(0);
    if (later === 'paid') stripe.complete(checkoutId, { paymentStatus: 'paid' });
    for (const type of rest) {
      const event = stripe.signedEvent(type, checkoutId, stripe.webhookSecret);
      expect(await deliver(event.body, event.header)).toBe(200);
    }
    expect(await count('session_payments', refId)).toBe(later === 'paid' ? 1 : 0);
    const view = await api.ok('GET', `/api/sessions/${refId}`);
    expect(view.state).toBe(later === 'paid' ? 'paid' : 'answered');
  });

  it('webhook and /paid racing each other fulfil once', async () => {
    const { refId, checkoutId } = await answeredSession('Dee');
    stripe.complete(checkoutId, { paymentStatus: 'paid' });
    const event = stripe.signedEvent(
      'checkout.session.completed',
      checkoutId,
      stripe.webhookSecret,
    );
    await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(event.body, event.header)),
      ...Array.from({ length: 10 }, () =>
        api.ok('POST', '/api/session-confirm', { refId, checkoutSessionId: checkoutId }),
      ),
    ]);
    await api.ok('POST', '/api/session-confirm', { refId, checkoutSessionId: checkoutId });
    expect(await count('reports', refId)).toBe(1);
    expect(await mailsFor(t, 'dee@example.com')).toBe(1);
  });

  it('builds the single page payment link from configuration (docs/product.md §7)', async () => {
    const refId = await api.startSession();
    const res = await api.ok('POST', '/api/email-submission', {
      refId,
      productType: 'detonation',
      email: 'eve@example.com',
      person1: 'Eve',
      partnerName: 'Kai',
      answersP1: formatNumberedReplies(P1),
      answersP2: P1.join('\n\n'),
    });
    expect(res.paymentUrl).toBe(
      `https://buy.stripe.com/test_det?client_reference_id=${refId}&prefilled_email=eve%40example.com`,
    );
  });
});
