/**
 * The safety rule end to end in the browser (decisions D-22, D-23 and 010): the partner's words on
 * /p2paste, or the partner's private check on /p2 alone, raise the rule; the couple pays through
 * the test checkout; the report delivered to the outbox is the neutral one. Its PDF, read with
 * pdftotext, shows no grade and no score, quotes nobody, and ends with the help line; when both
 * partners get it, both PDFs say the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { PRIVATE_CHECK_ITEMS } from '../../src/shared/safety/private-check';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../src/shared/safety/resources';
import { gradeLabels } from '../helpers/grade-labels';
import { expectNoProblems, MOBILE, open, setupBrowser, url } from './helpers/browser';
import { ANSWERS, answerPartnerChoices, PARTNER_REPLIES, post } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { reportMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();
const LONG = 150_000;
const DISCLOSURE = 'Most nights he reads my messages, and last month he shoved me into the door.';
const HELP_LINE = safetyHelpLine(DEFAULT_SAFETY_RESOURCES);
const work = mkdtempSync(join(tmpdir(), 'msoul-e2e-safety-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

recordCanaries('name', ['Robin Hale', 'Casey']);
recordCanaries('answer', [DISCLOSURE]);

/** A session with person 1's answers, through the real API. */
async function seedSession(email: string): Promise<string> {
  const start = await post('/api/start-session', { productType: 'detonation_fosm' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Robin Hale', email, partnerName: 'Casey' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation_fosm',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  return refId;
}

/** Pays from /session-checkout through the test checkout, until the payment is confirmed. */
async function pay(page: Page, refId: string): Promise<void> {
  await open(page, `/session-checkout/${refId}`);
  await page.getByText('Both partners have answered.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Proceed to Payment', exact: true }).click();
  await page.waitForURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
}

/**
 * The text of the report PDF e-mailed to `address`, once the outbox holds it: the report e-mail,
 * not the partner notices the same address may get first (docs/operations.md).
 */
async function deliveredPdfText(address: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      () => {
        mail = reportMailsTo(address)[0] ?? '';
        return mail !== '';
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  const parsed = await simpleParser(mail);
  const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
  if (!pdf) throw new Error(`no PDF in the e-mail to ${address}`);
  const file = join(work, `${address}.pdf`);
  writeFileSync(file, pdf.content);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The report's own lines: the running header and footer left out. */
function contentLines(pdfText: string): string[] {
  return pdfText
    .split(/[\n\f]/)
    .map((line) => line.trim())
    .filter(
      (line) =>
        line !== '' &&
        !/^Page \d+ of \d+$/.test(line) &&
        !line.startsWith('mSoul · ') &&
        line !== 'Guidance, not therapy. For entertainment purposes only.',
    );
}

/** What every delivered neutral report must hold, and must not. */
function expectNeutral(pdfText: string, words: readonly string[]): void {
  const flat = pdfText.replace(/\s+/g, ' ');
  expect(flat).toContain('Why this report has no score');
  for (const resource of DEFAULT_SAFETY_RESOURCES) expect(flat).toContain(resource);
  for (const sentence of words) expect(flat, sentence).not.toContain(sentence);
  expect(flat).not.toContain('/100');
  const lines = contentLines(pdfText);
  expect(gradeLabels(lines)).toEqual([]);
  // The help line is the last thing in the report (pdftotext may wrap it over lines).
  const tail = (count: number) => lines.slice(-count).join(' ').replace(/\s+/g, ' ');
  expect([tail(1), tail(2), tail(3)]).toContain(HELP_LINE);
}

describe('the safety rule, from the partner to the delivered report', () => {
  test(
    'a disclosure pasted on /p2paste gives the neutral report, quoting no one',
    async () => {
      const email = `robin.${Date.now()}.logcanary@example.com`;
      const refId = await seedSession(email);
      const opened = await newPage(MOBILE);
      const { page } = opened;
      expect((await open(page, `/p2paste/${refId}`)).status()).toBe(200);
      const pasted = PARTNER_REPLIES.map((reply, i) =>
        i === 2 ? `${reply} ${DISCLOSURE}` : reply,
      );
      for (const [i, question] of partnerQuestions.entries()) {
        await page.getByLabel(question.text).fill(pasted[i] ?? '');
      }
      await page.getByRole('button', { name: 'Submit All Answers', exact: true }).click();
      await page.waitForURL(url(`/session-checkout/${refId}`));
      await pay(page, refId);

      const pdfText = await deliveredPdfText(email);
      expectNeutral(pdfText, [DISCLOSURE, ...ANSWERS, ...PARTNER_REPLIES]);
      expect(pdfText).not.toContain('shoved');
      expectNoProblems(opened, 'disclosure on /p2paste, paid');
    },
    LONG,
  );

  test(
    "the partner's private check alone, 'Often' on /p2, gives both partners the same neutral report",
    async () => {
      const stamp = Date.now();
      const email = `robin.${stamp}.logcanary@example.com`;
      const partnerEmail = `casey.${stamp}.logcanary@example.com`;
      const refId = await seedSession(email);
      const opened = await newPage(MOBILE);
      const { page } = opened;
      expect((await open(page, `/p2/${refId}`)).status()).toBe(200);
      await answerPartnerChoices(page);
      await page.locator('#partner-email').fill(partnerEmail);
      await page.locator('summary').filter({ hasText: 'Private check (optional)' }).click();
      const afraid = PRIVATE_CHECK_ITEMS.find((item) => item.id === 'afraid');
      if (!afraid) throw new Error('no afraid item');
      await page
        .getByRole('group', { name: afraid.text })
        .getByRole('radio', { name: 'Often', exact: true })
        .check();
      await page.getByRole('button', { name: 'Submit Answers', exact: true }).click();
      await page.waitForURL(url(`/session-checkout/${refId}`));
      await pay(page, refId);

      const one = await deliveredPdfText(email);
      const two = await deliveredPdfText(partnerEmail);
      expect(two).toBe(one);
      expectNeutral(one, [...ANSWERS]);
      // Nothing of the private check is in the report: not its questions, not the answer.
      for (const item of PRIVATE_CHECK_ITEMS) expect(one).not.toContain(item.text);
      expect(one).not.toContain('Often');
      expectNoProblems(opened, 'private check on /p2, paid');
    },
    LONG,
  );
});
