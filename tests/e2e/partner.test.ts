// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The partner side of the paid couple flow (docs/product.md §2 'Paired paid flow', §4, §5, §8, §9;
 * D-06, D-12, D-16, D-18, D-19, D-21): a session seeded through the real API, person 1 on /text and
 * the partner on /p2 in two browser contexts, /p2paste, /session-checkout, the not-found and error
 * states, axe on every screen at 375 px and on the desktop, no sideways scrolling at 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  MOBILE,
  type OpenedPage,
  open,
  settleAnimations,
  setupBrowser,
  url,
  type Viewport,
  visibleText,
} from './helpers/browser';
import { answerPartnerChoices } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();

const PERSON1_ANSWERS = [
  'Calm and warm, with music on and nobody rushing anywhere.',
  'They think I am cold when I am only shy at first.',
  'Being known fully and still being chosen every single day.',
  'My grandparents, who argued loudly and made up quickly.',
  'Take a week off work and travel somewhere by train.',
  'Choosing each other again even when it is inconvenient.',
  'Coffee together, work, a walk after dinner, early night.',
  'Last weekend at my sister house, laughing about old photos.',
  'I go quiet; I want a hug and a cup of tea.',
  'Time for friends and hobbies without having to explain it.',
];

const PASTED = [
  'We talk it through the same evening, calmly.',
  'Honesty matters most to me, even when it hurts.',
  'I show love by cooking and doing small favours.',
  'We decide together after sleeping on it once.',
  'I need one quiet evening a week for myself.',
  'I want them to listen before offering any advice.',
  'Shared account for bills, our own money otherwise.',
  'Emotional intimacy means being safe to cry freely.',
  'We back each other first and talk later privately.',
  'Mostly routine with a surprise trip now and then.',
];

recordCanaries('answer', [...PERSON1_ANSWERS, ...PASTED]);
recordCanaries('name', ['Sam Rivera', 'Jordan Lee']);

const SUPPORT = 'support@msoul.app';
const SUCCESS = 'Your answers have been submitted. Redirecting to payment...';
const REPLACED = 'Your new answers replaced the ones sent before. Redirecting to payment...';
const PAYMENT_FAILED = 'Failed to start payment process. Please try again.';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A session through the real API; with person 1's ten answers unless `answered` is false. */
async function seedSession({ answered = true } = {}): Promise<string> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  expect(refId).toMatch(/^det_[A-Za-z0-9]{22}$/);
  recordCanaries('capability id', [refId]);
  if (!answered) return refId;
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Sam Rivera', email: 'sam.logcanary@example.com', partnerName: 'Jordan Lee' },
    answers: answersFromList(PERSON1_ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  return refId;
}

/**
 * One session for the tests that change nothing on the server (their writes are intercepted),
 * so that the file stays well under the per-IP limit of new sessions.
 */
let shared: Promise<string> | undefined;
function sharedSession(): Promise<string> {
  shared ??= seedSession();
  return shared;
}

async function a11y(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

/** Nothing wider than the viewport: no sideways scrolling at 375 px. */
async function expectNoOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/** axe, and at 375 px the overflow check, on the screen as it is now. */
async function checkScreen(page: Page, viewport: Viewport, label: string): Promise<void> {
  await a11y(page, label);
  if (viewport.width === MOBILE.width) await expectNoOverflow(page, label);
}

/** Console errors apart from the browser's own lines for failed requests the test expected. */
function expectNoProblems(opened: OpenedPage, label: string, expected: string[] = []): void {
  const unexpected = opened.problems.filter(
    (line) => !expected.some((failure) => line.includes(failure)),
  );
  expect(unexpected, `console errors on ${label}`).toEqual([]);
}

async function toast(page: Page, title: string, description: string): Promise<void> {
  await page.getByText(title, { exact: true }).waitFor();
  await page.getByText(description, { exact: true }).waitFor();
}

/** Waits for the redirect to checkout and returns how long after `since` it came. */
async function redirectedToCheckout(page: Page, refId: string, since: number): Promise<number> {
  await page.waitForURL(url(`/session-checkout/${refId}`));
  return Date.now() - since;
}

describe('partner pages', () => {
  const runs: [string, Viewport, Viewport][] = [
    ['person 1 at 375 px, partner on the desktop', MOBILE, DESKTOP],
    ['person 1 on the desktop, partner at 375 px', DESKTOP, MOBILE],
  ];

  test.each(runs)('person 1 shares, the partner answers on /p2 (%s)', async (label, v1, v2) => {
    const refId = await seedSession();

    // Person 1: the sharing page.
    const person1 = await newPage(v1);
    const { page } = person1;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    expect((await open(page, `/text/${refId}`)).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Send the questions to Jordan' }).waitFor();
    await page.getByText('For Sam and Jordan', { exact: true }).waitFor();
    expect(await page.title()).toBe('Share the questions with your partner | mSoul');
    const link = await page.getByLabel("Partner's link").inputValue();
    expect(link).toBe(url(`/p2/${refId}`));
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The confirmation shows for 2 seconds (docs/product.md §9).
    await page.getByRole('button', { name: 'Copy link', exact: true }).waitFor({ timeout: 4_000 });

    const listed = page
      .getByRole('list', { name: "The partner's questions" })
      .getByRole('listitem');
    expect(await listed.allInnerTexts()).toEqual(
      partnerQuestions.map((question, i) => `${i + 1}. ${question.text}`),
    );
    await page.getByRole('button', { name: 'Copy all questions', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(link);
    for (const [i, question] of partnerQuestions.entries()) {
      expect(copied).toContain(`\n${i + 1}. ${question.text}`);
    }

    await page.getByText('Sam has answered', { exact: true }).waitFor();
    await page.getByText("Jordan hasn't answered yet", { exact: true }).waitFor();
    const paste = page.getByRole('link', { name: 'Paste their answers', exact: true });
    expect(await paste.getAttribute('href')).toBe(`/p2paste/${refId}`);
    const proceed = page.getByRole('link', { name: 'Proceed to payment', exact: true });
    expect(await proceed.getAttribute('href')).toBe(`/session-checkout/${refId}`);
    // Checking before the partner answered tells the same, and when it asked (D-19).
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByText(/^Checked at /).waitFor();
    await page.getByText("Jordan hasn't answered yet", { exact: true }).waitFor();
    await checkScreen(page, v1, `/text waiting (${label})`);

    // The partner, in a separate browser context.
    const partner = await newPage(v2);
    const p2 = partner.page;
    p2.on('dialog', (dialog) => {
      throw new Error(`unexpected window dialog: ${dialog.message()}`);
    });
    expect((await open(p2, new URL(link).pathname)).status()).toBe(200);
    await p2.getByText('Sam asked you to answer 10 quick questions', { exact: true }).waitFor();
    await checkScreen(p2, v2, `/p2 question 1 (${label})`);
    const previous = p2.getByRole('button', { name: 'Previous', exact: true });
    const progress = p2.getByRole('progressbar', { name: 'Your progress' });
    const radios = p2.getByRole('radiogroup').getByRole('radio');

    for (let step = 1; step <= 10; step += 1) {
      await p2.getByText(`Question ${step} of 10`, { exact: true }).waitFor();
      await p2.getByRole('heading', { level: 1, name: partnerQuestions[step - 1]?.text }).waitFor();
      expect(await progress.getAttribute('aria-valuenow')).toBe(String(step));
      expect(await radios.count()).toBe(4);
      expect(await previous.isDisabled(), `Previous on question ${step}`).toBe(step === 1);
      const forward = p2.getByRole('button', {
        name: step === 10 ? 'Submit Answers' : 'Next',
        exact: true,
      });
      expect(await forward.isDisabled(), `question ${step} waits for an answer`).toBe(true);
      await radios.nth(step % 4).click();
      expect(await forward.isDisabled()).toBe(false);
      if (step === 2) {
        // Going back keeps the answer (docs/product.md §4).
        await previous.click();
        await p2.getByText('Question 1 of 10', { exact: true }).waitFor();
        expect(await radios.nth(1).isChecked()).toBe(true);
        await p2.getByRole('button', { name: 'Next', exact: true }).click();
        await p2.getByText('Question 2 of 10', { exact: true }).waitFor();
        expect(await radios.nth(2).isChecked()).toBe(true);
      }
      if (step === 5) {
        // A reload keeps the answers and resumes at the first open question (D-21).
        await open(p2, new URL(link).pathname);
        await p2.getByText('Question 6 of 10', { exact: true }).waitFor();
        await previous.click();
        await p2.getByText('Question 5 of 10', { exact: true }).waitFor();
        expect(await radios.nth(1).isChecked()).toBe(true);
      }
      if (step < 10) await forward.click();
    }

    // The last step asks for an optional address (D-12), checked only when filled.
    const email = p2.getByLabel('Your e-mail (optional)', { exact: true });
    await email.fill('jordan@');
    await p2.getByRole('button', { name: 'Submit Answers', exact: true }).click();
    await p2
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid email address.' })
      .waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(p2.url()).pathname).toBe(`/p2/${refId}`);
    await checkScreen(p2, v2, `/p2 question 10 with the e-mail message (${label})`);
    await email.fill('jordan.logcanary@example.com');
    const submittedAt = Date.now();
    await p2.getByRole('button', { name: 'Submit Answers', exact: true }).click();
    await toast(p2, 'Success!', SUCCESS);
    expect(await p2.getByRole('button', { name: 'Submitting...', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await redirectedToCheckout(p2, refId, submittedAt)).toBeGreaterThanOrEqual(1_400);
    expect(
      await p2.evaluate((key) => sessionStorage.getItem(key), `msoul:p2-choice:${refId}`),
    ).toBeNull();
    await p2.getByRole('heading', { name: 'Ready for Your Relationship Analysis' }).waitFor();
    await p2.getByText('Both partners have answered.', { exact: true }).waitFor();
    await p2.getByText(/Sent to Sam and Jordan as soon as payment is confirmed/).waitFor();
    await checkScreen(p2, v2, `/session-checkout both answered (${label})`);

    // Person 1 asks again and now sees the partner's answers (no polling, D-19).
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByText('Jordan has answered', { exact: true }).waitFor();
    await page.getByText('Chose their answers on their link.', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Both of you have answered' }).waitFor();
    await checkScreen(page, v1, `/text both answered (${label})`);

    expectNoProblems(person1, `person 1's pages (${label})`);
    expectNoProblems(partner, `the partner's pages (${label})`);
  });

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    '/p2paste counts words and replaces earlier answers (%s)',
    async (label, viewport) => {
      const refId = await seedSession();
      const opened = await newPage(viewport);
      const { page } = opened;
      expect((await open(page, `/p2paste/${refId}`)).status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: "Paste Jordan's answers" }).waitFor();
      const hint = page.getByText('Please ensure all 10 answers are at least 5 words each', {
        exact: true,
      });
      await hint.waitFor();
      const submit = page.getByRole('button', { name: 'Submit All Answers', exact: true });
      expect(await submit.isDisabled()).toBe(true);
      const back = page.getByRole('link', { name: 'Back to Sharing', exact: true });
      expect(await back.getAttribute('href')).toBe(`/text/${refId}`);
      await checkScreen(page, viewport, `/p2paste empty (${label})`);

      // Each box is labelled by its question and counts words as they are typed (D-16).
      const boxes = partnerQuestions.map((question) => page.getByLabel(question.text));
      const first = boxes[0];
      if (!first) throw new Error('no first box');
      const counter = page.locator('#paste-answer-1-count');
      await first.fill('we talk');
      expect(await visibleText(counter)).toMatch(/^2 words\b/);
      expect(await counter.getAttribute('data-enough')).toBe('false');
      // Characters do not count, words do: 24 characters in 4 words stay short.
      await first.fill('abcdef ghijkl mnopqr stu');
      expect(await visibleText(counter)).toMatch(/^4 words\b/);
      await first.fill('we   talk\nit through calmly');
      expect(await visibleText(counter)).toMatch(/^5 words\b/);
      expect(await counter.getAttribute('data-enough')).toBe('true');
      expect(await counter.evaluate((element) => getComputedStyle(element).color)).toBe(
        'rgb(21, 122, 60)',
      );
      for (const [i, box] of boxes.entries()) await box.fill(PASTED[i] ?? '');
      await hint.waitFor({ state: 'detached' });
      expect(await submit.isDisabled()).toBe(false);
      // One short answer locks the button again.
      await boxes[9]?.fill('Mostly routine');
      await hint.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await boxes[9]?.fill(PASTED[9] ?? '');

      // What was typed survives a reload (D-21).
      await open(page, `/p2paste/${refId}`);
      expect(await page.getByLabel(partnerQuestions[6]?.text ?? '').inputValue()).toBe(PASTED[6]);
      await checkScreen(page, viewport, `/p2paste filled (${label})`);

      const firstAt = Date.now();
      await submit.click();
      await toast(page, 'Success!', SUCCESS);
      expect(await redirectedToCheckout(page, refId, firstAt)).toBeGreaterThanOrEqual(1_400);
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      expect(
        await page.evaluate((key) => sessionStorage.getItem(key), `msoul:p2-paste:${refId}`),
      ).toBeNull();

      // A second submission replaces the first and says so.
      await open(page, `/p2paste/${refId}`);
      await page
        .getByText("Jordan's answers are already in. Submitting here replaces them.", {
          exact: true,
        })
        .waitFor();
      expect(await page.getByLabel(partnerQuestions[0]?.text ?? '').inputValue()).toBe('');
      for (const [i, box] of boxes.entries()) await box.fill(`Second thoughts: ${PASTED[i]}`);
      const secondAt = Date.now();
      await submit.click();
      await toast(page, 'Success!', REPLACED);
      expect(await redirectedToCheckout(page, refId, secondAt)).toBeGreaterThanOrEqual(1_400);
      const view = (await (await fetch(url(`/api/sessions/${refId}`))).json()) as {
        person2Source: string;
      };
      expect(view.person2Source).toBe('paste');
      expectNoProblems(opened, `/p2paste (${label})`);
    },
  );

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    '/session-checkout tells what is missing and fails payment honestly (%s)',
    async (label, viewport) => {
      const refId = await seedSession();
      const opened = await newPage(viewport);
      const { page } = opened;
      expect((await open(page, `/session-checkout/${refId}`)).status()).toBe(200);
      await page
        .getByRole('heading', { level: 1, name: 'Ready for Your Relationship Analysis' })
        .waitFor();
      expect(await page.title()).toBe('Ready for Your Relationship Analysis | mSoul');
      await page.getByText('Detonation · $9.99', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Still missing' }).waitFor();
      await page.getByText("Jordan's answers", { exact: true }).waitFor();
      expect(await page.getByText("Sam's answers", { exact: true }).count()).toBe(0);
      expect(await page.getByText('Both partners have answered.').count()).toBe(0);
      const get = page.getByRole('link', { name: "Get Jordan's answers", exact: true });
      expect(await get.getAttribute('href')).toBe(`/text/${refId}`);
      const back = page.getByRole('link', { name: 'Back to Partner Sharing', exact: true });
      expect(await back.getAttribute('href')).toBe(`/text/${refId}`);
      for (const benefit of [
        'Secure payment',
        'Instant analysis by email',
        'Full compatibility report',
        'PDF report',
      ]) {
        await page.getByText(benefit, { exact: true }).waitFor();
      }
      await checkScreen(page, viewport, `/session-checkout partner missing (${label})`);

      // Payment waits for both answers (issue 24): the button is disabled and says why (the
      // server refuses it too, 409 answers_missing: tests/api/payment-retry.test.ts).
      const pay = page.getByRole('button', { name: 'Proceed to Payment', exact: true });
      expect(await pay.isDisabled()).toBe(true);
      await page
        .getByText(
          "You can pay once both sets of answers are in. Still missing: Jordan's answers.",
          {
            exact: true,
          },
        )
        .waitFor();

      // The partner answers elsewhere; 'Check again' shows it (D-19).
      const answered = await post('/api/person2/submit', {
        refId,
        answers: answersFromList(partnerQuestions.map((question) => question.options[0])),
        source: 'choice',
      });
      expect(answered.status).toBe(200);
      await page.getByRole('button', { name: 'Check again', exact: true }).click();
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Still missing' }).waitFor({ state: 'detached' });

      // A provider failure (forced here: 503) gives the toast again and unlocks the button.
      await page.route('**/api/session-checkout', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'payment_unavailable', message: 'Payment is not available.' } },
        }),
      );
      await pay.click();
      await toast(page, 'Payment Error', PAYMENT_FAILED);
      await pay.waitFor();
      expect(await pay.isDisabled()).toBe(false);
      expect(new URL(page.url()).pathname).toBe(`/session-checkout/${refId}`);
      await checkScreen(page, viewport, `/session-checkout with the payment error (${label})`);
      await page.unroute('**/api/session-checkout');

      // The real answer: 'Processing...' while asking, then the browser goes to the checkout.
      let release: () => void = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route('**/api/session-checkout', async (route) => {
        await held;
        await route.continue();
      });
      await pay.click();
      const processing = page.getByRole('button', { name: 'Processing...', exact: true });
      await processing.waitFor();
      expect(await processing.isDisabled()).toBe(true);
      release();
      await page.waitForURL(/\/test-checkout\/[^/]+$/);
      await page.getByRole('note', { name: 'Test mode' }).waitFor();
      await page.getByRole('button', { name: 'Pay $9.99', exact: true }).waitFor();
      // Whoever pays may be the partner: person 1's address is not on the checkout.
      const checkout = await visibleText(page.getByRole('region', { name: 'Checkout' }));
      expect(checkout).not.toContain('sam.logcanary@example.com');
      expect(checkout).not.toMatch(/@/);
      expectNoProblems(opened, `/session-checkout (${label})`, ['status of 409', 'status of 503']);
    },
  );

  test('/session-checkout names both missing answers before person 1 has answered', async () => {
    const refId = await seedSession({ answered: false });
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, `/session-checkout/${refId}`);
    await page.getByText("Person 1's answers", { exact: true }).waitFor();
    await page.getByText("The partner's answers", { exact: true }).waitFor();
    expect(await page.getByText('Both partners have answered.').count()).toBe(0);
    await checkScreen(page, MOBILE, '/session-checkout nobody answered');
    expectNoProblems(opened, '/session-checkout nobody answered');
  });

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    'an unknown or malformed link says it does not work (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      const ids = ['det_0000000000000000000000', 'not a real id'];
      for (const prefix of ['/text/', '/p2/', '/p2paste/', '/session-checkout/']) {
        for (const id of ids) {
          const path = `${prefix}${encodeURIComponent(id)}`;
          await open(page, path);
          await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
          const home = page.getByRole('link', { name: 'Back to home', exact: true });
          expect(await home.getAttribute('href')).toBe('/');
          const support = page.getByRole('link', { name: SUPPORT, exact: true });
          expect(await support.getAttribute('href')).toBe(`mailto:${SUPPORT}`);
        }
        await checkScreen(page, viewport, `${prefix}<unknown> (${label})`);
      }
      expectNoProblems(opened, `unknown links (${label})`, ['status of 404']);
    },
  );

  test('a failed load offers a retry, and a refused clipboard says to copy by hand', async () => {
    const refId = await sharedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    // This browser refuses clipboard writes.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    let failures = 1;
    await page.route('**/api/sessions/*', async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 500, body: '{"error":{"code":"internal","message":"x"}}' });
        return;
      }
      await route.continue();
    });
    await open(page, `/text/${refId}`);
    await page.getByRole('heading', { name: "We couldn't load this right now" }).waitFor();
    await checkScreen(page, MOBILE, '/text load failure');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Send the questions to Jordan' }).waitFor();

    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await toast(page, 'Copy Failed', 'Please copy the text manually');
    // The link is selected, ready to copy by hand.
    const selected = await page.evaluate(() => {
      const field = document.activeElement;
      return field instanceof HTMLInputElement
        ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)
        : '';
    });
    expect(selected).toBe(url(`/p2/${refId}`));
    await page.getByRole('button', { name: 'Copy all questions', exact: true }).click();
    await page.getByText('Copy Failed', { exact: true }).waitFor();
    const selection = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selection).toContain(partnerQuestions[9]?.text);
    expect(await page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);
    await checkScreen(page, MOBILE, '/text with the copy-failed toast');
    expectNoProblems(opened, '/text with failures', ['status of 500']);
  });

  test('/p2 and /p2paste keep the page on a failed submit and show the right message', async () => {
    const refId = await sharedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    const answers: string[] = [];
    await page.route('**/api/person2/submit', async (route) => {
      answers.push(route.request().postData() ?? '');
      if (answers.length === 1) await route.abort('connectionrefused');
      else if (answers.length === 2) {
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'answer_too_short',
              message: 'Please make sure all 10 answers have at least 5 words each.',
            },
          }),
        });
      } else {
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'locked', message: 'Locked.' } }),
        });
      }
    });

    // /p2: a network failure keeps the answers and the page.
    await open(page, `/p2/${refId}`);
    await answerPartnerChoices(page);
    await page.getByRole('button', { name: 'Submit Answers', exact: true }).click();
    await toast(page, 'Error', 'Failed to submit answers. Please try again.');
    await page.getByRole('button', { name: 'Submit Answers', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/p2/${refId}`);
    expect(JSON.parse(answers[0] ?? '{}')).toEqual({
      refId,
      answers: answersFromList(partnerQuestions.map((question) => question.options[0])),
      source: 'choice',
      website: '',
    });
    await checkScreen(page, MOBILE, '/p2 with the error toast');

    // /p2paste: the server's 'too short' becomes 'Incomplete Answers'.
    await open(page, `/p2paste/${refId}`);
    for (const [i, question] of partnerQuestions.entries()) {
      await page.getByLabel(question.text).fill(`  ${PASTED[i]}  `);
    }
    await page.getByRole('button', { name: 'Submit All Answers', exact: true }).click();
    await toast(
      page,
      'Incomplete Answers',
      'Please make sure all 10 answers have at least 5 words each.',
    );
    expect(new URL(page.url()).pathname).toBe(`/p2paste/${refId}`);
    // Sent trimmed (docs/product.md §3).
    expect(JSON.parse(answers[1] ?? '{}').answers).toEqual(answersFromList(PASTED));

    // A locked session (paid and complete) says the answers can no longer be changed.
    await page.getByRole('button', { name: 'Submit All Answers', exact: true }).click();
    await toast(
      page,
      'Answers Locked',
      'These answers can no longer be changed: this session is already paid and complete.',
    );
    expectNoProblems(opened, 'failed submits', [
      'ERR_CONNECTION_REFUSED',
      'status of 400',
      'status of 409',
    ]);
  });

  test('/p2 and /p2paste show a session whose answers are final instead of the form', async () => {
    const refId = await sharedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    // A paid and complete session as the server answers it (payment.test.ts pays for real).
    await page.route('**/api/sessions/*', async (route) => {
      const response = await route.fetch();
      const view = await response.json();
      await route.fulfill({
        response,
        json: {
          ...view,
          state: 'paid',
          person2Answered: true,
          person2CanAnswer: false,
          analysis: 'preparing',
        },
      });
    });
    for (const path of [`/p2/${refId}`, `/p2paste/${refId}`]) {
      await open(page, path);
      await page
        .getByRole('heading', { level: 1, name: 'These answers can no longer be changed' })
        .waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
      await checkScreen(page, MOBILE, `${path} locked`);
    }
    await open(page, `/session-checkout/${refId}`);
    await page.getByRole('heading', { name: 'This session is already paid' }).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);
    // The report is still being written: the page claims no e-mail yet (D-12).
    await page
      .getByText(
        'Nothing more to pay or do here. The report is being written and goes out by e-mail to Sam shortly.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByText(/e-mailed to/).count()).toBe(0);
    await checkScreen(page, MOBILE, '/session-checkout paid');
    expectNoProblems(opened, 'a locked session');
  });
});
