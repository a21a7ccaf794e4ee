// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * Every journey reaches its end (issue 24): a way back from every cancel or failure (pay again
 * from /payment-cancel, /cancel/<refId> and 'Payment not confirmed yet'; /detonation resuming the
 * session this tab sent), /session-checkout waiting for both answers, Dual Scan saying it is not
 * for sale where it is chosen, and the test checkout bringing the person back to the origin they
 * used. The server under test listens on 127.0.0.1 with PUBLIC_URL naming 127.0.0.1
 * (scripts/built-server.mjs); the round trip is browsed as http://localhost:<port>, the other
 * loopback name, so a return to PUBLIC_URL would show as another origin (and lose the tab's
 * session storage). axe on every screen; no sideways scrolling at 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import {
  baseURL,
  checkScreen,
  DESKTOP,
  expectNoProblems,
  expectToast,
  linkTarget,
  MOBILE,
  open,
  setupBrowser,
  url,
  type Viewport,
} from './helpers/browser';
import { ANSWERS, answerPerson1, fillPerson1Details, post } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();
recordCanaries('name', ['Robin Hale', 'Casey Ward']);

const LONG = 150_000;

/** The server under test by its other loopback name (it listens on 127.0.0.1). */
function localhostUrl(path: string): string {
  const address = new URL(path, baseURL());
  address.hostname = 'localhost';
  return address.href;
}

type Seeded = { refId: string; submissionId: string; checkoutUrl: string };

/** A pay-first session through the real API; the partner answers only when asked. */
async function seedSession({ partner = false } = {}): Promise<Seeded> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  const submit = await post('/api/submit', {
    refId,
    person1: {
      name: 'Robin Hale',
      email: 'robin.logcanary@example.com',
      partnerName: 'Casey Ward',
    },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const { submissionId, checkoutUrl } = (await submit.json()) as Omit<Seeded, 'refId'>;
  recordCanaries('capability id', [refId, submissionId]);
  if (partner) await partnerAnswers(refId);
  return { refId, submissionId, checkoutUrl };
}

async function partnerAnswers(refId: string): Promise<void> {
  const answered = await post('/api/person2/submit', {
    refId,
    answers: answersFromList(partnerQuestions.map((question) => question.options[0])),
    source: 'choice',
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
}

const checkoutIdOf = (address: string) =>
  decodeURIComponent(new URL(address, baseURL()).pathname.split('/').pop() ?? '');

/** The built-in test checkout's page, its Pay button returned. */
async function onTestCheckout(page: Page) {
  await page.waitForURL(/\/test-checkout\/[^/?]+$/);
  await page.getByRole('note', { name: 'Test mode' }).waitFor();
  const pay = page.getByRole('button', { name: 'Pay $9.99', exact: true });
  await pay.waitFor();
  return pay;
}

/** The two-step /detonation flow up to 'Submit & Pay'; the page is on the test checkout. */
async function submitTwoStep(page: Page, start: string): Promise<void> {
  await open(page, start);
  await fillPerson1Details(page, {
    name: 'Robin Hale',
    email: 'robin.logcanary@example.com',
    partnerName: 'Casey Ward',
  });
  await answerPerson1(page);
  await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
}

describe('a way back from a cancelled checkout', () => {
  const runs = [
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const satisfies readonly (readonly [string, Viewport])[];

  test.each(runs)(
    'opened at localhost: cancel, /payment-cancel, /detonation resumes, pay again, all on localhost (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      await submitTwoStep(page, localhostUrl('/detonation'));
      await onTestCheckout(page);
      // The checkout is on the origin the person used, not on PUBLIC_URL (127.0.0.1).
      expect(new URL(page.url()).hostname).toBe('localhost');
      const checkoutA = checkoutIdOf(page.url());
      recordCanaries('capability id', [checkoutA]);

      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(/\/payment-cancel\?submission=sub_/);
      expect(new URL(page.url()).origin).toBe(new URL(localhostUrl('/')).origin);
      const submissionId = new URL(page.url()).searchParams.get('submission') ?? '';
      recordCanaries('capability id', [submissionId]);
      await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
      await page
        .getByText(/complete the payment later by contacting support, or try again now\./)
        .waitFor();
      await page.getByText(submissionId, { exact: true }).waitFor();
      // docs/product.md §2's button stays; the partner's invitation and a new checkout are offered.
      expect(await linkTarget(page.getByRole('link', { name: 'Back to Pricing' }))).toBe(
        '/pricing',
      );
      const invite = await linkTarget(page.getByRole('link', { name: 'Invite your partner' }));
      expect(invite).toMatch(/^\/text\/det_[A-Za-z0-9]{22}$/);
      const refId = invite.slice('/text/'.length);
      recordCanaries('capability id', [refId]);
      const tryAgain = page.getByRole('button', { name: 'Try Payment Again', exact: true });
      await tryAgain.waitFor();
      await checkScreen(page, viewport, `/payment-cancel payable (${label})`);

      // /detonation does not start over: this tab's session is resumed (same origin, same tab).
      await open(page, localhostUrl('/detonation'));
      await page.getByRole('heading', { level: 1, name: 'Pick up where you left off' }).waitFor();
      await page.getByText(/Your Detonation answers are saved and nothing was charged\./).waitFor();
      await page.getByText(submissionId, { exact: true }).waitFor();
      expect(await page.getByText('Question 1 of 10').count()).toBe(0);
      expect(await linkTarget(page.getByRole('link', { name: 'Invite your partner' }))).toBe(
        `/text/${refId}`,
      );
      await checkScreen(page, viewport, `/detonation resuming (${label})`);

      // Paying from there opens the same checkout again (nothing new to pay twice).
      await page.getByRole('button', { name: 'Try Payment Again', exact: true }).click();
      const pay = await onTestCheckout(page);
      expect(checkoutIdOf(page.url())).toBe(checkoutA);
      expect(new URL(page.url()).hostname).toBe('localhost');
      await pay.click();
      await page.waitForURL(/\/payment-success\?submission=/);
      expect(new URL(page.url()).hostname).toBe('localhost');
      // The confirmation waits a few seconds for the report e-mail: generous under load.
      await page
        .getByRole('heading', { level: 1, name: 'Payment Successful!' })
        .waitFor({ timeout: 60_000 });

      // Paid: /detonation says so and offers a new report, which starts afresh.
      await open(page, localhostUrl('/detonation'));
      await page.getByRole('heading', { level: 1, name: 'Your report is paid for' }).waitFor();
      expect(await linkTarget(page.getByRole('link', { name: 'See where it stands' }))).toBe(
        `/payment-success?submission=${submissionId}`,
      );
      expect(await page.getByRole('button', { name: 'Try Payment Again' }).count()).toBe(0);
      await checkScreen(page, viewport, `/detonation paid (${label})`);
      await page.getByRole('button', { name: 'Start a new report', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Detonation report' }).waitFor();
      await open(page, localhostUrl('/detonation'));
      await page.getByRole('heading', { level: 1, name: 'Your Detonation report' }).waitFor();
      expectNoProblems(opened, `way back (${label})`);
    },
    LONG,
  );

  test.each(runs)(
    '/cancel/<refId> shows the reference and pays again through /session-checkout (%s)',
    async (label, viewport) => {
      const { refId } = await seedSession({ partner: true });
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, `/session-checkout/${refId}`);
      await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();
      await onTestCheckout(page);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(url(`/cancel/${refId}`));
      await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
      await page.getByText('Your reference', { exact: true }).waitFor();
      await page.getByText(refId, { exact: true }).waitFor();
      await checkScreen(page, viewport, `/cancel payable (${label})`);
      await page.getByRole('link', { name: 'Try Payment Again', exact: true }).click();
      await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();
      const pay = await onTestCheckout(page);
      await pay.click();
      await page.waitForURL(new RegExp(`/paid/${refId}\\?cs=`));
      // The confirmation waits a few seconds for the report e-mail: generous under load.
      await page
        .getByRole('heading', { level: 1, name: 'Payment Successful!' })
        .waitFor({ timeout: 60_000 });
      expectNoProblems(opened, `/cancel pay again (${label})`);
    },
    LONG,
  );

  test('/cancel/<refId> offers no payment while an answer set is missing', async () => {
    const { refId } = await seedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, `/cancel/${refId}`);
    await page
      .getByText("Robin's answers are saved; Casey's answers are still to come.", { exact: true })
      .waitFor();
    await page.getByText(refId, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Try Payment Again' }).count()).toBe(0);
    expect(await linkTarget(page.getByRole('link', { name: 'Back to Sharing' }))).toBe(
      `/text/${refId}`,
    );
    await checkScreen(page, MOBILE, '/cancel waiting for the partner');
    expectNoProblems(opened, '/cancel waiting for the partner');
  });

  test("'Payment not confirmed yet' offers the checkout again", async () => {
    const { submissionId, checkoutUrl } = await seedSession();
    const checkoutId = checkoutIdOf(checkoutUrl);
    recordCanaries('capability id', [checkoutId]);
    const opened = await newPage(MOBILE);
    const { page } = opened;
    // Back from the checkout without paying it (e.g. the browser's back button).
    await open(page, `/payment-success?submission=${submissionId}&cs=${checkoutId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.getByText(submissionId, { exact: true }).waitFor();
    await checkScreen(page, MOBILE, '/payment-success not confirmed');
    await page.getByRole('button', { name: 'Try Payment Again', exact: true }).click();
    const pay = await onTestCheckout(page);
    expect(checkoutIdOf(page.url())).toBe(checkoutId);
    await pay.click();
    await page.waitForURL(/\/payment-success\?submission=/);
    // The confirmation waits a few seconds for the report e-mail: generous under load.
    await page
      .getByRole('heading', { level: 1, name: 'Payment Successful!' })
      .waitFor({ timeout: 60_000 });
    expectNoProblems(opened, 'not confirmed, paid again');
  });
});

describe('/session-checkout waits for both answers', () => {
  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    'disables payment and says what is missing; shows the server’s reason (%s)',
    async (label, viewport) => {
      const { refId } = await seedSession();
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, `/session-checkout/${refId}`);
      const proceed = page.getByRole('button', { name: 'Proceed to Payment', exact: true });
      await proceed.waitFor();
      expect(await proceed.isDisabled()).toBe(true);
      const why = "You can pay once both sets of answers are in. Still missing: Casey's answers.";
      await page.getByText(why, { exact: true }).waitFor();
      expect(await proceed.getAttribute('aria-describedby')).toBe('pay-waiting');
      expect(await linkTarget(page.getByRole('link', { name: "Get Casey's answers" }))).toBe(
        `/text/${refId}`,
      );
      await checkScreen(page, viewport, `/session-checkout waiting (${label})`);

      // The partner answers; 'Check again' enables the payment.
      await partnerAnswers(refId);
      await page.getByRole('button', { name: 'Check again', exact: true }).click();
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      expect(await proceed.isDisabled()).toBe(false);

      // Paid meanwhile elsewhere: the server's 409 says so, not a generic failure.
      const checkout = await post('/api/session-checkout', { refId });
      const { url: other } = (await checkout.json()) as { url: string };
      const paid = await post(`/api/test-checkout/${checkoutIdOf(other)}/pay`, {});
      expect(paid.status).toBe(200);
      await proceed.click();
      await expectToast(page, 'Payment Error', 'This session has already been paid for.');
      await page.getByRole('heading', { name: 'This session is already paid' }).waitFor();
      expectNoProblems(opened, `/session-checkout waiting (${label})`, /status of 409/);
    },
    LONG,
  );

  test("an unnamed partner is 'the partner' mid-sentence", async () => {
    const start = await post('/api/start-session', { productType: 'detonation' });
    const { refId } = (await start.json()) as { refId: string };
    recordCanaries('capability id', [refId]);
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, `/session-checkout/${refId}`);
    await page.getByRole('link', { name: "Get the partner's answers", exact: true }).waitFor();
    await page.getByText("The partner's answers", { exact: true }).waitFor();
    expect(await page.getByText(/Get The partner/).count()).toBe(0);
    await open(page, `/p2paste/${refId}`);
    await page.getByRole('heading', { level: 1, name: "Paste the partner's answers" }).waitFor();
    expectNoProblems(opened, 'unnamed partner');
  });
});

describe('where a choice leads', () => {
  test('Dual Scan says it is not available yet where it is chosen (D-03)', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, '/q/dual_scan');
    const dual = page.getByRole('radio', { name: 'Dual Scan + Compatibility $27.00' });
    expect(await dual.getAttribute('aria-checked')).toBe('true');
    expect(await dual.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Not available yet.', { exact: true }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'is not available yet' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      'Choose Detonation or Detonation + FOSM (Max) to get yours.',
    );
    await checkScreen(page, MOBILE, '/q/dual_scan notice');
    await page.getByRole('radio', { name: 'Detonation $9.99' }).click();
    await page.waitForURL(url('/q/detonation'));
    expect(await page.getByText(/is not available yet/).count()).toBe(0);
    expectNoProblems(opened, 'dual scan notice');
  });

  test('the step after the intake says why ten more questions come', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(
      page,
      '/detonation?tier=detonation&assessmentId=00000000-0000-4000-8000-000000000000',
    );
    await page
      .getByText(
        'Your intake is saved. The report reads your own words, so ten short open questions come next; your partner answers theirs after you.',
        { exact: true },
      )
      .waitFor();
    await checkScreen(page, MOBILE, '/detonation after the intake');
    await open(page, '/detonation');
    expect(await page.getByText(/Your intake is saved/).count()).toBe(0);
    expectNoProblems(opened, 'after the intake');
  });
});
