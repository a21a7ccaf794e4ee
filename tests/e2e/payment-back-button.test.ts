// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The back-button double charge (issue 21; the product must never charge twice): on the two-step
 * flow 'Submit & Pay' opens checkout A, person 1 cancels it, the partner answers, and the session
 * is paid through the session checkout (checkout B). Going back to checkout A, by the back button
 * or by its URL, must offer no 'Pay $9.99': A is expired, its Pay answers 409, and exactly one
 * payment is on record. Against the built server on the built-in test checkout; the payment
 * count is read from the admin API's audit log (payment.recorded, payment.refund_due).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { adminGet, apiLogin, createAdmin } from './helpers/admin';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  expectToast,
  MOBILE,
  open,
  setupBrowser,
  url,
  type Viewport,
} from './helpers/browser';
import { answerPerson1, fillPerson1Details, post } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();
recordCanaries('name', ['Nina Park', 'Theo Grant']);

const LONG = 150_000;

type AuditEvents = {
  events: { action: string; detail: Record<string, string | number | boolean | null> | null }[];
};

/** The audit log's payment events of one session (newest 200 of each kind). */
async function paymentEvents(token: string, refId: string) {
  const of = async (action: string) => {
    const { events } = await adminGet<AuditEvents>(
      `/api/admin/logs?action=${action}&limit=200`,
      token,
    );
    // The log names a session by its refId's digest (docs/decisions/013).
    return events.filter((event) => event.detail?.refDigest === capabilityDigest(refId));
  };
  return { recorded: await of('payment.recorded'), refundDue: await of('payment.refund_due') };
}

type CheckoutA = { checkoutA: string; refId: string; submissionId: string };

/** The ten-question two-step flow up to 'Submit & Pay'; leaves the page on test checkout A. */
async function submitAndPay(page: Page): Promise<CheckoutA> {
  // The server's answer is read on its way to the page (the page leaves at once).
  const accepted: { refId: string; submissionId: string }[] = [];
  await page.route('**/api/submit', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    accepted.push(json);
    await route.fulfill({ response, json });
  });
  await open(page, '/detonation');
  await fillPerson1Details(page, {
    name: 'Nina Park',
    email: 'nina.logcanary@example.com',
    partnerName: 'Theo Grant',
  });
  await answerPerson1(page);
  await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
  await page.waitForURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay $9.99', exact: true }).waitFor();
  await page.unroute('**/api/submit');
  const checkoutA = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const { refId = '', submissionId = '' } = accepted[0] ?? {};
  recordCanaries('capability id', [checkoutA, refId, submissionId]);
  return { checkoutA, refId, submissionId };
}

/** The partner's ten choices through the API. */
async function partnerAnswers(refId: string): Promise<void> {
  const answered = await post('/api/person2/submit', {
    refId,
    answers: answersFromList(partnerQuestions.map((question) => question.options[2])),
    source: 'choice',
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
}

/** What each page on the way back must show once the session is paid: no second payment. */
async function expectNoSecondPayment(page: Page, path: string): Promise<void> {
  if (path.startsWith('/test-checkout/')) {
    await page.getByRole('heading', { level: 1, name: 'This checkout is already paid' }).waitFor();
  } else if (path.startsWith('/session-checkout/')) {
    await page.getByRole('heading', { name: 'This session is already paid' }).waitFor();
  } else if (path === '/payment-cancel') {
    await page
      .getByRole('heading', { level: 1, name: 'This submission is already paid' })
      .waitFor();
    expect(await page.getByText(/no charges were made/i).count()).toBe(0);
  } else {
    throw new Error(`unexpected page on the way back: ${path}`);
  }
  expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
}

/** Checkout A as it must look once B paid: expired, said plainly, and no way to pay. */
async function expectExpiredCheckout(page: Page, viewport: Viewport, label: string) {
  await page.getByRole('heading', { level: 1, name: 'This checkout has expired' }).waitFor();
  await page.getByText(/can't take a payment any more/).waitFor();
  expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  expect(await page.getByText('Pay $9.99').count()).toBe(0);
  await checkScreen(page, viewport, label);
}

describe('the back button after paying through another checkout', () => {
  const runs = [
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const;

  test.each(runs)(
    'checkout A is expired, offers no Pay, and one payment is recorded (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;

      // Checkout A from 'Submit & Pay'; person 1 cancels it.
      const { checkoutA, refId, submissionId } = await submitAndPay(page);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(/\/payment-cancel\?submission=/);
      expect(new URL(page.url()).searchParams.get('submission')).toBe(submissionId);
      await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
      // Unpaid: here the fixed words (docs/product.md §11) are true.
      await page.getByText(/Your payment was cancelled and no charges were made\./).waitFor();

      // The partner answers through the API.
      await partnerAnswers(refId);

      // Now a way to pay exists: the cancel page offers it, through the session checkout (B).
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Try Payment Again', exact: true }).click();
      await page.waitForURL(url(`/session-checkout/${refId}`));
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();
      await page.waitForURL(/\/test-checkout\/[^/]+$/);
      const checkoutB = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      recordCanaries('capability id', [checkoutB]);
      expect(checkoutB).not.toBe(checkoutA);
      await page.getByRole('button', { name: 'Pay $9.99', exact: true }).click();
      await page.waitForURL(new RegExp(`/paid/${refId}\\?cs=`));
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();

      // Back, page by page, until checkout A: nothing on the way offers a second payment.
      const pathA = `/test-checkout/${encodeURIComponent(checkoutA)}`;
      const way: string[] = [];
      for (let step = 0; step < 8 && way.at(-1) !== pathA; step += 1) {
        await page.goBack({ waitUntil: 'networkidle' });
        const path = new URL(page.url()).pathname;
        way.push(path);
        if (path !== pathA) await expectNoSecondPayment(page, path);
      }
      expect(way.at(-1), `went back through ${way.join(' <- ')}`).toBe(pathA);
      expect(way).toContain(`/session-checkout/${refId}`);
      await expectExpiredCheckout(page, viewport, `checkout A by the back button (${label})`);

      // Re-opened by its URL: the same, and the server refuses to take the money.
      await open(page, `/test-checkout/${encodeURIComponent(checkoutA)}`);
      await expectExpiredCheckout(page, viewport, `checkout A by its URL (${label})`);
      const view = await fetch(url(`/api/test-checkout/${encodeURIComponent(checkoutA)}`));
      expect(((await view.json()) as { status: string }).status).toBe('expired');
      const late = await post(`/api/test-checkout/${encodeURIComponent(checkoutA)}/pay`, {});
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
        'checkout_expired',
      );

      // What the pages show: paid once, and the session offers no payment.
      await open(page, `/session-checkout/${refId}`);
      await page.getByRole('heading', { name: 'This session is already paid' }).waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);

      // What the admin sees: exactly one payment of this session, and nothing to refund.
      const admin = await createAdmin(`back.button.${viewport.width}.${Date.now()}`, {
        totp: false,
      });
      const token = await apiLogin(admin);
      const payments = await paymentEvents(token, refId);
      expect(payments.recorded).toHaveLength(1);
      expect(payments.recorded[0]?.detail).toMatchObject({
        refDigest: capabilityDigest(refId),
        outcome: 'fulfils',
      });
      expect(payments.refundDue).toHaveLength(0);
      expectNoProblems(opened, `back button (${label})`);
    },
    LONG,
  );

  test('a checkout page opened before the other payment refuses to take money', async () => {
    // Checkout A stays open in a tab while the session is paid elsewhere (checkout B): its Pay
    // button is refused by the server (409), and the page turns into the expired state.
    const opened = await newPage(MOBILE);
    const { page } = opened;
    const { refId } = await submitAndPay(page);
    await partnerAnswers(refId);
    const checkout = await post('/api/session-checkout', { refId });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const { url: checkoutUrl } = (await checkout.json()) as { url: string };
    const checkoutB = decodeURIComponent(
      new URL(checkoutUrl, url('/')).pathname.split('/').pop() ?? '',
    );
    recordCanaries('capability id', [checkoutB]);
    const paid = await post(`/api/test-checkout/${encodeURIComponent(checkoutB)}/pay`, {});
    expect(paid.status, await paid.clone().text()).toBe(200);

    await page.getByRole('button', { name: 'Pay $9.99', exact: true }).click();
    await expectToast(
      page,
      'Payment Error',
      'This checkout has expired: it can no longer take a payment.',
    );
    await expectExpiredCheckout(page, MOBILE, 'checkout A refused with 409');
    expect(new URL(page.url()).pathname).toMatch(/^\/test-checkout\//);
    expectNoProblems(opened, 'stale checkout', /status of 409/);
  });
});
