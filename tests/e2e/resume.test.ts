// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * Resume anywhere (docs/decisions/015) against the built server: person 1 starts the two-step
 * /detonation flow and types some answers, the page saves them on the server ('Saved'), the
 * resume link is read from the e-mail in the server's outbox (DATA_DIR/outbox) and opened in a
 * fresh browser context (another device: no session storage), which restores the answers where
 * they left off and lets them finish and pay. Then the used link leads to the session, and an
 * unknown one says it no longer works. axe on every screen, no sideways scrolling at 375 px.
 */
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  MOBILE,
  open,
  setupBrowser,
  url,
  visibleText,
} from './helpers/browser';
import { ANSWERS, answerBox, answerPerson1, fillPerson1Details } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { outboxMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();
recordCanaries('name', ['Robin Vale', 'Kit Moreno']);

const LONG = 120_000;
const TWO_STEP_DRAFT_KEY = 'msoul:detonation:draft';
/** Typed on question 4 and left there: the draft must carry it to the other device. */
const HALF_ANSWER = 'We cook on Sundays and talk about the week ahead';
recordCanaries('answer', [HALF_ANSWER]);

/** Waits for the resume e-mail to `address` and returns the link's path (/resume/<id>). */
async function resumePathFor(address: string): Promise<string> {
  await expect
    .poll(() => outboxMailsTo(address).length, { timeout: 20_000, interval: 200 })
    .toBeGreaterThan(0);
  expect(outboxMailsTo(address)).toHaveLength(1);
  const [raw] = outboxMailsTo(address);
  const mail = await simpleParser(raw ?? '');
  expect(mail.subject).toBe('Your mSoul answers: continue on any device');
  const match = /https?:\/\/[^\s/]+(\/resume\/rsm_[A-Za-z0-9]{22})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no /resume/ link in the e-mail');
  recordCanaries('capability id', [match[1].replace('/resume/', '')]);
  // The e-mail quotes no answer and no name.
  for (const secret of [HALF_ANSWER, ANSWERS[0] ?? '', 'Robin', 'Kit']) {
    expect(mail.text ?? '').not.toContain(secret);
  }
  return match[1];
}

function saveStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /Saved|Saving|Welcome back/ });
}

describe('resume anywhere: the e-mailed link restores person 1’s answers', () => {
  test(
    'typed on one device, finished on another',
    async () => {
      const email = `robin.${Date.now()}.logcanary@example.com`;
      recordCanaries('email', [email]);

      // Device 1: the profile, three answers and half of the fourth.
      const first = await newPage(DESKTOP);
      await open(first.page, '/detonation');
      const page1 = first.page;
      await fillPerson1Details(page1, { name: 'Robin Vale', email, partnerName: 'Kit Moreno' });
      await answerPerson1(page1, 1, 3);
      await page1.getByText('Question 4 of 10', { exact: true }).waitFor();
      const savedHalf = page1.waitForResponse(
        (res) =>
          /\/api\/drafts\/rsm_/.test(res.url()) &&
          (res.request().postData() ?? '').includes(HALF_ANSWER),
      );
      await answerBox(page1).fill(HALF_ANSWER);
      // The pause in typing saves it; the status line says so quietly.
      expect((await savedHalf).status()).toBe(200);
      await saveStatus(page1).getByText('Saved', { exact: true }).waitFor();
      await page1.getByText(/private link to continue on any device/).waitFor();
      await checkScreen(page1, DESKTOP, '/detonation saved');
      const refId = JSON.parse(
        (await page1.evaluate((key) => sessionStorage.getItem(key), TWO_STEP_DRAFT_KEY)) ?? '{}',
      ).refId as string;
      recordCanaries('capability id', [refId]);
      expectNoProblems(first, 'device 1');

      // Device 2: a fresh browser context, nothing in its storage; the link from the e-mail.
      const resumePath = await resumePathFor(email);
      const second = await newPage(MOBILE);
      const page2 = second.page;
      const response = await open(page2, resumePath);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(await page2.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      await page2.waitForURL(/\/detonation$/);
      await page2.getByText('Question 4 of 10', { exact: true }).waitFor();
      expect(await answerBox(page2).inputValue()).toBe(HALF_ANSWER);
      await page2.getByText(/Welcome back: your saved answers are here/).waitFor();
      await checkScreen(page2, MOBILE, '/detonation restored (375 px)');
      // The earlier answers came too.
      await page2.getByRole('button', { name: 'Previous', exact: true }).click();
      await page2.getByText('Question 3 of 10', { exact: true }).waitFor();
      expect(await answerBox(page2).inputValue()).toBe(ANSWERS[2]);
      await page2.getByRole('button', { name: 'Next', exact: true }).click();

      // Finish there: question 4 completed, then the rest, then Submit & Pay.
      await page2.getByText('Question 4 of 10', { exact: true }).waitFor();
      await answerBox(page2).fill(ANSWERS[3] ?? '');
      await answerPerson1(page2, 4);
      await page2.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
      await page2.waitForURL(/\/test-checkout\/[^/]+$/);
      await page2.getByRole('button', { name: 'Pay $9.99', exact: true }).click();
      await page2.waitForURL(/\/payment-success\?submission=/);
      await page2.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();

      // The server holds the answers typed on both devices, sent from the second.
      const session = await fetch(url(`/api/sessions/${refId}`));
      expect(await session.json()).toMatchObject({
        person1Answered: true,
        person1Name: 'Robin',
        partnerName: 'Kit',
        state: 'paid_awaiting_answers',
      });
      expectNoProblems(second, 'device 2');

      // The link again, after the answers are in: it leads to the session instead.
      const third = await newPage(MOBILE);
      await open(third.page, resumePath);
      await third.page
        .getByRole('heading', { level: 1, name: 'Your answers are already in' })
        .waitFor();
      const toSession = third.page.getByRole('link', { name: 'Go to your session', exact: true });
      expect(await toSession.getAttribute('href')).toBe(`/text/${refId}`);
      await checkScreen(third.page, MOBILE, '/resume after submission (375 px)');
      expectNoProblems(third, 'used link');
    },
    LONG,
  );

  test('an unknown link says it no longer works', async () => {
    const opened = await newPage(MOBILE);
    await open(opened.page, '/resume/rsm_AAAAAAAAAAAAAAAAAAAAAA');
    const heading = opened.page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: 'This link no longer works' }).waitFor();
    expect(await visibleText(opened.page.locator('main'))).toMatch(/deleted with their session/);
    await opened.page.getByRole('link', { name: 'Start a new report', exact: true }).waitFor();
    await checkScreen(opened.page, MOBILE, '/resume unknown (375 px)');
    expectNoProblems(opened, 'unknown link', /status of 404/);
  });
});
