// biome-ignore-all lint/performance/useDomNodeTextContent: the test asserts the text a reader sees (innerText: hidden elements left out)
/**
 * The report page end to end (docs/report.md, 'The report page') against the built server: a
 * couple session paid through the real API and the test checkout, the report e-mail read from the
 * server's outbox (DATA_DIR/outbox), its link opened at 375 px and on the desktop. axe finds no
 * serious violation and nothing scrolls sideways; the headings run in order; every bar and meter
 * has its number and words in text beside it; 'Download PDF' downloads the PDF the e-mail
 * attached. A wrong link gets the not-found page.
 */
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { paidSessionWithEmail } from './helpers/admin';
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
import { ANSWERS, PARTNER_REPLIES, post } from './helpers/couple';
import { CANARY_TAG, recordCanaries } from './helpers/log-canaries';
import { reportMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();

const LONG = 180_000;
const PERSON1 = 'Robin Vale';
const PARTNER = 'Kai Moss';

/** The report e-mail to `address`: the path of its report link and its PDF attachment. */
async function reportMail(address: string): Promise<{ path: string; pdf: Buffer }> {
  const [raw] = reportMailsTo(address);
  const mail = await simpleParser(raw ?? '');
  const match = /https?:\/\/[^\s/]+(\/report\/(rpt_[0-9A-Za-z]{22}))/.exec(mail.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no /report/ link in the report e-mail');
  recordCanaries('capability id', [match[2]]);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')?.content;
  if (!pdf) throw new Error('no PDF in the report e-mail');
  return { path: match[1], pdf };
}

/** A disclosure the safety rule catches (D-22), pasted by the partner. */
const DISCLOSURE = 'Most nights he reads my messages, and last month he shoved me into the door.';
recordCanaries('answer', [DISCLOSURE]);

/**
 * A Max session through the real API whose partner pastes a disclosure and leaves an address,
 * paid on the test checkout; waits for both report e-mails.
 */
async function flaggedSession(person1Email: string, partnerEmail: string): Promise<void> {
  const start = await post('/api/start-session', { productType: 'detonation_fosm' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  recordCanaries('name', ['Robin Hale', 'Casey']);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Robin Hale', email: person1Email, partnerName: 'Casey' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation_fosm',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const pasted = PARTNER_REPLIES.map((reply, i) => (i === 2 ? `${reply} ${DISCLOSURE}` : reply));
  const answered = await post('/api/person2/submit', {
    refId,
    answers: answersFromList(pasted),
    source: 'paste',
    email: partnerEmail,
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
  const checkout = await post('/api/session-checkout', { refId });
  expect(checkout.status, await checkout.clone().text()).toBe(200);
  const { url: checkoutUrl } = (await checkout.json()) as { url: string };
  const checkoutId = decodeURIComponent(
    new URL(checkoutUrl, url('/')).pathname.split('/').pop() ?? '',
  );
  recordCanaries('capability id', [checkoutId]);
  const paid = await post(`/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`, {});
  expect(paid.status, await paid.clone().text()).toBe(200);
  for (const address of [person1Email, partnerEmail]) {
    await expect
      .poll(() => reportMailsTo(address).length, { timeout: 90_000, interval: 500 })
      .toBeGreaterThan(0);
  }
}

describe('the report page', () => {
  test(
    'opens from the e-mail link, reads well at 375 px and 1280 px, and downloads the same PDF',
    async () => {
      const email = `robin.${CANARY_TAG}.report@example.com`;
      recordCanaries('email', [email]);
      await paidSessionWithEmail(email);
      const mail = await reportMail(email);

      for (const viewport of [MOBILE, DESKTOP]) {
        const label = `the report page at ${viewport.width} px`;
        const opened = await newPage(viewport);
        const { page } = opened;
        const response = await open(page, mail.path);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe('no-store');
        expect(response.headers()['referrer-policy']).toBe('no-referrer');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(`${PERSON1} & ${PARTNER}`);
        expect(await page.title()).toBe('Your report | mSoul');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
          'noindex',
        );

        // The PDF's sections, as headings, in order and without skipping a level.
        const headings = await page
          .locator('main :is(h1, h2, h3, h4, h5, h6)')
          .evaluateAll((nodes) =>
            nodes.map((node) => ({
              level: Number(node.tagName.slice(1)),
              // What a screen reader announces (no CSS uppercase).
              text: (node.textContent ?? '').trim(),
            })),
          );
        expect(headings.filter((h) => h.level === 1)).toHaveLength(1);
        for (const [index, heading] of headings.entries()) {
          const before = headings[index - 1];
          if (before) expect(heading.level, heading.text).toBeLessThanOrEqual(before.level + 1);
        }
        const sections = headings.filter((h) => h.level === 2).map((h) => h.text);
        for (const title of ['Your score', 'What is in this report', 'Where you stand']) {
          expect(sections).toContain(title);
        }
        expect(sections.some((title) => /^Red flags/.test(title))).toBe(true);
        expect(sections.some((title) => /^The variables \(\d+\)$/.test(title))).toBe(true);
        expect(sections.indexOf('Where you stand')).toBeLessThan(sections.length - 1);

        // Every bar, gauge and meter is drawn for the eye only, next to its number and words.
        const bars = await page.locator('[data-bar]').evaluateAll((nodes) =>
          nodes.map((node) => ({
            hidden: node.closest('[aria-hidden="true"]') !== null,
            text: (node.closest('[data-bar-row]') as HTMLElement | null)?.innerText ?? '',
          })),
        );
        expect(bars.length).toBeGreaterThan(5);
        for (const bar of bars) {
          expect(bar.hidden).toBe(true);
          expect(bar.text).toMatch(/\d/);
          expect(bar.text).toMatch(/Strong|Mixed|Under strain|Level \d of 5|grade [A-F]/);
        }
        const together = await page.getByText(/^Together \d+ · (Strong|Mixed|Under strain)$/).all();
        expect(together.length).toBeGreaterThan(0);

        // The appendix is a real table with headers.
        const table = page.getByRole('table', { name: /Each of you/ });
        await expect.poll(() => table.count()).toBe(1);
        expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
          'What it measures',
          PERSON1,
          PARTNER,
        ]);
        expect(await table.getByRole('rowheader').count()).toBeGreaterThan(3);

        // The help line is the report's last line, before the footer.
        const help = await visibleText(page.locator('[data-section="help-line"]'));
        expect(help.length).toBeGreaterThan(10);

        await checkScreen(page, viewport, label);

        // 'Download PDF', reached with the keyboard, downloads the e-mail's PDF byte for byte.
        const download = page.getByRole('link', { name: 'Download PDF' });
        await download.focus();
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          page.keyboard.press('Enter'),
        ]);
        expect(file.suggestedFilename()).toBe('msoul-report.pdf');
        const saved = await file.path();
        const bytes = await readFile(saved);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(Buffer.compare(bytes, mail.pdf)).toBe(0);

        expectNoProblems(opened, label);
      }
    },
    LONG,
  );

  test(
    'under the safety rule both people see the same neutral page, quoting no one',
    async () => {
      const one = `robin.${CANARY_TAG}.safe@example.com`;
      const two = `casey.${CANARY_TAG}.safe@example.com`;
      recordCanaries('email', [one, two]);
      await flaggedSession(one, two);
      const texts: string[] = [];
      for (const [address, viewport] of [
        [one, MOBILE],
        [two, DESKTOP],
      ] as const) {
        const { path } = await reportMail(address);
        const opened = await newPage(viewport);
        const { page } = opened;
        await open(page, path);
        await page
          .getByRole('heading', { level: 2, name: 'Why this report has no score' })
          .waitFor();
        const text = await visibleText(page.locator('main article'));
        expect(text).not.toContain('shoved');
        expect(text).not.toContain('reads my messages');
        expect(text).not.toMatch(/out of 100|Your score|Where you stand|Red flags/);
        expect(await page.locator('[data-bar]').count()).toBe(0);
        expect(text).toContain('Where to get help');
        expect(text).toContain('Please keep in mind');
        await checkScreen(page, viewport, `the neutral report page at ${viewport.width} px`);
        expectNoProblems(opened, 'the neutral report page');
        // The download link carries the page's own link id; all else must match.
        const html = await page.locator('main article').innerHTML();
        texts.push(html.replace(/rpt_[0-9A-Za-z]{22}/g, 'rpt_LINK'));
      }
      // The two links open the very same page: nothing in it says whose link it is.
      expect(texts[1]).toBe(texts[0]);
    },
    LONG,
  );

  test('a wrong link gets a plain not-found page at both widths', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, '/report/rpt_0000000000000000000000');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('This link does not open a report');
      expect(await visibleText(page.locator('main'))).toContain(
        'Report links work for 30 days; after that the report is deleted for good.',
      );
      await checkScreen(page, viewport, `the report not-found page at ${viewport.width} px`);
      expectNoProblems(opened, 'the report not-found page', /status of 404/);
    }
  });
});
