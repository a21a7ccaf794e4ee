// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The paid couple flow's two readings of /detonation (docs/product.md §2 'Paired paid flow', §3,
 * §4, §5, §8; D-01, D-02, D-03, D-08, D-09, D-18, D-21): the two-step flow end to end against the
 * real server, the intake pre-fill, the single page's rules in the documented order, its dialogs,
 * the /q/<productType> entries; axe and no sideways scrolling at 375 px and on the desktop.
 * Failures the server cannot produce on demand (a 500, a lost network, a payment link) are answered
 * by Playwright's request routing, so the page's handling of each is checked too.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  expectNoProblems,
  expectNoSeriousA11yViolations,
  expectToast,
  linkTarget,
  MOBILE,
  open,
  settleAnimations,
  setupBrowser,
  url,
  type Viewport,
} from './helpers/browser';
import { ANSWERS, answerBox, answerPerson1, PARTNER_REPLIES, VIEWPORTS } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();
recordCanaries('phone', ['+1 555 0100', '+1 555 0199']);
recordCanaries('name', ['Sam Rivera', 'Alex Kim']);

const numbered = (replies: readonly string[]) =>
  replies.map((reply, i) => `${i + 1}. ${reply}`).join('\n');

const TWO_STEP_DRAFT_KEY = 'msoul:detonation:draft';
const SINGLE_DRAFT_KEY = 'msoul:single-page:draft';
const SINGLE_REF_ID_KEY = 'msoul:single-page:ref-id';
const SINGLE_SUBMISSION_KEY = 'msoul:single-page:submission';
const REF_ID = /^det_[A-Za-z0-9]{22}$/;

async function a11y(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

/** Nothing wider than a 375 px screen: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${label}`).toBeLessThanOrEqual(innerWidth);
}

/** A11y on every screen, and no overflow where the screen is 375 px wide. */
async function checkScreen(page: Page, viewport: Viewport, label: string): Promise<void> {
  await a11y(page, label);
  if (viewport.width === MOBILE.width) await expectNoHorizontalOverflow(page, label);
}

/** The toast with this title and description (Radix toast: one at a time, docs/product.md §4). */

async function sessionView(refId: string): Promise<Record<string, unknown>> {
  const response = await fetch(url(`/api/sessions/${refId}`));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => sessionStorage.getItem(name), key);
}

function failOnWindowDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected window dialog (D-18): ${dialog.message()}`);
  });
}

async function fillProfile(page: Page): Promise<void> {
  await page.getByLabel('Your name', { exact: true }).fill('Sam Rivera');
  await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example.com');
  await page.getByLabel('Phone (optional)', { exact: true }).fill('+1 555 0100');
  await page.getByLabel("Partner's name", { exact: true }).fill('Alex Kim');
}

describe('/detonation: the two-step flow (reading a)', () => {
  test.each(VIEWPORTS)('runs end to end (%s)', async (label, viewport) => {
    const opened = await newPage(viewport);
    const { page } = opened;
    failOnWindowDialogs(page);
    expect((await open(page, '/detonation')).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Your Detonation report' }).waitFor();
    expect(await page.title()).toBe('Detonation: your answers | mSoul');
    // The link carries the report chosen, so the single page preselects it too.
    expect(await linkTarget(page.getByRole('link', { name: /one-page form/ }))).toBe(
      '/detonation?mode=single&tier=detonation',
    );
    // The two products with the catalog's prices (D-01), Detonation chosen.
    const detonation = page.getByRole('radio', { name: 'Detonation $9.99', exact: true });
    const max = page.getByRole('radio', { name: 'Detonation + FOSM (Max) $19.95', exact: true });
    expect(await detonation.getAttribute('aria-checked')).toBe('true');
    expect(await max.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('radio').count()).toBe(2);
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    await checkScreen(page, viewport, `/detonation profile (${label})`);

    // Continue with nothing filled: the fixed toast (docs/product.md §11), the fields marked,
    // nothing started.
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await continueButton.click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
    const name = page.getByLabel('Your name', { exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkScreen(page, viewport, `/detonation profile with the toast (${label})`);

    // An address that is not one is refused before any session starts.
    await fillProfile(page);
    await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example');
    await continueButton.click();
    await expectToast(page, 'Missing Information', 'Please enter a valid email address.');
    expect(await storageItem(page, TWO_STEP_DRAFT_KEY)).toContain('"refId":null');

    await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example.com');
    await max.click();
    expect(await max.getAttribute('aria-checked')).toBe('true');
    await continueButton.click();
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    // The new step's heading takes the focus, for screen-reader and keyboard users.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('question-text');
    const draft = JSON.parse((await storageItem(page, TWO_STEP_DRAFT_KEY)) ?? '{}');
    const refId: string = draft.refId;
    expect(refId).toMatch(REF_ID);
    const progress = page.getByRole('progressbar', { name: 'Your progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await progress.getAttribute('aria-valuemax')).toBe('10');
    await page
      .getByRole('heading', { level: 1, name: 'What kind of energy do you want to come home to?' })
      .waitFor();
    await checkScreen(page, viewport, `/detonation question 1 (${label})`);

    // Fewer than five words: the word counter says so and Next refuses with the fixed toast
    // (docs/product.md §11).
    await answerBox(page).fill('four words only here');
    await page.getByText('4 words', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectToast(page, 'Answer Too Short', 'Please provide at least 5 words in your answer.');
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    await checkScreen(page, viewport, `/detonation answer too short (${label})`);

    await answerBox(page).fill(ANSWERS[0] ?? '');
    await page.getByText('9 words', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    expect(await answerBox(page).inputValue()).toBe('');
    // Previous keeps what was typed.
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    expect(await answerBox(page).inputValue()).toBe(ANSWERS[0]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // A reload in the middle restores the step and the answers (D-21).
    await answerPerson1(page, 2, 3);
    await page.getByText('Question 4 of 10', { exact: true }).waitFor();
    await answerBox(page).fill(ANSWERS[3] ?? '');
    await open(page, '/detonation');
    await page.getByText('Question 4 of 10', { exact: true }).waitFor();
    expect(await answerBox(page).inputValue()).toBe(ANSWERS[3]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await answerPerson1(page, 5);

    const submit = page.getByRole('button', { name: 'Submit & Pay', exact: true });
    await a11y(page, `/detonation question 10 (${label})`);
    await submit.click();

    // The server returns a checkout (the built-in test checkout here): the browser goes there.
    await page.waitForURL(/\/test-checkout\/[^/]+$/);
    await page.getByRole('note', { name: 'Test mode' }).waitFor();
    await page.getByRole('button', { name: 'Pay $19.95', exact: true }).waitFor();
    await checkScreen(page, viewport, `/test-checkout from /detonation (${label})`);
    // The checkout may be on PUBLIC_URL's host: read this site's session storage on this site.
    await open(page, '/pricing');
    expect(await storageItem(page, TWO_STEP_DRAFT_KEY)).toBeNull();

    expect(await sessionView(refId)).toMatchObject({
      refId,
      productType: 'detonation_fosm',
      person1Name: 'Sam',
      partnerName: 'Alex',
      person1Answered: true,
      person2Answered: false,
    });
    expectNoProblems(opened, `/detonation (${label})`);
  });

  test('pre-fills person 1 from the intake and links the assessment (D-09)', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    const created = await fetch(url('/api/assessments'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tier: 'detonation',
        profile: {
          fullName: 'Jordan Lee',
          email: 'jordan.logcanary@example.com',
          primaryLoveLanguage: 'quality-time',
          secondaryLoveLanguage: 'acts-of-service',
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The intake's own session-storage keys (docs/product.md §3), as /start-scan leaves them.
    await open(page, '/pricing');
    await page.evaluate(() => {
      sessionStorage.setItem('fullName', 'Jordan Lee');
      sessionStorage.setItem('email', 'jordan.logcanary@example.com');
      sessionStorage.setItem('phone', '+1 555 0199');
      sessionStorage.setItem('analysisLevel', 'detonation_plus');
    });
    await open(page, `/checkout/detonation_plus?assessmentId=${id}`);
    await page.waitForURL(url(`/detonation?tier=detonation_fosm&assessmentId=${id}`));
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Jordan Lee');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'jordan.logcanary@example.com',
    );
    expect(await page.getByLabel('Phone (optional)', { exact: true }).inputValue()).toBe(
      '+1 555 0199',
    );
    expect(await page.getByLabel("Partner's name", { exact: true }).inputValue()).toBe('');
    const max = page.getByRole('radio', { name: 'Detonation + FOSM (Max) $19.95', exact: true });
    expect(await max.getAttribute('aria-checked')).toBe('true');

    await page.getByLabel("Partner's name", { exact: true }).fill('Riley');
    const started = page.waitForRequest(
      (request) => request.url().endsWith('/api/start-session') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect((await started).postDataJSON()).toEqual({
      productType: 'detonation_fosm',
      assessmentId: id,
      website: '',
    });
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    expectNoProblems(opened, '/detonation with the intake');
  });

  test('says so when the session cannot start or the answers cannot be sent', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await open(page, '/detonation');
    await fillProfile(page);
    await page.route('**/api/start-session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Error', 'Failed to start session. Please try again.');
    expect(await page.getByRole('heading', { name: 'Your profile' }).isVisible()).toBe(true);
    await page.unroute('**/api/start-session');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await answerPerson1(page, 1);
    // A server failure keeps everything and says 'Submission Failed'; the button is busy meanwhile.
    await page.route('**/api/submit', async (route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...', exact: true });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(
      true,
    );
    await expectToast(page, 'Submission Failed', 'Please check your answers and try again.');
    await page.getByText('Question 10 of 10', { exact: true }).waitFor();
    expect(await answerBox(page).inputValue()).toBe(ANSWERS[9]);
    await page.unroute('**/api/submit');

    // A 400 names the server's reason (the rules the page checked are the server's own).
    await page.route('**/api/submit', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'invalid_email', message: 'Please enter a valid email address.' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
    await expectToast(page, 'Submission Failed', 'Please enter a valid email address.');
    await page.unroute('**/api/submit');

    // Once the server returns a checkout link, the browser goes there and the draft is gone.
    const checkoutUrl = url('/pricing?checkout=test');
    await page.route('**/api/submit', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, checkoutUrl } });
    });
    await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
    await page.waitForURL(checkoutUrl);
    expect(await storageItem(page, TWO_STEP_DRAFT_KEY)).toBeNull();
    expectNoProblems(opened, '/detonation failures', /status of (400|500)/);
  });

  test('without a checkout link, says payment is unavailable and offers the partner link', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, '/detonation');
    await fillProfile(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await answerPerson1(page, 1);
    const refId = JSON.parse((await storageItem(page, TWO_STEP_DRAFT_KEY)) ?? '{}').refId;
    // A provider that cannot take this product answers without checkoutUrl (docs/product.md §4,
    // §8).
    await page.route('**/api/submit', async (route) => {
      const response = await route.fetch();
      const { checkoutUrl: _dropped, ...body } = await response.json();
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your answers are saved' });
    await notice.waitFor();
    await notice.getByText(/Payment is unavailable right now/).waitFor();
    const invite = notice.getByRole('link', { name: 'Invite your partner', exact: true });
    expect(await linkTarget(invite)).toBe(`/text/${refId}`);
    await checkScreen(page, MOBILE, '/detonation payment unavailable');
    expect(await storageItem(page, TWO_STEP_DRAFT_KEY)).toBeNull();
    expectNoProblems(opened, '/detonation payment unavailable');
  });

  test('both readings link to each other (D-08)', async () => {
    const { page } = await newPage(MOBILE);
    await open(page, '/detonation');
    await page.getByRole('link', { name: /one-page form/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Both of you, one page' }).waitFor();
    expect(new URL(page.url()).search).toBe('?mode=single&tier=detonation');
    await page.getByRole('link', { name: /Go step by step/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Detonation report' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/detonation');
    expect(new URL(page.url()).search).toBe('?tier=detonation');
  });
});

/** Fills the whole single page with valid answers. */
async function fillSinglePage(page: Page): Promise<void> {
  await fillProfile(page);
  for (const [i, answer] of ANSWERS.entries()) {
    await page.getByLabel(new RegExp(`^${i + 1}\\. `)).fill(answer);
  }
  await page.getByLabel('Their numbered replies', { exact: true }).fill(numbered(PARTNER_REPLIES));
}

/** The open alert dialog (D-18): named by its message, modal, focus inside. */
async function expectAlert(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: message, exact: true });
  await dialog.waitFor();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

async function closeAlert(page: Page, how: 'Escape' | 'OK'): Promise<void> {
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
}

async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
    return active.labels?.[0]?.innerText ?? null;
  });
}

describe('the single page (reading b)', () => {
  test.each(VIEWPORTS)(
    'checks the rules in the documented order, then saves both sets of answers (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      failOnWindowDialogs(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      expect((await open(page, '/detonation?mode=single')).status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Both of you, one page' }).waitFor();
      expect(await page.title()).toBe('Detonation: one page | mSoul');
      expect(await linkTarget(page.getByRole('link', { name: /Go step by step/ }))).toBe(
        '/detonation?tier=detonation',
      );
      const radios = page.getByRole('radio');
      expect(await radios.count()).toBe(3);
      for (const name of [
        'Detonation $9.99',
        'Detonation + FOSM (Max) $19.95',
        'Dual Scan + Compatibility $27.00',
      ]) {
        await page.getByRole('radio', { name, exact: true }).waitFor();
      }
      expect(
        await page.getByRole('radio', { name: 'Detonation $9.99' }).getAttribute('aria-checked'),
      ).toBe('true');
      const pay = page.getByRole('button', { name: 'Pay & Submit → $9.99', exact: true });
      await pay.waitFor();
      expect(await page.locator('form textarea').count()).toBe(11);
      const partnerList = page.getByRole('list', { name: 'Questions for your partner' });
      expect(await partnerList.getByRole('listitem').count()).toBe(10);
      await partnerList
        .getByText('When the two of you disagree, how do you usually handle it?')
        .waitFor();
      await checkScreen(page, viewport, `/detonation?mode=single (${label})`);

      // 1. The contact fields; the dialog takes the focus and gives it to the field after.
      await pay.click();
      await expectAlert(page, 'Fill your name, email, and partner name.');
      await checkScreen(page, viewport, `/detonation?mode=single with the alert (${label})`);
      await closeAlert(page, 'Escape');
      expect(await focusedLabel(page)).toBe('Your name');
      expect(await page.getByLabel('Your name', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );

      await fillProfile(page);
      await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example');
      await pay.click();
      await expectAlert(page, 'Please enter a valid email address.');
      await closeAlert(page, 'OK');
      expect(await focusedLabel(page)).toBe('Email');
      await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example.com');

      // 2. Each answer, by number, with a live word count.
      await pay.click();
      await expectAlert(page, 'Q1: need at least 5 words.');
      await closeAlert(page, 'OK');
      for (const [i, answer] of ANSWERS.entries()) {
        await page
          .getByLabel(new RegExp(`^${i + 1}\\. `))
          .fill(i === 2 ? 'too short here' : answer);
      }
      await page.getByText('3 words', { exact: true }).waitFor();
      await pay.click();
      await expectAlert(page, 'Q3: need at least 5 words.');
      await closeAlert(page, 'Escape');
      expect(await focusedLabel(page)).toBe('3. What does intimacy mean to you?');
      await page.getByLabel(/^3\. /).fill(ANSWERS[2] ?? '');

      // 3. The paste box when empty, 4. the numbered replies.
      await pay.click();
      await expectAlert(page, "Paste your partner's answers.");
      await closeAlert(page, 'OK');
      const block = page.getByLabel('Their numbered replies', { exact: true });
      await block.fill(numbered(PARTNER_REPLIES.slice(0, 9)));
      await pay.click();
      await expectAlert(
        page,
        "Paste your partner's answers as 10 numbered replies (5+ words each).",
      );
      await closeAlert(page, 'OK');
      expect(await focusedLabel(page)).toBe('Their numbered replies');

      // Copy Questions: the numbered questions on the clipboard, the fixed words
      // (docs/product.md §11) on screen.
      await page.getByRole('button', { name: 'Copy Questions', exact: true }).click();
      await page
        .getByRole('status')
        .getByText('Questions copied. Text them to your partner.', { exact: true })
        .waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('1. When the two of you disagree, how do you usually handle it?');
      expect(copied.match(/^\d{1,2}\. /gm)).toHaveLength(10);

      // What was typed survives a reload (D-21).
      await block.fill(numbered(PARTNER_REPLIES));
      await page.getByText('10 replies found.', { exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Detonation + FOSM (Max) $19.95' }).click();
      await open(page, '/detonation?mode=single');
      expect(await page.getByLabel(/^7\. /).inputValue()).toBe(ANSWERS[6]);
      expect(await block.inputValue()).toBe(numbered(PARTNER_REPLIES));
      const payMax = page.getByRole('button', { name: 'Pay & Submit → $19.95', exact: true });
      await payMax.waitFor();

      // Accepted: the browser goes to the product's payment link (the built-in test checkout
      // here), and the records docs/product.md §3 lists are kept.
      const sent = page.waitForRequest((request: Request) =>
        request.url().endsWith('/api/email-submission'),
      );
      await payMax.click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({
        productType: 'detonation_fosm',
        email: 'sam.logcanary@example.com',
        phone: '+1 555 0100',
        person1: 'Sam Rivera',
        partnerName: 'Alex Kim',
        answersP1: ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n\n'),
        answersP2: numbered(PARTNER_REPLIES),
        website: '',
      });
      await page.waitForURL(/\/test-checkout\/[^/]+$/);
      await page.getByRole('note', { name: 'Test mode' }).waitFor();
      await page.getByRole('button', { name: 'Pay $19.95', exact: true }).waitFor();
      await checkScreen(page, viewport, `/test-checkout from the single page (${label})`);
      // The checkout may be on PUBLIC_URL's host: read this site's session storage on this site.
      await open(page, '/pricing');

      const refId = await storageItem(page, SINGLE_REF_ID_KEY);
      expect(refId).toMatch(REF_ID);
      expect(body.refId).toBe(refId);
      const record = JSON.parse((await storageItem(page, SINGLE_SUBMISSION_KEY)) ?? '{}');
      expect(record).toEqual({
        refId,
        productType: 'detonation_fosm',
        email: 'sam.logcanary@example.com',
        timestamp: expect.any(Number),
        paymentUrl: expect.stringMatching(/\/test-checkout\/link\/detonation_fosm\?/),
      });
      // Relative: the test checkout is a page of this site, on the origin the person uses.
      const link = new URL(record.paymentUrl, url('/')).searchParams;
      expect(link.get('client_reference_id')).toBe(refId);
      expect(link.get('prefilled_email')).toBe('sam.logcanary@example.com');
      expect(Math.abs(Date.now() - record.timestamp)).toBeLessThan(60_000);
      expect(await storageItem(page, SINGLE_DRAFT_KEY)).toBeNull();
      expect(await sessionView(refId ?? '')).toMatchObject({
        refId,
        productType: 'detonation_fosm',
        person1Name: 'Sam',
        partnerName: 'Alex',
        person1Answered: true,
        person2Answered: true,
        person2Source: 'single_page',
      });
      expectNoProblems(opened, `/detonation?mode=single (${label})`);
    },
  );

  test("Dual Scan can't be paid for yet: 'Payment option not available' (D-03)", async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    failOnWindowDialogs(page);
    await open(page, '/q/dual_scan');
    const dual = page.getByRole('radio', { name: 'Dual Scan + Compatibility $27.00' });
    expect(await dual.getAttribute('aria-checked')).toBe('true');
    await fillSinglePage(page);
    await page.getByRole('button', { name: 'Pay & Submit → $27.00', exact: true }).click();
    await expectAlert(page, 'Payment option not available');
    await checkScreen(page, MOBILE, '/q/dual_scan refused');
    await closeAlert(page, 'OK');
    // Nothing was lost: the form is still kept for another product.
    expect(await storageItem(page, SINGLE_DRAFT_KEY)).toContain('Alex Kim');
    expect(await storageItem(page, SINGLE_SUBMISSION_KEY)).toBeNull();

    // Choosing Detonation instead goes through, and the address follows the choice.
    await page.getByRole('radio', { name: 'Detonation $9.99' }).click();
    await page.waitForURL(url('/q/detonation'));
    await page.getByRole('button', { name: 'Pay & Submit → $9.99', exact: true }).click();
    await page.waitForURL(/\/test-checkout\/[^/]+$/);
    await page.getByRole('button', { name: 'Pay $9.99', exact: true }).waitFor();
    await open(page, '/pricing');
    const refId = (await storageItem(page, SINGLE_REF_ID_KEY)) ?? '';
    expect(await sessionView(refId)).toMatchObject({
      productType: 'detonation',
      person1Answered: true,
      person2Answered: true,
    });
    expectNoProblems(opened, '/q/dual_scan', /status of 400/);
  });

  test.each([
    ['/q/detonation_fosm', 'Detonation + FOSM (Max) $19.95'],
    ['/q/max', 'Detonation + FOSM (Max) $19.95'],
    ['/q/detonation', 'Detonation $9.99'],
  ])('%s preselects its product', async (path, radioName) => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    expect((await open(page, path)).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Both of you, one page' }).waitFor();
    const radio = page.getByRole('radio', { name: radioName, exact: true });
    expect(await radio.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    if (path === '/q/detonation_fosm') {
      await a11y(page, `${path} (desktop)`);
      const mobile = await newPage(MOBILE);
      await open(mobile.page, path);
      await checkScreen(mobile.page, MOBILE, `${path} (375 px)`);
    }
    expectNoProblems(opened, path);
  });

  test.each(['/q/bogus', '/q/storm', '/q/free'])('%s goes to /pricing (D-02)', async (path) => {
    const { page } = await newPage(MOBILE);
    await page.goto(path);
    await page.waitForURL(url('/pricing'));
  });

  test('failures: the HTTP error, a network error, a server message, a payment link', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    failOnWindowDialogs(page);
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await open(page, '/q/detonation');
    await fillSinglePage(page);
    const pay = page.getByRole('button', { name: 'Pay & Submit → $9.99', exact: true });

    await page.route('**/api/email-submission', async (route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await pay.click();
    const processing = page.getByRole('button', { name: 'Processing...', exact: true });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await expectAlert(page, 'Failed to submit form data.');
    await closeAlert(page, 'OK');
    // The session opened for the first attempt is kept and reused.
    const refId = await storageItem(page, SINGLE_REF_ID_KEY);
    expect(refId).toMatch(REF_ID);
    await page.unroute('**/api/email-submission');

    await page.route('**/api/email-submission', (route) => route.abort('failed'));
    await pay.click();
    await expectAlert(page, "Couldn't start checkout. Please try again.");
    await closeAlert(page, 'Escape');
    await page.unroute('**/api/email-submission');

    await page.route('**/api/email-submission', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'answer_too_short', message: 'Q7: need at least 5 words.' },
        }),
      }),
    );
    await pay.click();
    await expectAlert(page, 'Q7: need at least 5 words.');
    await closeAlert(page, 'OK');
    await page.unroute('**/api/email-submission');

    // With a payment link the browser goes there; a warning is only logged.
    const paymentUrl = url('/pricing?payment=test');
    const sent = page.waitForRequest((request: Request) =>
      request.url().endsWith('/api/email-submission'),
    );
    await page.route('**/api/email-submission', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, paymentUrl, warning: 'These answers replaced the ones sent earlier.' },
      });
    });
    await pay.click();
    expect((await sent).postDataJSON().refId).toBe(refId);
    await page.waitForURL(paymentUrl);
    expect(infos).toContain('These answers replaced the ones sent earlier.');
    const record = JSON.parse((await storageItem(page, SINGLE_SUBMISSION_KEY)) ?? '{}');
    expect(record).toMatchObject({ refId, productType: 'detonation', paymentUrl });
    expect(await storageItem(page, SINGLE_DRAFT_KEY)).toBeNull();
    expectNoProblems(opened, '/q/detonation failures', /status of (400|500)|ERR_FAILED/);
  });
});
