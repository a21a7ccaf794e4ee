// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees
/**
 * D-24 in the browser (docs/product.md §5, docs/scoring.md 'Readable answers (D-24)'): each form
 * that takes typed or pasted answers (the two-step /detonation flow, the single page with its
 * paste box, /p2paste, the free scan's partner page) refuses keyboard mash and a non-English
 * answer where it is typed, with the shared rule's message, and sends nothing to the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { stormQuestions } from '../../src/shared/questions/storm';
import { READABILITY_MESSAGES, repeatedMessage } from '../../src/shared/validation/readability';
import {
  DESKTOP,
  expectNoProblems,
  expectNoSeriousA11yViolations,
  expectToast,
  open,
  settleAnimations,
  setupBrowser,
  url,
} from './helpers/browser';
import { ANSWERS, PARTNER_REPLIES, post } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();

/** Five 'words' of keys, so that the word rule passes and the readability rule speaks. */
const MASH = 'asdf jkl qwer sdkjfh sdfkjh';
const SPANISH = 'Quiero llegar a una casa tranquila, con música y alguien que me abrace.';
const STORM_ANSWERS = [
  'We usually talk it through the same evening, even when it is hard.',
  'I need someone to listen first, then help me make a plan.',
  'Shared account for bills, our own money for everything else.',
  'A couple of evenings a week together, weekends mostly together.',
  'I want us to keep choosing each other and be honest about what we need.',
];
recordCanaries('answer', [MASH, SPANISH, ...STORM_ANSWERS]);
recordCanaries('name', ['Robin Vale', 'Kit Moss']);

const NOT_READABLE = 'Answer Not Readable';

/** Every request to `path` the page makes from now on, to prove that nothing was sent. */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) seen.push(request.method());
  });
  return seen;
}

async function a11y(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

async function expectAlertDialog(page: Page, message: string): Promise<void> {
  await page.getByRole('alertdialog', { name: message, exact: true }).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
}

describe('answers the report cannot read are refused where they are typed (D-24)', () => {
  test('the two-step /detonation flow', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const submits = requestsTo(page, '/api/submit');
    await open(page, '/detonation');
    await page.getByLabel('Your name', { exact: true }).fill('Robin Vale');
    await page.getByLabel('Email', { exact: true }).fill('robin.logcanary@example.com');
    await page.getByLabel("Partner's name", { exact: true }).fill('Kit Moss');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    const answer = page.getByRole('textbox', { name: 'Your answer', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });

    await answer.fill(MASH);
    await next.click();
    await expectToast(page, NOT_READABLE, READABILITY_MESSAGES.keyboard_mash);
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    await a11y(page, '/detonation with the mash message');

    await answer.fill(SPANISH);
    await next.click();
    await expectToast(page, NOT_READABLE, READABILITY_MESSAGES.not_english);
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();

    // A real answer moves on; the same answer again on question 2 is refused, naming question 1.
    await answer.fill(ANSWERS[0] ?? '');
    await next.click();
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    await answer.fill(ANSWERS[0] ?? '');
    await next.click();
    await expectToast(page, NOT_READABLE, repeatedMessage(1));
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    expect(submits).toEqual([]);
    expectNoProblems(opened, '/detonation');
  });

  test('the single page: person 1’s answers and the pasted replies', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected window dialog (D-18): ${dialog.message()}`);
    });
    const sent = requestsTo(page, '/api/');
    await open(page, '/detonation?mode=single');
    sent.length = 0;
    await page.getByLabel('Your name', { exact: true }).fill('Robin Vale');
    await page.getByLabel('Email', { exact: true }).fill('robin.logcanary@example.com');
    await page.getByLabel("Partner's name", { exact: true }).fill('Kit Moss');
    const answer = (n: number) => page.getByLabel(new RegExp(`^${n}\\. `));
    for (const [i, text] of ANSWERS.entries()) {
      await answer(i + 1).fill(i === 3 ? MASH : text);
    }
    const block = page.getByLabel('Their numbered replies', { exact: true });
    await block.fill(PARTNER_REPLIES.map((reply, i) => `${i + 1}. ${reply}`).join('\n'));
    const pay = page.getByRole('button', { name: /^Pay & Submit/ });

    await pay.click();
    await expectAlertDialog(page, `Q4: ${READABILITY_MESSAGES.keyboard_mash}`);
    expect(await answer(4).getAttribute('aria-invalid')).toBe('true');
    await a11y(page, 'the single page with the mash message');

    await answer(4).fill(SPANISH);
    await pay.click();
    await expectAlertDialog(page, `Q4: ${READABILITY_MESSAGES.not_english}`);

    // The partner's replies, once person 1's answers read well.
    await answer(4).fill(ANSWERS[3] ?? '');
    const replies = (changed: number, text: string) =>
      PARTNER_REPLIES.map((reply, i) => `${i + 1}. ${i === changed ? text : reply}`).join('\n');
    await block.fill(replies(2, MASH));
    await pay.click();
    await expectAlertDialog(page, `Your partner's answer 3: ${READABILITY_MESSAGES.keyboard_mash}`);
    expect(await block.getAttribute('aria-invalid')).toBe('true');
    await block.fill(replies(2, SPANISH));
    await pay.click();
    await expectAlertDialog(page, `Your partner's answer 3: ${READABILITY_MESSAGES.not_english}`);
    expect(sent).toEqual([]);
    expectNoProblems(opened, 'the single page');
  });

  test('/p2paste', async () => {
    const start = await post('/api/start-session', { productType: 'detonation' });
    expect(start.status).toBe(201);
    const { refId } = (await start.json()) as { refId: string };
    recordCanaries('capability id', [refId]);
    const submitted = await post('/api/submit', {
      refId,
      person1: {
        name: 'Robin Vale',
        email: 'robin.logcanary@example.com',
        partnerName: 'Kit Moss',
      },
      answers: answersFromList(ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);

    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const submits = requestsTo(page, '/api/person2/submit');
    await open(page, `/p2paste/${refId}`);
    await page.getByRole('heading', { level: 1, name: /Paste .* answers/ }).waitFor();
    for (const [i, reply] of PARTNER_REPLIES.entries()) {
      await page.locator(`#paste-answer-${i + 1}`).fill(i === 1 ? MASH : reply);
    }
    const submit = page.getByRole('button', { name: 'Submit All Answers', exact: true });
    await submit.click();
    await expectToast(page, NOT_READABLE, `Q2: ${READABILITY_MESSAGES.keyboard_mash}`);
    const second = page.locator('#paste-answer-2');
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(READABILITY_MESSAGES.keyboard_mash, { exact: true }).waitFor();
    await a11y(page, '/p2paste with the mash message');

    await second.fill(SPANISH);
    await page.getByText(READABILITY_MESSAGES.not_english, { exact: true }).waitFor();
    await submit.click();
    await expectToast(page, NOT_READABLE, `Q2: ${READABILITY_MESSAGES.not_english}`);
    expect(submits).toEqual([]);
    expectNoProblems(opened, '/p2paste');
  });

  test('the free scan’s partner page', async () => {
    const created = await post('/api/assessments', {
      tier: 'free',
      profile: {
        fullName: 'Robin Vale',
        email: 'robin.logcanary@example.com',
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'words-of-affirmation',
      },
      website: '',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const answered = await fetch(url(`/api/assessments/${id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        responses: Object.fromEntries(stormQuestions.map((q) => [q.id, q.options[0] ?? ''])),
      }),
    });
    expect(answered.status).toBe(200);
    const { storm } = (await answered.json()) as { storm: { token: string } };
    recordCanaries('capability id', [id, storm.token]);

    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const submits = requestsTo(page, '/api/storm/submit');
    await open(page, `/storm/${storm.token}`);
    const answers = page.locator('form textarea');
    await answers.first().waitFor();
    for (const [i, text] of STORM_ANSWERS.entries()) {
      await answers.nth(i).fill(i === 2 ? MASH : text);
    }
    const send = page.getByRole('button', { name: 'Send my answers' });
    await send.click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Q3: ${READABILITY_MESSAGES.keyboard_mash}` })
      .waitFor();
    expect(await answers.nth(2).getAttribute('aria-invalid')).toBe('true');
    await a11y(page, '/storm/<token> with the mash message');

    await answers.nth(2).fill(SPANISH);
    await send.click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Q3: ${READABILITY_MESSAGES.not_english}` })
      .waitFor();
    expect(submits).toEqual([]);
    expectNoProblems(opened, '/storm/<token>');
  });
});
