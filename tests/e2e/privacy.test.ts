/**
 * 'Manage my data' end to end (issue 7) against the built server: data seeded through the real
 * API, the link requested with the keyboard on /privacy-ethics, the e-mail read from the
 * server's outbox (DATA_DIR/outbox), the one-time page opened, the JSON download checked (the
 * partner's answers are not in it), a reload within the grant, the phone corrected, everything
 * deleted behind the confirmation, and the used link answered plainly. axe on every screen at
 * 375 px and on the desktop, no sideways scrolling at 375 px.
 */
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import {
  checkScreen,
  expectNoProblems,
  expectToast,
  open,
  setupBrowser,
  url,
  visibleText,
} from './helpers/browser';
import { ANSWERS, post, VIEWPORTS } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { outboxMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();

const LONG = 120_000;
const REQUEST_MESSAGE =
  'If we hold data for this address, we have e-mailed a link to it. It works for 24 hours.';
/** The partner's pasted answers: distinctive, so their absence from the download is provable. */
const PARTNER_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `Zebracorn partner reply number ${i + 1}, the partner's own words.`,
);
recordCanaries('answer', PARTNER_ANSWERS);
recordCanaries('phone', ['+1 555 0199', '+44 20 7946 0000']);
recordCanaries('name', ['Robin Ortega']);

/** Waits for the link e-mail to `address` and returns the link's path (/my-data/<token>). */
async function linkPathFor(address: string): Promise<string> {
  // Person 1 also gets a 'your partner has answered': only the data link counts here.
  const links = () => outboxMailsTo(address, 'Your mSoul data link');
  await expect.poll(() => links().length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
  const [raw] = links();
  const mail = await simpleParser(raw ?? '');
  expect(mail.subject).toBe('Your mSoul data link');
  const match = /https?:\/\/[^\s/]+(\/my-data\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no /my-data/ link in the e-mail');
  recordCanaries('data link token', [match[1].replace('/my-data/', '')]);
  return match[1];
}

type Seeded = { email: string; refId: string };

/** Person 1's intake, then a couple session with the partner's pasted answers. */
async function seed(email: string): Promise<Seeded> {
  const assessment = await post('/api/assessments', {
    tier: 'detonation',
    profile: {
      fullName: 'Robin Ortega',
      email,
      phone: '+1 555 0199',
      primaryLoveLanguage: 'quality-time',
      secondaryLoveLanguage: 'acts-of-service',
    },
  });
  expect(assessment.status, await assessment.clone().text()).toBe(201);
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Robin Ortega', email, phone: '+1 555 0199', partnerName: 'Jules' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const partner = await post('/api/person2/submit', {
    refId,
    answers: answersFromList(PARTNER_ANSWERS),
    source: 'paste',
  });
  expect(partner.status, await partner.clone().text()).toBe(200);
  return { email, refId };
}

describe('Manage my data', () => {
  test.each(VIEWPORTS)(
    'request, open, download, correct, delete (%s)',
    async (label, viewport) => {
      const email = `robin.${label.replace(/\W/g, '')}.${Date.now()}.logcanary@example.com`;
      const { refId } = await seed(email);

      // /privacy-ethics: the form, with the keyboard.
      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, '/privacy-ethics');
      const section = page.getByRole('region', { name: 'Manage my data' });
      await section.scrollIntoViewIfNeeded();
      const field = section.getByLabel('Your e-mail address');
      const submit = section.getByRole('button', { name: 'Send me a link', exact: true });
      // An empty address is refused inline, on the field.
      await submit.click();
      await section.getByText('Enter your e-mail address.', { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        await field.getAttribute('id'),
      );
      await checkScreen(page, viewport, `/privacy-ethics error (${label})`);
      await field.fill(email.toUpperCase());
      await field.press('Enter');
      const status = section.getByRole('status');
      await expect.poll(() => visibleText(status)).toBe(REQUEST_MESSAGE);
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      await checkScreen(page, viewport, `/privacy-ethics sent (${label})`);

      // The e-mail in the outbox, and its one-time page.
      const linkPath = await linkPathFor(email);
      const response = await open(page, linkPath);
      expect(response.headers()['cache-control']).toBe('no-store');
      await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
      expect(await page.title()).toBe('Your data | mSoul');
      const main = page.getByRole('main');
      expect(await visibleText(main)).toContain(email);
      await page.getByText('Robin Ortega', { exact: false }).first().waitFor();
      await checkScreen(page, viewport, `/my-data (${label})`);

      // Download: the JSON has person 1's answers and not the partner's.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data (JSON)', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^msoul-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = await readFile(await download.path(), 'utf8');
      const data = JSON.parse(saved) as {
        email: string;
        profile: { fullName: string; phone: string | null };
        coupleSessions: { asPerson1: { submissions: { answers: { answer: string }[] }[] } }[];
      };
      expect(data.email).toBe(email);
      expect(data.profile).toEqual({ fullName: 'Robin Ortega', phone: '+1 555 0199' });
      const answers = data.coupleSessions[0]?.asPerson1.submissions[0]?.answers ?? [];
      expect(answers.map((item) => item.answer)).toEqual(ANSWERS);
      expect(saved).not.toContain('Zebracorn');
      await expectToast(page, 'Download started');

      // A reload within the 30 minutes keeps working (the grant is kept in this tab).
      await open(page, linkPath);
      await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();

      // Correct the phone number.
      const phone = page.getByLabel('Phone number (optional)');
      expect(await phone.inputValue()).toBe('+1 555 0199');
      await phone.fill('call me');
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await page.getByText('Use digits, spaces and + ( ) - . only.').waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      await phone.fill('+44 20 7946 0000');
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expectToast(page, 'Saved');
      await page
        .getByText(/\+44 20 7946 0000/)
        .first()
        .waitFor();
      await checkScreen(page, viewport, `/my-data corrected (${label})`);
      // The session still reads (the submission was signed again).
      const view = await fetch(url(`/api/sessions/${refId}`));
      expect(view.status).toBe(200);

      // Delete, behind the confirmation; Escape cancels first.
      const remove = page.getByRole('button', { name: 'Delete everything now', exact: true });
      await remove.click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete everything now?' });
      await dialog.waitFor();
      expect(
        await page.evaluate(() => document.activeElement?.textContent?.trim()),
        'focus starts on the safe choice',
      ).toBe('Cancel');
      await checkScreen(page, viewport, `/my-data confirm (${label})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await remove.click();
      await dialog.getByRole('button', { name: 'Yes, delete everything', exact: true }).click();
      await page.getByRole('heading', { name: 'Your data has been deleted' }).waitFor();
      expect(await visibleText(main)).toContain(email);
      await checkScreen(page, viewport, `/my-data deleted (${label})`);

      // Gone: the session, the link e-mail; a new request sends nothing.
      expect((await fetch(url(`/api/sessions/${refId}`))).status).toBe(404);
      expect(outboxMailsTo(email)).toEqual([]);
      const again = await post('/api/privacy/request', { email });
      expect(again.status).toBe(202);
      expect(((await again.json()) as { message: string }).message).toBe(REQUEST_MESSAGE);
      await new Promise((done) => setTimeout(done, 2_000));
      expect(outboxMailsTo(email)).toEqual([]);
      expectNoProblems(opened, `privacy flow (${label})`);

      // The used link, in a fresh tab: said plainly, with the way to a new one.
      const second = await newPage(viewport);
      await open(second.page, linkPath);
      await second.page
        .getByRole('heading', { name: 'This link has expired or has already been used' })
        .waitFor();
      const ask = second.page.getByRole('link', { name: 'Ask for a new link', exact: true });
      expect(await ask.getAttribute('href')).toBe('/privacy-ethics#manage-my-data');
      await checkScreen(second.page, viewport, `/my-data used link (${label})`);
      // The refused exchange is a 404 the browser reports in the console; nothing else.
      expectNoProblems(second, `used link (${label})`, /status of 404/);
    },
    LONG,
  );
});
