/**
 * The private check (decision 010) in the browser: a closed, optional disclosure on the partner's
 * last /p2 step, person 1's last two-step question and the single page. Opened with the keyboard
 * or the mouse, four radio groups named by their legends, answered, sent with the submit, never
 * kept in the tab's storage, and the flow around it exactly as before; axe on every state, no
 * sideways scrolling at 375 px.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { PRIVATE_CHECK_ITEMS } from '../../src/shared/safety/private-check';
import {
  checkScreen,
  expectNoProblems,
  expectToast,
  MOBILE,
  type OpenedPage,
  open,
  setupBrowser,
  url,
} from './helpers/browser';
import { ANSWERS, answerPartnerChoices, PARTNER_REPLIES, post, VIEWPORTS } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();

const TITLE = 'Private check (optional)';
const NOTE =
  'Only used to decide whether a couple report is the right tool. Never shown to your partner, never in the report.';
const SUCCESS = 'Your answers have been submitted. Redirecting to payment...';

const item = (id: string) => {
  const found = PRIVATE_CHECK_ITEMS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

recordCanaries('name', ['Riley Chen', 'Avery Stone']);

/** A session with person 1's answers, through the real API. */
async function seedSession(): Promise<string> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Riley Chen', email: 'riley.logcanary@example.com', partnerName: 'Avery' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  return refId;
}

/** The disclosure's summary, which opens and closes it. */
function summary(page: Page) {
  return page.locator('summary').filter({ hasText: TITLE });
}

/** Everything the tab keeps in storage, as one text. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify([{ ...window.sessionStorage }, { ...window.localStorage }]),
  );
}

/** The JSON body of the first request to `path` from now on. */
function bodyOf(page: Page, path: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listener = (request: Request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
      page.off('request', listener);
      resolve(request.postDataJSON() as Record<string, unknown>);
    };
    page.on('request', listener);
  });
}

describe('the private check', () => {
  test.each(VIEWPORTS)(
    'the partner answers it on /p2 and the flow goes on as before (%s)',
    async (label, viewport) => {
      const refId = await seedSession();
      const opened: OpenedPage = await newPage(viewport);
      const { page } = opened;
      expect((await open(page, `/p2/${refId}`)).status()).toBe(200);
      const radios = page.getByRole('radiogroup').getByRole('radio');

      // Not on the first nine questions: it belongs to the last step, after the questions.
      for (let step = 1; step <= 10; step += 1) {
        await page.getByText(`Question ${step} of 10`, { exact: true }).waitFor();
        expect(await summary(page).count(), `question ${step}`).toBe(step === 10 ? 1 : 0);
        await radios.nth(1).click();
        if (step < 10) await page.getByRole('button', { name: 'Next', exact: true }).click();
      }

      // Closed: the title and its one line show, no question of it, the same four options.
      await summary(page).getByText(TITLE, { exact: true }).waitFor();
      await summary(page).getByText(NOTE, { exact: true }).waitFor();
      expect(await page.getByRole('group', { name: item('hurt').text }).count()).toBe(0);
      expect(await radios.count()).toBe(4);
      // After the e-mail field, before the buttons.
      const order = await page.evaluate((title) => {
        const email = document.getElementById('partner-email');
        const details = [...document.querySelectorAll('summary')].find((element) =>
          element.textContent?.includes(title),
        );
        const submit = [...document.querySelectorAll('button')].find(
          (button) => button.textContent === 'Submit Answers',
        );
        if (!email || !details || !submit) return null;
        const follows = (a: Node, b: Node) =>
          Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { afterEmail: follows(email, details), beforeSubmit: follows(details, submit) };
      }, TITLE);
      expect(order).toEqual({ afterEmail: true, beforeSubmit: true });
      await checkScreen(page, viewport, `/p2 last step, private check closed (${label})`);

      // Opened with the keyboard: the summary takes the focus, Enter opens it.
      await summary(page).focus();
      await page.keyboard.press('Enter');
      for (const entry of PRIVATE_CHECK_ITEMS) {
        const group = page.getByRole('group', { name: entry.text });
        await group.waitFor();
        expect(
          await group
            .getByRole('radio')
            .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        ).toEqual(['Never', 'Rarely', 'Sometimes', 'Often']);
      }
      const controlled = page.getByRole('group', { name: item('controlled').text });
      // The mouse chooses one answer, the arrow key moves it on to 'Often'.
      await controlled.getByRole('radio', { name: 'Sometimes', exact: true }).click();
      await page.keyboard.press('ArrowRight');
      expect(await controlled.getByRole('radio', { name: 'Often', exact: true }).isChecked()).toBe(
        true,
      );
      expect(
        await controlled
          .getByRole('radio', { name: 'Often', exact: true })
          .evaluate((input) => input === document.activeElement),
      ).toBe(true);
      // Enter on a radio sends nothing.
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).pathname).toBe(`/p2/${refId}`);
      // The partner's own answers are untouched: question 10 still has its choice.
      expect(await radios.nth(1).isChecked()).toBe(true);
      await checkScreen(page, viewport, `/p2 last step, private check answered (${label})`);

      // Kept in memory only: going back a question and forth keeps it, storage never has it.
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.getByText('Question 9 of 10', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Question 10 of 10', { exact: true }).waitFor();
      const reopened = page.getByRole('group', { name: item('controlled').text });
      expect(await reopened.getByRole('radio', { name: 'Often', exact: true }).isChecked()).toBe(
        true,
      );
      const stored = await storedText(page);
      expect(stored).toContain(`msoul:p2-choice:${refId}`);
      expect(stored).not.toContain('controlled');
      expect(stored).not.toContain('Often');

      // Submit: the check goes with the answers, and the page goes on exactly as before.
      const sent = bodyOf(page, '/api/person2/submit');
      await page.getByRole('button', { name: 'Submit Answers', exact: true }).click();
      expect((await sent).privateCheck).toEqual({ controlled: 'Often' });
      expect((await sent).answers).toEqual(
        answersFromList(partnerQuestions.map((question) => question.options[1] ?? '')),
      );
      await expectToast(page, 'Success!', SUCCESS);
      await page.waitForURL(url(`/session-checkout/${refId}`));
      await page.getByText('Both partners have answered.', { exact: true }).waitFor();
      expect(await storedText(page)).not.toContain('Often');
      expectNoProblems(opened, `/p2 with the private check (${label})`);
    },
  );

  test('skipped, it sends nothing and changes nothing on /p2', async () => {
    const refId = await seedSession();
    const opened = await newPage();
    const { page } = opened;
    await open(page, `/p2/${refId}`);
    await answerPartnerChoices(page);
    // Opened with the mouse, then closed again without an answer.
    await summary(page).click();
    await page.getByRole('group', { name: item('afraid').text }).waitFor();
    await summary(page).click();
    await page.getByRole('group', { name: item('afraid').text }).waitFor({ state: 'detached' });
    const sent = bodyOf(page, '/api/person2/submit');
    await page.getByRole('button', { name: 'Submit Answers', exact: true }).click();
    expect(Object.keys(await sent)).not.toContain('privateCheck');
    await page.waitForURL(url(`/session-checkout/${refId}`));
    expectNoProblems(opened, '/p2 with the private check skipped');
  });

  test.each(VIEWPORTS)(
    "person 1's last two-step question offers it before 'Submit & Pay' (%s)",
    async (label, viewport) => {
      const refId = await seedSession();
      const opened = await newPage(viewport);
      const { page } = opened;
      // The tab's draft at the last question, as the flow leaves it (D-21).
      await page.addInitScript(
        ({ key, draft }) => window.sessionStorage.setItem(key, JSON.stringify(draft)),
        {
          key: 'msoul:detonation:draft',
          draft: {
            profile: {
              name: 'Riley Chen',
              email: 'riley.logcanary@example.com',
              phone: '',
              partnerName: 'Avery',
            },
            product: 'detonation',
            answers: answersFromList(ANSWERS),
            step: 10,
            refId,
          },
        },
      );
      await open(page, '/detonation');
      await page.getByText('Question 10 of 10', { exact: true }).waitFor();
      await summary(page).waitFor();
      await checkScreen(page, viewport, `/detonation question 10, closed (${label})`);

      await summary(page).click();
      const hurt = page.getByRole('group', { name: item('hurt').text });
      await hurt.getByRole('radio', { name: 'Never', exact: true }).check();
      // Enter on a radio does not submit the form (nor start the payment).
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/detonation');
      await checkScreen(page, viewport, `/detonation question 10, answered (${label})`);
      expect(await storedText(page)).not.toContain('hurt');

      // 'Clear my private answers' takes the answer back.
      await page.getByRole('button', { name: 'Clear my private answers', exact: true }).click();
      expect(await hurt.getByRole('radio', { name: 'Never', exact: true }).isChecked()).toBe(false);
      await hurt.getByRole('radio', { name: 'Rarely', exact: true }).check();

      const sent = bodyOf(page, '/api/submit');
      await page.getByRole('button', { name: 'Submit & Pay', exact: true }).click();
      expect((await sent).privateCheck).toEqual({ hurt: 'Rarely' });
      await page.waitForURL(/\/test-checkout\//);
      expect(await storedText(page)).not.toContain('Rarely');
      expectNoProblems(opened, `/detonation with the private check (${label})`);
    },
  );

  test.each(VIEWPORTS)(
    'the single page offers it after the answers (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, '/detonation?mode=single');
      await summary(page).waitFor();
      const order = await page.evaluate((title) => {
        const block = document.getElementById('single-partner-block');
        const details = [...document.querySelectorAll('summary')].find((element) =>
          element.textContent?.includes(title),
        );
        const submit = document.querySelector('button[type="submit"]');
        if (!block || !details || !submit) return null;
        const follows = (a: Node, b: Node) =>
          Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { afterAnswers: follows(block, details), beforeSubmit: follows(details, submit) };
      }, TITLE);
      expect(order).toEqual({ afterAnswers: true, beforeSubmit: true });
      await summary(page).click();
      const afraid = page.getByRole('group', { name: item('afraid').text });
      await afraid.getByRole('radio', { name: 'Sometimes', exact: true }).check();
      await checkScreen(page, viewport, `single page, private check answered (${label})`);
      // The page's draft (D-21) keeps what was typed, never the private check.
      await page.getByLabel('Your name').fill('Riley Chen');
      await page.waitForTimeout(200);
      const stored = await storedText(page);
      expect(stored).toContain('Riley Chen');
      expect(stored).not.toContain('afraid');
      expect(stored).not.toContain('Sometimes');
      expectNoProblems(opened, `single page with the private check (${label})`);
    },
  );

  test('on /p2paste it is for the partner alone, and goes with the pasted answers', async () => {
    const refId = await seedSession();
    const opened = await newPage(MOBILE);
    const { page } = opened;
    expect((await open(page, `/p2paste/${refId}`)).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: "Paste Avery's answers" }).waitFor();
    // Whoever pastes may not be Avery: the line says whom it is for.
    await summary(page)
      .getByText(/^For Avery only, answering for themselves: only used to decide/)
      .waitFor();
    // Ten different replies: the same one ten times is refused as repeated (D-24).
    for (const [i, question] of partnerQuestions.entries()) {
      await page.getByLabel(question.text).fill(PARTNER_REPLIES[i] ?? '');
    }
    await summary(page).click();
    const afraid = page.getByRole('group', { name: item('afraid').text });
    await afraid.getByRole('radio', { name: 'Often', exact: true }).check();
    await checkScreen(page, MOBILE, '/p2paste with the private check open');
    expect(await storedText(page)).not.toContain('Often');
    const sent = bodyOf(page, '/api/person2/submit');
    await page.getByRole('button', { name: 'Submit All Answers', exact: true }).click();
    expect((await sent).privateCheck).toEqual({ afraid: 'Often' });
    expect((await sent).source).toBe('paste');
    await expectToast(page, 'Success!', SUCCESS);
    await page.waitForURL(url(`/session-checkout/${refId}`));
    expectNoProblems(opened, '/p2paste with the private check');
  });
});
