// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The payment pages (docs/product.md §2 payment pages, §4, §8, §9; D-08, D-11, D-12, D-19) against
 * the built server on the local provider (its test-mode checkout): partner first (/session-checkout
 * -> /test-checkout -> /paid), the cancel path, pay first (the two-step /detonation ->
 * /payment-success, then the partner on /p2 in a second browser context), the single page's
 * payment link, and the pages without their parameters. Sessions are seeded through the real
 * API; states the server cannot produce on demand (a failed confirmation, a failed delivery) are
 * answered by Playwright's request routing. axe on every screen at 375 px and on the desktop,
 * no sideways scrolling at 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  expectToast,
  linkTarget,
  MOBILE,
  open,
  setupBrowser,
  url,
  visibleText,
} from './helpers/browser';
import {
  ANSWERS,
  answerPartnerChoices,
  answerPerson1,
  fillPerson1Details,
  PARTNER_REPLIES,
  post,
  VIEWPORTS,
} from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { outboxMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();
recordCanaries('name', ['Sam Rivera', 'Jordan Lee', 'Alex Kim']);

const SUPPORT = 'support@msoul.app';
const LONG = 150_000;

type Seeded = { refId: string; submissionId: string; checkoutUrl: string };

/** A session through the real API: person 1's answers, and the partner's unless told not to. */
async function seedSession({
  partner = true,
  partnerEmail,
}: {
  partner?: boolean;
  partnerEmail?: string;
} = {}): Promise<Seeded> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Sam Rivera', email: 'sam.logcanary@example.com', partnerName: 'Jordan Lee' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const { submissionId, checkoutUrl } = (await submit.json()) as {
    submissionId: string;
    checkoutUrl: string;
  };
  recordCanaries('capability id', [refId, submissionId]);
  if (partner) {
    const answered = await post('/api/person2/submit', {
      refId,
      answers: answersFromList(partnerQuestions.map((question) => question.options[0])),
      source: 'choice',
      ...(partnerEmail ? { email: partnerEmail } : {}),
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
  }
  return { refId, submissionId, checkoutUrl };
}

/** Pays a fully answered session through the API on the test checkout; its checkout id. */
async function payThroughApi(refId: string): Promise<string> {
  const checkout = await post('/api/session-checkout', { refId });
  expect(checkout.status, await checkout.clone().text()).toBe(200);
  const { url: checkoutUrl } = (await checkout.json()) as { url: string };
  const checkoutId = decodeURIComponent(
    new URL(checkoutUrl, url('/')).pathname.split('/').pop() ?? '',
  );
  const paid = await post(`/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`, {});
  expect(paid.status, await paid.clone().text()).toBe(200);
  return checkoutId;
}

async function sessionView(refId: string): Promise<Record<string, unknown>> {
  const response = await fetch(url(`/api/sessions/${refId}`));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Holds requests to `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The analysis box once the server says 'sent'. The server waits a few seconds for the mail
 * server; when the report took longer, the page truthfully says 'being prepared' and a
 * 'Check again' asks once more (D-19).
 */
async function analysisSent(page: Page): Promise<string> {
  const sent = page.getByRole('heading', { name: 'Analysis Sent!' });
  const checkAgain = page.getByRole('button', { name: 'Check again', exact: true }).first();
  // Under load the report can take longer than the confirmation waits: like a person, press
  // 'Check again' (no polling on the page, D-19) until the sent box shows. The button may vanish
  // between the look and the click when the answer arrives, hence the short, tolerated click.
  await expect
    .poll(
      async () => {
        if (await sent.isVisible()) return true;
        if ((await checkAgain.isVisible()) && (await checkAgain.isEnabled())) {
          await checkAgain.click({ timeout: 1_000 }).catch(() => undefined);
        }
        return sent.isVisible();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
  const box = page.getByRole('region', { name: 'Analysis Sent!' });
  await box.waitFor();
  return visibleText(box);
}

/**
 * The built-in test checkout: banner, product, price; returns the Pay button. Whoever opened it
 * may be the partner, so it shows no e-mail address (no partner-side page carries one).
 */
async function expectTestCheckout(page: Page, { product }: { product: string }) {
  await page.waitForURL(/\/test-checkout\/[^/]+$/);
  const banner = page.getByRole('note', { name: 'Test mode' });
  await banner.waitFor();
  expect(await visibleText(banner)).toMatch(/no real money/);
  await page.getByText(product, { exact: true }).waitFor();
  expect(await visibleText(page.getByRole('region', { name: 'Checkout' }))).not.toMatch(/@/);
  expect(await page.title()).toBe('Test checkout | mSoul');
  const pay = page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ });
  await pay.waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  return pay;
}

describe('partner first: /session-checkout -> test checkout -> /paid', () => {
  const runs = [
    // A fresh address, so this run's e-mail can be told apart in the shared outbox.
    ['375 px, the partner left an e-mail', MOBILE, `jordan.${Date.now()}.logcanary@example.com`],
    ['desktop, no e-mail from the partner', DESKTOP, undefined],
  ] as const;

  test.each(runs)(
    'pays, confirms and says who the analysis went to (%s)',
    async (label, viewport, partnerEmail) => {
      const { refId } = await seedSession({ partnerEmail });
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, `/session-checkout/${refId}`);
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();

      const pay = await expectTestCheckout(page, { product: 'Detonation' });
      expect(await pay.innerText()).toBe('Pay $9.99');
      await checkScreen(page, viewport, `/test-checkout open (${label})`);

      // The confirmation is held so the 'Confirming Payment...' state can be seen.
      const release = await hold(page, '**/api/session-confirm');
      await pay.click();
      await page.waitForURL(new RegExp(`/paid/${refId}\\?cs=`));
      const confirming = page.getByRole('status').filter({ hasText: 'Confirming Payment...' });
      await confirming.waitFor();
      await checkScreen(page, viewport, `/paid confirming (${label})`);
      release();

      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      const text = await analysisSent(page);
      if (partnerEmail) {
        expect(text).toContain('emailed to both partners');
      } else {
        expect(text).toContain('emailed to Sam');
        expect(text).not.toContain('both partners');
      }
      await expectToast(page, 'Payment Confirmed!', 'Your analysis has been sent via email.');
      if (partnerEmail) {
        // The partner's copy is in the server's outbox, once, with the PDF attached.
        const mails = outboxMailsTo(partnerEmail);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain('Content-Type: application/pdf');
        expect(mails[0]).toContain('msoul-report.pdf');
      }
      expect(await page.title()).toBe('Payment Successful! | mSoul');
      await page.getByRole('heading', { name: "What's next" }).waitFor();
      expect(
        await linkTarget(page.getByRole('link', { name: 'Return to Home', exact: true })),
      ).toBe('/');
      expect(await linkTarget(page.getByRole('link', { name: SUPPORT }))).toBe(`mailto:${SUPPORT}`);
      await checkScreen(page, viewport, `/paid sent (${label})`);
      await page.unroute('**/api/session-confirm');

      // A reload asks again: still fine, and the session is paid once.
      const paidUrl = page.url();
      await open(page, new URL(paidUrl).pathname + new URL(paidUrl).search);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await analysisSent(page);
      expect(await sessionView(refId)).toMatchObject({ state: 'paid', person2CanAnswer: false });

      // The checkout page offers no second payment, and says the report went out (it did).
      await open(page, `/session-checkout/${refId}`);
      await page.getByRole('heading', { name: 'This session is already paid' }).waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);
      await page
        .getByText(
          `Nothing more to pay or do here. The report was e-mailed to ${partnerEmail ? 'Sam and Jordan' : 'Sam'}.`,
          { exact: true },
        )
        .waitFor();

      // A checkout left in another tab returns to /cancel: the session is paid, so no 'no charges'.
      await open(page, `/cancel/${refId}`);
      await page
        .getByRole('heading', { level: 1, name: 'This analysis is already paid' })
        .waitFor();
      expect(await page.getByText(/no charges were made/i).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Analysis Sent!' }).waitFor();
      await checkScreen(page, viewport, `/cancel of a paid session (${label})`);
      expectNoProblems(opened, `partner-first (${label})`);
    },
    LONG,
  );

  test.each(VIEWPORTS)('Cancel goes to /cancel with its buttons (%s)', async (label, viewport) => {
    const { refId } = await seedSession();
    const opened = await newPage(viewport);
    const { page } = opened;
    await open(page, `/session-checkout/${refId}`);
    await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();
    await expectTestCheckout(page, { product: 'Detonation' });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // PUBLIC_URL may name another host for this server (localhost vs 127.0.0.1): match the path.
    await page.waitForURL(new RegExp(`/cancel/${refId}$`));
    await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
    await page
      .getByText('Your payment was cancelled. No charges were made.', { exact: true })
      .waitFor();
    await page
      .getByText("Both partners' answers are saved, so you can pay whenever you are ready.")
      .waitFor();
    expect(await page.title()).toBe('Payment Cancelled | mSoul');
    const targets = {
      'Try Payment Again': `/session-checkout/${refId}`,
      'Back to Sharing': `/text/${refId}`,
      'Return to Home': '/',
    };
    for (const [name, target] of Object.entries(targets)) {
      expect(await linkTarget(page.getByRole('link', { name, exact: true }))).toBe(target);
    }
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, viewport, `/cancel (${label})`);
    expect(await sessionView(refId)).toMatchObject({ state: 'answered' });

    await page.getByRole('link', { name: 'Try Payment Again', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).waitFor();
    expectNoProblems(opened, `cancel path (${label})`);
  });

  test('/cancel says which answers are saved when a set is missing', async () => {
    const { refId } = await seedSession({ partner: false });
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, `/cancel/${refId}`);
    await page
      .getByText("Sam's answers are saved; Jordan's answers are still to come.", { exact: true })
      .waitFor();
    expect(await page.getByText("Both partners' answers are saved").count()).toBe(0);
    await checkScreen(page, MOBILE, '/cancel partner missing');
    expectNoProblems(opened, '/cancel partner missing');
  });
});

describe('pay first: the two-step /detonation -> /payment-success', () => {
  test(
    'pays, invites the partner, and the report goes out once they answer',
    async () => {
      const opened = await newPage(MOBILE);
      const { page } = opened;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, '/detonation');
      await fillPerson1Details(page, {
        name: 'Sam Rivera',
        email: 'sam.logcanary@example.com',
        partnerName: 'Alex Kim',
      });
      await answerPerson1(page);
      await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();

      const pay = await expectTestCheckout(page, { product: 'Detonation' });
      await pay.click();
      await page.waitForURL(/\/payment-success\?submission=/);
      const submissionId = new URL(page.url()).searchParams.get('submission') ?? '';
      expect(new URL(page.url()).searchParams.get('cs')).toBeTruthy();
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await page.getByText(/Your report will be emailed within 24-48 hours, once Alex/).waitFor();
      const invite = page.getByRole('link', { name: 'Invite your partner', exact: true });
      const sharePath = await linkTarget(invite);
      expect(sharePath).toMatch(/^\/text\/det_[A-Za-z0-9]{22}$/);
      const refId = sharePath.slice('/text/'.length);
      // Nothing was mailed yet and no report is being written: the lines say what comes next.
      for (const line of [
        'Secure payment processed',
        'Your data is encrypted and stored securely',
        'Report generation starts once Alex answers',
        'Your email goes out as soon as the report is ready',
      ]) {
        await page.getByText(line, { exact: true }).waitFor();
      }
      expect(await page.getByText('Email confirmation sent').count()).toBe(0);
      expect(await page.getByText('Report generation in progress').count()).toBe(0);
      await page.getByText(submissionId, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, 'Copied!', 'Submission ID copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(submissionId);
      await page.getByRole('link', { name: SUPPORT }).waitFor();
      await checkScreen(page, MOBILE, '/payment-success waiting for the partner');
      expect(await sessionView(refId)).toMatchObject({ state: 'paid_awaiting_answers' });

      // The partner answers on /p2 in a second browser context.
      const partner = await newPage(DESKTOP);
      const p2 = partner.page;
      await open(p2, `/p2/${refId}`);
      await answerPartnerChoices(p2);
      await p2
        .getByLabel('Your e-mail (optional)', { exact: true })
        .fill('alex.logcanary@example.com');
      await p2.getByRole('button', { name: 'Submit Answers', exact: true }).click();
      // The session is paid: the toast speaks of no payment.
      await expectToast(
        p2,
        'Success!',
        "Your answers have been submitted. The analysis is already paid for, so there's nothing to pay.",
      );
      expect(await p2.getByText(/Redirecting to payment/).count()).toBe(0);
      await p2.waitForURL(url(`/session-checkout/${refId}`));
      await p2.getByRole('heading', { name: 'This session is already paid' }).waitFor();

      // Person 1 checks again (no polling, D-19): the analysis went to both of them.
      await page.getByRole('button', { name: 'Check again', exact: true }).first().click();
      const text = await analysisSent(page);
      expect(text).toContain('emailed to both partners');
      expect(await page.getByRole('link', { name: 'Invite your partner' }).count()).toBe(0);
      await page.getByText('Email confirmation sent', { exact: true }).waitFor();
      await checkScreen(page, MOBILE, '/payment-success sent');
      expect(await sessionView(refId)).toMatchObject({ state: 'paid' });

      // Back on the checkout's cancel page: it is paid, so the page does not say 'no charges'.
      await open(page, `/payment-cancel?submission=${submissionId}`);
      await page
        .getByRole('heading', { level: 1, name: 'This submission is already paid' })
        .waitFor();
      expect(await page.getByText(/no charges were made/i).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Payment Cancelled' }).count()).toBe(0);
      expect(await linkTarget(page.getByRole('link', { name: 'See your payment' }))).toBe(
        `/payment-success?submission=${submissionId}`,
      );
      await checkScreen(page, MOBILE, '/payment-cancel of a paid submission');
      expectNoProblems(opened, 'pay first, person 1');
      expectNoProblems(partner, 'pay first, partner');
    },
    LONG,
  );
});

describe('the single page: payment link -> test checkout -> /paid', () => {
  test(
    'submits both sets of answers and pays on the test checkout',
    async () => {
      const opened = await newPage(DESKTOP);
      const { page } = opened;
      await open(page, '/q/detonation');
      await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
      await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example.com');
      await page.getByLabel("Partner's name", { exact: true }).fill('Alex Kim');
      for (const [i, answer] of ANSWERS.entries()) {
        await page.getByLabel(new RegExp(`^${i + 1}\\. `)).fill(answer);
      }
      await page
        .getByLabel('Their numbered replies', { exact: true })
        .fill(PARTNER_REPLIES.map((reply, i) => `${i + 1}. ${reply}`).join('\n'));
      // The server's answer is read on its way to the page (the page leaves at once).
      const accepted: { refId: string; paymentUrl: string }[] = [];
      await page.route('**/api/email-submission', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        accepted.push(json);
        await route.fulfill({ response, json });
      });
      await page.getByRole('button', { name: /^Pay & Submit/ }).click();
      await page.waitForURL(/\/test-checkout\//);
      const { refId, paymentUrl } = accepted[0] ?? { refId: '', paymentUrl: '' };
      expect(refId).toMatch(/^det_/);
      // Relative: the test checkout is a page of this site, on the origin the person uses.
      expect(new URL(paymentUrl, url('/')).pathname).toBe('/test-checkout/link/detonation');
      expect(paymentUrl.startsWith('/test-checkout/link/')).toBe(true);

      const pay = await expectTestCheckout(page, { product: 'Detonation' });
      await checkScreen(page, DESKTOP, '/test-checkout from the payment link');
      await pay.click();
      await page.waitForURL(new RegExp(`/paid/${refId}\\?cs=`));
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      const text = await analysisSent(page);
      // The single page has no address for the partner (D-12): only Sam is named.
      expect(text).toContain('emailed to Sam');
      expect(text).not.toContain('both partners');
      expect(await sessionView(refId)).toMatchObject({ state: 'paid' });

      // The older /payment-success with the provider's id: this tab's stored reference lets the
      // server confirm it, so after the 3 s processing view it says what happened.
      const cs = new URL(page.url()).searchParams.get('cs') ?? '';
      const started = Date.now();
      await page.goto(`/payment-success?session_id=${cs}`);
      await page.getByRole('status').filter({ hasText: 'Processing your payment...' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      await page.getByRole('heading', { name: 'Analysis Sent!' }).waitFor();
      await page.getByText(cs.slice(0, 8), { exact: true }).waitFor();
      await checkScreen(page, DESKTOP, '/payment-success?session_id confirmed');
      // Another id is no payment of this session.
      await page.goto('/payment-success?session_id=cs_local_not_this_one');
      await page
        .getByRole('heading', { level: 1, name: "We couldn't find this payment" })
        .waitFor();
      expect(await page.getByText('Payment Successful!').count()).toBe(0);

      // The same payment link again finds the paid checkout instead of charging twice.
      await open(page, paymentUrl);
      await page.getByRole('heading', { name: 'This checkout is already paid' }).waitFor();
      expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      expectNoProblems(opened, 'single page', /status of 404/);
    },
    LONG,
  );
});

describe('pages without their parameters, and the older pages', () => {
  test.each(VIEWPORTS)(
    '/payment-success?session_id= processes for 3 s, then says it cannot check an unknown payment (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      const started = Date.now();
      // No reference in the URL, none stored in this browser: nothing to confirm it against.
      await page.goto('/payment-success?session_id=cs_test_12345678abc');
      await page.getByRole('status').filter({ hasText: 'Processing your payment...' }).waitFor();
      await checkScreen(page, viewport, `/payment-success processing (${label})`);
      await page
        .getByRole('heading', { level: 1, name: "We can't check this payment from here" })
        .waitFor();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      expect(await page.getByText('Payment Successful!').count()).toBe(0);
      expect(await page.getByText(/10-15 minutes/).count()).toBe(0);
      await page.getByText('cs_test_', { exact: true }).waitFor();
      expect(await page.getByText('cs_test_12345678abc').count()).toBe(0);
      expect(await linkTarget(page.getByRole('link', { name: SUPPORT }))).toBe(`mailto:${SUPPORT}`);
      await checkScreen(page, viewport, `/payment-success older page, unknown (${label})`);
      expectNoProblems(opened, `/payment-success?session_id (${label})`);
    },
  );

  test('/payment-success?session_id=&ref= says the fixed words (docs/product.md §11) only when the server confirms', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    const confirmed = {
      ok: true,
      message: 'x',
      paid: true,
      analysis: 'preparing',
      recipients: ['person1'],
      person1Name: 'Sam',
      partnerName: 'Jordan',
    };
    const asked: unknown[] = [];
    await page.route('**/api/session-confirm', async (route) => {
      asked.push(route.request().postDataJSON());
      await route.fulfill({ json: confirmed });
    });
    const started = Date.now();
    await page.goto(
      '/payment-success?session_id=cs_test_12345678abc&ref=det_0000000000000000000000',
    );
    await page.getByRole('status').filter({ hasText: 'Processing your payment...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(asked).toEqual([
      { refId: 'det_0000000000000000000000', checkoutSessionId: 'cs_test_12345678abc' },
    ]);
    await page
      .getByText('Your report is being generated and will be ready within 10-15 minutes.', {
        exact: true,
      })
      .waitFor();
    await page.getByText('cs_test_', { exact: true }).waitFor();
    expect(await linkTarget(page.getByRole('link', { name: 'Return to Home' }))).toBe('/');
    expect(await linkTarget(page.getByRole('link', { name: 'See real examples' }))).toBe('/proof');
    await checkScreen(page, MOBILE, '/payment-success older page, confirmed');
    await page.unroute('**/api/session-confirm');

    // The real server knows no such payment: said plainly, with the support address.
    await page.goto(
      '/payment-success?session_id=cs_test_12345678abc&ref=det_0000000000000000000000',
    );
    await page.getByRole('heading', { level: 1, name: "We couldn't find this payment" }).waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, MOBILE, '/payment-success older page, not found');
    expectNoProblems(opened, '/payment-success?session_id&ref', /status of 404/);
  });

  test('/payment-success with no parameter goes to /pricing', async () => {
    const { page } = await newPage(MOBILE);
    await page.goto('/payment-success');
    await page.waitForURL(url('/pricing'));
  });

  test('/paid without cs: Invalid Payment, then /pricing', async () => {
    const { page } = await newPage(MOBILE);
    await page.goto('/paid/det_0000000000000000000000');
    await expectToast(page, 'Invalid Payment', 'Missing payment information. Please try again.');
    await page.getByRole('heading', { level: 1, name: 'Missing payment information' }).waitFor();
    await page.waitForURL(url('/pricing'));
  });

  test.each(VIEWPORTS)(
    '/thank-you says Payment Successful only for a paid reference; /success is the same page (%s)',
    async (label, viewport) => {
      const paid = await seedSession();
      await payThroughApi(paid.refId);
      const unpaid = await seedSession();
      const opened = await newPage(viewport);
      const { page } = opened;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `/thank-you?ref=${paid.refId}`);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
      expect(await page.title()).toBe('Payment Successful | mSoul');
      await page.getByText(paid.refId, { exact: true }).waitFor();
      for (const step of ['Submission matching', 'Analysis', 'PDF report', 'Payment receipt']) {
        await page.getByText(step, { exact: true }).waitFor();
      }
      await page.getByText(/within 24 hours/).waitFor();
      await page.getByText(/same email address for the form and for the payment/).waitFor();
      expect(await linkTarget(page.getByRole('link', { name: 'Return to Home' }))).toBe('/');
      expect(await linkTarget(page.getByRole('link', { name: 'Start another analysis' }))).toBe(
        '/detonation',
      );
      await checkScreen(page, viewport, `/thank-you (${label})`);
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paid.refId);
      await page.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4_000 });

      // An unpaid reference: not confirmed, with the way to pay that exists.
      await open(page, `/thank-you?ref=${unpaid.refId}`);
      await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
      expect(await page.getByText('Payment Successful', { exact: true }).count()).toBe(0);
      expect(await linkTarget(page.getByRole('link', { name: 'Try Payment Again' }))).toBe(
        `/session-checkout/${unpaid.refId}`,
      );
      await page.getByRole('link', { name: SUPPORT }).waitFor();
      await checkScreen(page, viewport, `/thank-you unpaid (${label})`);

      // A reference the server does not know.
      await open(page, '/thank-you?ref=det_ABCdef1234567890123456');
      await page
        .getByRole('heading', { level: 1, name: "We couldn't find this reference" })
        .waitFor();
      expect(await page.getByText('Payment Successful', { exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: SUPPORT }).waitFor();

      // /success without a reference cannot check anything, and says so (D-11).
      await open(page, '/success');
      await page
        .getByRole('heading', { level: 1, name: "We can't check your payment from here" })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
      expect(await page.getByText('Payment Successful', { exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: SUPPORT }).waitFor();
      await checkScreen(page, viewport, `/success without a reference (${label})`);

      // The single page's stored record is the fallback.
      await page.evaluate(
        (refId) =>
          sessionStorage.setItem(
            'msoul:single-page:submission',
            JSON.stringify({ refId, productType: 'detonation' }),
          ),
        paid.refId,
      );
      await open(page, '/success');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
      await page.getByText(paid.refId, { exact: true }).waitFor();
      expectNoProblems(opened, `/thank-you (${label})`, /status of 404/);
    },
  );

  test.each(VIEWPORTS)('/payment-cancel keeps the submission (%s)', async (label, viewport) => {
    const { submissionId } = await seedSession({ partner: false });
    const opened = await newPage(viewport);
    const { page } = opened;
    await open(page, `/payment-cancel?submission=${submissionId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
    await page.getByText(/complete the payment later by contacting support/).waitFor();
    await page.getByText(submissionId, { exact: true }).waitFor();
    await page.getByText(/valid for 30 days/).waitFor();
    expect(await linkTarget(page.getByRole('link', { name: 'Back to Pricing' }))).toBe('/pricing');
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    // The partner has not answered: /session-checkout cannot take it, but pay first can (D-08):
    // the submission's own checkout is offered again (issue 24), beside the partner's invitation.
    expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Try Payment Again', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Invite your partner', exact: true }).waitFor();
    await checkScreen(page, viewport, `/payment-cancel (${label})`);

    // An unknown submission claims nothing about charges; it says so, with the support address.
    await open(page, '/payment-cancel?submission=sub_unknown');
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(await page.getByText(/charge/i).count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, viewport, `/payment-cancel unknown (${label})`);
    expectNoProblems(opened, `/payment-cancel (${label})`, /status of 404/);
  });

  test('unknown checkouts and links say they do not work', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, '/test-checkout/cs_local_unknown');
    await page.getByRole('heading', { level: 1, name: 'This checkout does not exist' }).waitFor();
    await checkScreen(page, MOBILE, '/test-checkout unknown');
    await open(page, '/test-checkout/link/dual_scan?client_reference_id=det_x');
    await page
      .getByRole('heading', { level: 1, name: 'This payment link does not work' })
      .waitFor();
    await open(page, '/payment-success?submission=sub_unknown&cs=cs_local_anything');
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, MOBILE, '/payment-success unknown');

    // /paid of an unknown session: no 'Payment Successful!', the support address instead.
    await open(page, '/paid/det_0000000000000000000000?cs=cs_local_anything');
    await expectToast(
      page,
      'Confirmation Error',
      'There was an issue confirming your payment. Please contact support.',
    );
    await page.getByRole('heading', { level: 1, name: "We couldn't find this payment" }).waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, MOBILE, '/paid unknown');

    // /cancel of an unknown session claims nothing about charges and offers no payment.
    await open(page, '/cancel/det_0000000000000000000000');
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(await page.getByText(/charges/i).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, MOBILE, '/cancel unknown');
    expectNoProblems(opened, 'unknown links', /status of 404/);
  });
});

describe('/paid says only what the server says (D-12, D-19)', () => {
  const confirmAnswer = (overrides: Record<string, unknown>) => ({
    ok: true,
    message: 'x',
    paid: true,
    analysis: 'sent',
    recipients: ['person1'],
    person1Name: 'Sam',
    partnerName: 'Jordan',
    ...overrides,
  });

  async function paidWith(page: Page, answers: Record<string, unknown>[]): Promise<void> {
    let call = 0;
    await page.route('**/api/session-confirm', async (route) => {
      const json = answers[Math.min(call, answers.length - 1)];
      call += 1;
      await route.fulfill({ json });
    });
    await open(page, '/paid/det_0000000000000000000000?cs=cs_local_x');
  }

  test('a failed confirmation: the toast, and no claim of a payment it could not see', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    let answers = 0;
    await page.route('**/api/session-confirm', async (route) => {
      answers += 1;
      if (answers === 1) {
        await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } });
      } else {
        await route.fulfill({ json: confirmAnswer({}) });
      }
    });
    await open(page, '/paid/det_0000000000000000000000?cs=cs_local_x');
    await expectToast(
      page,
      'Confirmation Error',
      'There was an issue confirming your payment. Please contact support.',
    );
    await page.getByRole('heading', { level: 1, name: "We couldn't check your payment" }).waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Analysis Sent!' }).count()).toBe(0);
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, MOBILE, '/paid confirmation error');
    // Checking again asks once more; now the server confirms it.
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page.getByRole('heading', { name: 'Analysis Sent!' }).waitFor();
    expectNoProblems(opened, '/paid confirmation error', /status of 500/);
  });

  test('preparing, then sent after Check again', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await paidWith(page, [confirmAnswer({ analysis: 'preparing' }), confirmAnswer({})]);
    await page.getByRole('heading', { name: 'Your analysis is being prepared' }).waitFor();
    await page.getByText(/will arrive by e-mail shortly/).waitFor();
    expect(await page.getByText('Payment Confirmed!').count()).toBe(0);
    await checkScreen(page, MOBILE, '/paid preparing');
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByRole('heading', { name: 'Analysis Sent!' }).waitFor();
    await expectToast(page, 'Payment Confirmed!', 'Your analysis has been sent via email.');
    expectNoProblems(opened, '/paid preparing');
  });

  test('waiting for the partner, failed delivery, and not paid yet', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await paidWith(page, [confirmAnswer({ analysis: 'waiting_for_partner' })]);
    await page.getByRole('heading', { name: "Waiting for Jordan's answers" }).waitFor();
    await page.getByText(/will be sent as soon as Jordan answers/).waitFor();
    expect(await linkTarget(page.getByRole('link', { name: 'Invite your partner' }))).toBe(
      '/text/det_0000000000000000000000',
    );
    await checkScreen(page, DESKTOP, '/paid waiting for the partner');
    await page.unroute('**/api/session-confirm');

    await paidWith(page, [confirmAnswer({ analysis: 'failed' })]);
    await page.getByRole('heading', { name: "We couldn't send your analysis" }).waitFor();
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, DESKTOP, '/paid failed');
    await page.unroute('**/api/session-confirm');

    await paidWith(page, [confirmAnswer({ paid: false, analysis: 'preparing' })]);
    await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Check again', exact: true }).waitFor();
    await page.getByRole('link', { name: SUPPORT }).waitFor();
    await checkScreen(page, DESKTOP, '/paid not paid');
    expectNoProblems(opened, '/paid states', /status of 404/);
  });

  test('an unpaid checkout of a session: the way to pay, or that it is already paid', async () => {
    // The real server: the checkout 'Submit & Pay' opened, left unpaid.
    const { refId, checkoutUrl } = await seedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    const left = decodeURIComponent(new URL(checkoutUrl, url('/')).pathname.split('/').pop() ?? '');
    await open(page, `/paid/${refId}?cs=${encodeURIComponent(left)}`);
    await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
    expect(await linkTarget(page.getByRole('link', { name: 'Try Payment Again' }))).toBe(
      `/session-checkout/${refId}`,
    );
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await checkScreen(page, MOBILE, '/paid unpaid checkout');

    // Paid another way since: this checkout is no payment, but the analysis is paid.
    await payThroughApi(refId);
    await open(page, `/paid/${refId}?cs=${encodeURIComponent(left)}`);
    await page.getByRole('heading', { level: 1, name: 'This analysis is already paid' }).waitFor();
    expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
    expect(await linkTarget(page.getByRole('link', { name: 'See where it stands' }))).toBe(
      `/session-checkout/${refId}`,
    );
    await checkScreen(page, MOBILE, '/paid left checkout of a paid session');
    expectNoProblems(opened, '/paid unpaid checkout');
  });
});
