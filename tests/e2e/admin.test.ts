// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * /admin (docs/product.md §2, §4, §5, §8 Admin; D-14, D-15; issue 7) against the built server:
 * admins made with the real admin CLI beside the running server, one with TOTP and one without. The
 * login form (empty fields, wrong password, no 2FA, 2FA with a wrong, a right, a reused and the
 * next code), the stored token's check, a 401 ending the session, log out; the dashboard's numbers,
 * the D-15 warning, the purge and its report, the audit log (filter, 'Load older'), both exports,
 * the outbox with a real report e-mail, and failed reports. States the server cannot produce on
 * demand (a 429, a network failure, a failed purge, a failed report, an SMTP set-up) are answered
 * by Playwright's request routing. axe at 375 px and on the desktop.
 *
 * The login back-off counts failed logins only (docs/operations.md §5); most tests still reuse
 * one token from the API instead of logging in again.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { capabilityDigest } from '../../src/server/security/capability-id';
import type { AdminStats } from '../../src/shared/api/admin';
import {
  adminGet,
  apiLogin,
  apiLogout,
  createAdmin,
  markReportFailed,
  paidSessionWithEmail,
  type SeededAdmin,
  storeToken,
  totpCode,
  wrongCode,
} from './helpers/admin';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  expectToast,
  MOBILE,
  open,
  setupBrowser,
  url,
  type Viewport,
  visibleOnes,
  visibleText,
} from './helpers/browser';
import { VIEWPORTS } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { reportMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();

const LONG = 120_000;
const SESSION_ENDED = 'Your session has ended. Log in again.';
/** Chromium logs every non-2xx response and aborted request as a console error. */
const EXPECTED_HTTP = /status of (401|404|429|500)|net::ERR_(FAILED|CONNECTION_REFUSED)/;

let plain: SeededAdmin;
let secure: SeededAdmin;
/** A token of `plain` from the API, shared by the dashboard tests (the login limit). */
let token: string;

beforeAll(async () => {
  // Created one after the other: each CLI run holds the server's database briefly.
  plain = await createAdmin('alex.ops', { totp: false });
  secure = await createAdmin('sam.secure', { totp: true });
  token = await apiLogin(plain);
}, LONG);

async function storedToken(page: Page): Promise<string | null> {
  const stored = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  recordCanaries('admin token', stored ? [stored] : []);
  return stored;
}

/** A page with `token` already in localStorage, on the dashboard. */
async function openDashboard(viewport: Viewport = DESKTOP, withToken = token) {
  const opened = await newPage(viewport);
  await storeToken(opened.page.context(), withToken);
  await open(opened.page, '/admin');
  await dashboardHeading(opened.page).waitFor();
  return opened;
}

function dashboardHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Dashboard' });
}

function loginHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Admin login' });
}

async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The value of the stat tile labelled `label`. */
async function tile(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) });
  return visibleText(term.locator('xpath=following-sibling::dd[1]'));
}

/** The JSON body of an API error, as the server writes it. */
function apiError(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

async function fulfilJson(route: Route, status: number, body: string, headers = {}) {
  await route.fulfill({ status, contentType: 'application/json', body, headers });
}

describe('login', () => {
  test.each(VIEWPORTS)(
    'the form: title, noindex, required fields, axe (%s)',
    async (label, viewport) => {
      const opened = await newPage(viewport);
      const { page } = opened;
      const response = await open(page, '/admin');
      expect(response.status()).toBe(200);
      await loginHeading(page).waitFor();
      expect(await page.title()).toBe('Admin login | mSoul');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      await expect(
        fetch(new URL('/robots.txt', page.url())).then((r) => r.text()),
      ).resolves.toMatch(/^Disallow: \/admin$/m);
      const username = page.getByLabel('Username');
      const password = page.getByLabel('Password');
      expect(await username.getAttribute('autocomplete')).toBe('username');
      expect(await password.getAttribute('type')).toBe('password');
      expect(await password.getAttribute('autocomplete')).toBe('current-password');
      await checkScreen(page, viewport, `/admin login (${label})`);

      // docs/product.md §5: both fields non-empty, said next to each field; focus goes to the
      // first.
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByText('Enter your username.', { exact: true }).waitFor();
      await page.getByText('Enter your password.', { exact: true }).waitFor();
      expect(await username.getAttribute('aria-invalid')).toBe('true');
      expect(await username.evaluate((element) => element === document.activeElement)).toBe(true);
      await checkScreen(page, viewport, `/admin login errors (${label})`);
      expectNoProblems(opened, `login form (${label})`);
    },
    LONG,
  );

  test('a wrong password: Login Failed / Invalid credentials', async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, '/admin');
    await fillLogin(page, plain.username, 'not-the-password');
    await expectToast(page, 'Login Failed', 'Invalid credentials');
    await loginHeading(page).waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await storedToken(page)).toBeNull();
    expectNoProblems(opened, 'wrong password', EXPECTED_HTTP);
  });

  test('no server: Login Error; a 429: the server message and when to retry', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await open(page, '/admin');
    await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
    await fillLogin(page, plain.username, plain.password);
    await expectToast(page, 'Login Error', 'Failed to connect to server');
    await page.unroute('**/api/admin/login');

    const message = 'Too many attempts. Try again in 42 seconds.';
    await page.route('**/api/admin/login', (route) =>
      fulfilJson(route, 429, apiError('rate_limited', message), { 'retry-after': '42' }),
    );
    await fillLogin(page, plain.username, plain.password);
    await expectToast(page, 'Login Failed', message);
    const note = page.getByRole('alert').filter({ hasText: message });
    await note.waitFor();
    expect(await visibleText(note)).toMatch(
      /^Too many attempts\. Try again in 42 seconds\. You can try again at \d{1,2}:\d\d( [AP]M)?\.$/,
    );
    await checkScreen(page, DESKTOP, '/admin rate limited');
    expectNoProblems(opened, 'login errors', EXPECTED_HTTP);
  });

  test(
    'without 2FA, by keyboard: the dashboard; the token is stored and checked on reload',
    async () => {
      const opened = await newPage(DESKTOP);
      const { page } = opened;
      await open(page, '/admin');
      // Keyboard only: type, Tab to the password, Enter submits.
      await page.getByLabel('Username').focus();
      await page.keyboard.type(plain.username);
      await page.keyboard.press('Tab');
      await page.keyboard.type(plain.password);
      await page.keyboard.press('Enter');
      await dashboardHeading(page).waitFor();
      expect(await page.title()).toBe('Admin dashboard | mSoul');
      expect(await visibleText(page.locator('main'))).toContain(`Signed in as ${plain.username}.`);
      const stored = await storedToken(page);
      expect(stored).toBeTruthy();

      // The stored token is checked with the server on load (docs/product.md §4), then the
      // dashboard shows.
      let checks = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/verify') checks += 1;
      });
      await open(page, '/admin');
      await dashboardHeading(page).waitFor();
      expect(checks).toBe(1);
      expect(await storedToken(page)).toBe(stored);
      expectNoProblems(opened, 'login without 2FA');
    },
    LONG,
  );

  test(
    'with 2FA: wrong code, right code, log out, the reused code refused, the next one accepted',
    async () => {
      const secret = secure.secret ?? '';
      const opened = await newPage(MOBILE);
      const { page } = opened;
      await open(page, '/admin');
      await fillLogin(page, secure.username, secure.password);

      const heading = page.getByRole('heading', { level: 1, name: 'Two-factor authentication' });
      await heading.waitFor();
      expect(await page.title()).toBe('Admin 2FA | mSoul');
      const code = page.getByLabel('Authentication code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      // The step takes the focus, so typing continues there.
      expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
      await checkScreen(page, MOBILE, '/admin 2FA step');

      const verify = page.getByRole('button', { name: 'Verify', exact: true });
      await code.fill('123');
      await verify.click();
      await page.getByText('The code has exactly 6 characters.', { exact: true }).waitFor();

      await code.fill(await wrongCode(secret));
      await verify.click();
      await expectToast(page, '2FA Failed', 'Invalid code');
      expect(await code.inputValue()).toBe('');

      await page.route('**/api/admin/verify-2fa', (route) => route.abort('connectionrefused'));
      await code.fill(await totpCode(secret));
      await verify.click();
      await expectToast(page, '2FA Error', 'Failed to verify code');
      await page.unroute('**/api/admin/verify-2fa');

      const used = await totpCode(secret);
      await code.fill(used);
      await verify.click();
      await dashboardHeading(page).waitFor();
      expect(await storedToken(page)).toBeTruthy();

      // Log out: POST logout, storage cleared, back to the login form.
      const logout = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/admin/logout',
      );
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      expect((await logout).status()).toBe(204);
      await loginHeading(page).waitFor();
      await page.getByRole('status').filter({ hasText: 'You have logged out.' }).waitFor();
      expect(await storedToken(page)).toBeNull();

      // The same code again, a fresh password step: a code works once.
      await fillLogin(page, secure.username, secure.password);
      await heading.waitFor();
      await code.fill(used);
      await verify.click();
      await expectToast(page, '2FA Failed', 'Invalid code');
      await heading.waitFor();
      // The next step's code (the server accepts one step either side) has not been used.
      await code.fill(await totpCode(secret, 1));
      await verify.click();
      await dashboardHeading(page).waitFor();
      expectNoProblems(opened, 'login with 2FA', EXPECTED_HTTP);
    },
    LONG,
  );

  test('a garbage stored token is removed on load and the login form shows', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const garbage = 'garbage-token-that-was-never-issued';
    recordCanaries('admin token', [garbage]);
    await storeToken(page.context(), garbage);
    await open(page, '/admin');
    await loginHeading(page).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    expectNoProblems(opened, 'garbage token', EXPECTED_HTTP);
  });

  test('a 401 after login ends the session with a notice', async () => {
    const ownToken = await apiLogin(plain);
    const opened = await openDashboard(MOBILE, ownToken);
    const { page } = opened;
    // Revoked elsewhere (as 'Log out' in another browser would).
    await apiLogout(ownToken);
    await page.getByRole('button', { name: 'View Logs', exact: true }).click();
    await loginHeading(page).waitFor();
    await page.getByRole('status').filter({ hasText: SESSION_ENDED }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await checkScreen(page, MOBILE, '/admin session ended');
    expectNoProblems(opened, 'session ended', EXPECTED_HTTP);
  });
});

describe('dashboard', () => {
  test.each(VIEWPORTS)(
    'the numbers, the next purge and the D-15 warning; axe (%s)',
    async (label, viewport) => {
      const stats = await adminGet<AdminStats>('/api/admin/stats', token);
      const opened = await openDashboard(viewport);
      const { page } = opened;
      expect(await page.title()).toBe('Admin dashboard | mSoul');
      await page.getByRole('heading', { name: 'At a glance' }).waitFor();
      const number = (value: number) => value.toLocaleString('en-US');
      expect(await tile(page, 'Total users')).toBe(number(stats.totalUsers));
      expect(await tile(page, 'Total assessments')).toBe(number(stats.totalAssessments));
      expect(await tile(page, 'Couple sessions')).toBe(number(stats.totalCoupleSessions));
      expect(await tile(page, 'Old data')).toBe(number(stats.oldDataCount));
      // The next purge for people, with the ISO instant beside it.
      const next = await tile(page, 'Next purge');
      expect(next).toMatch(/\d{4}/);
      expect(next).not.toBe(stats.nextPurgeDate);
      const iso = page.locator(`time[datetime="${stats.nextPurgeDate}"]`).first();
      expect(await visibleText(iso)).toBe(stats.nextPurgeDate);

      // D-15: the admin without 2FA is named, the one with 2FA is not.
      const warning = page.getByRole('region', { name: /admins? ha(s|ve) no 2FA/ });
      await warning.waitFor();
      const names = warning.getByRole('list', { name: 'Admins without 2FA' });
      expect(await names.getByRole('listitem').allInnerTexts()).toContain(plain.username);
      expect(await names.getByRole('listitem').allInnerTexts()).not.toContain(secure.username);
      expect(stats.adminsWithout2fa).toContain(plain.username);

      for (const name of ['Data purge', 'Failed reports', 'Mail outbox']) {
        await page.getByRole('heading', { level: 2, name }).waitFor();
      }
      await page.getByText(/No e-mails yet|message(s)? in the outbox/).waitFor();
      await checkScreen(page, viewport, `/admin dashboard (${label})`);
      expectNoProblems(opened, `dashboard (${label})`);
    },
    LONG,
  );

  test(
    'purge: confirmation (Cancel, Escape), then the report; failures toast',
    async () => {
      const opened = await openDashboard(MOBILE);
      const { page } = opened;
      const purgeButton = page.getByRole('button', { name: 'Purge Old Data', exact: true });
      const dialog = page.getByRole('alertdialog', { name: 'Purge old data now?' });

      await purgeButton.click();
      await dialog.waitFor();
      expect(await visibleText(dialog)).toContain('It cannot be undone.');
      // Cancel has the focus: Enter on a stray key press does not purge.
      expect(
        await dialog
          .getByRole('button', { name: 'Cancel' })
          .evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await checkScreen(page, MOBILE, '/admin purge confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await purgeButton.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await purgeButton.evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      expect(await page.getByRole('heading', { name: 'Purge report' }).count()).toBe(0);

      await purgeButton.click();
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/admin/purge-data',
      );
      await dialog.getByRole('button', { name: 'Purge Data' }).click();
      const report = (await (await answer).json()) as Record<string, number | string[]>;
      const region = page.getByRole('region', { name: 'Purge report' });
      await region.waitFor();
      const text = await visibleText(region);
      for (const [name, key] of [
        ['Users deleted', 'purgedUsers'],
        ['Assessments deleted', 'purgedAssessments'],
        ['Records anonymised', 'anonymizedRecords'],
        ['Couple sessions deleted', 'purgedCoupleSessions'],
        ['Outbox messages deleted', 'purgedOutboxMessages'],
      ] as const) {
        expect(text).toContain(`${name} ${String(report[key])}`);
      }
      expect(report.errors).toEqual([]);
      expect(text).toContain('No errors.');
      await expectToast(page, 'Purge Complete', 'The purge report is below.');
      await checkScreen(page, MOBILE, '/admin purge report');

      // An error answer, then no answer at all (docs/product.md §8).
      await page.route('**/api/admin/purge-data', (route) =>
        fulfilJson(route, 500, apiError('internal_error', 'Something went wrong.')),
      );
      await purgeButton.click();
      await dialog.getByRole('button', { name: 'Purge Data' }).click();
      await expectToast(page, 'Purge Failed', 'Failed to execute data purge');
      await page.unroute('**/api/admin/purge-data');
      await page.route('**/api/admin/purge-data', (route) => route.abort('connectionrefused'));
      await purgeButton.click();
      await dialog.getByRole('button', { name: 'Purge Data' }).click();
      await expectToast(page, 'Purge Error', 'Failed to connect to server');
      expectNoProblems(opened, 'purge', EXPECTED_HTTP);
    },
    LONG,
  );

  test('Export: JSON and CSV (zip) downloads', async () => {
    const opened = await openDashboard(DESKTOP);
    const { page } = opened;
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Export data' });

    await exportButton.click();
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'JSON' }).isChecked()).toBe(true);
    await checkScreen(page, DESKTOP, '/admin export dialog');
    const jsonDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toMatch(/\.json$/);
    const jsonPath = await json.path();
    const parsed: unknown = JSON.parse(readFileSync(jsonPath, 'utf8'));
    expect(typeof parsed).toBe('object');
    await expectToast(page, 'Export Downloaded', `Saved as ${json.suggestedFilename()}.`);
    await dialog.waitFor({ state: 'hidden' });

    await exportButton.click();
    await dialog.getByRole('radio', { name: 'CSV (zip)' }).check();
    const zipDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = readFileSync(await zip.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expectNoProblems(opened, 'export');
  });

  test.each(VIEWPORTS)(
    'View Logs: login, purge and export events, newest first, filtered, Load older (%s)',
    async (label, viewport) => {
      const opened = await openDashboard(viewport);
      const { page } = opened;
      const viewLogs = page.getByRole('button', { name: 'View Logs', exact: true });
      expect(await viewLogs.getAttribute('aria-expanded')).toBe('false');
      await viewLogs.click();
      expect(await viewLogs.getAttribute('aria-expanded')).toBe('true');
      const panel = page.getByRole('region', { name: 'Audit log' });
      await panel.waitFor();
      await panel.getByText(/^Showing \d+ events?/).waitFor();

      // Phones get one card per event, wider screens a table: whichever is shown has the events.
      const rows = async () =>
        viewport.width === MOBILE.width
          ? visibleOnes(panel.getByRole('list', { name: 'Audit events' }).locator(':scope > li'))
          : visibleOnes(panel.getByRole('row').filter({ has: page.getByRole('cell') }));
      const texts = async () => Promise.all((await rows()).map((row) => visibleText(row)));
      const all = await texts();
      for (const event of ['admin: login', 'purge: run', 'admin: export']) {
        expect(all.some((row) => row.includes(event))).toBe(true);
      }
      expect(all.some((row) => row.includes(plain.username))).toBe(true);
      // Newest first: the times shown are in descending order.
      const times = await panel
        .locator('time')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => element.getAttribute('datetime') ?? ''),
        );
      expect(times).toEqual([...times].sort().reverse());
      await checkScreen(page, viewport, `/admin audit log (${label})`);

      // Filter: only purge runs.
      await panel.getByLabel('Action').selectOption('purge.run');
      await panel.getByText(/^Showing \d+ events? for purge: run/).waitFor();
      const purges = await texts();
      expect(purges.length).toBeGreaterThan(0);
      for (const row of purges) expect(row).toContain('purge: run');

      // 'Load older' follows nextBefore: two events a page, so there is an older page.
      await panel.getByLabel('Action').selectOption('');
      const logsApi = (address: URL) => address.pathname === '/api/admin/logs';
      await page.route(logsApi, (route) => {
        const next = new URL(route.request().url());
        next.searchParams.set('limit', '2');
        return route.continue({ url: next.href });
      });
      await panel.getByRole('button', { name: 'Refresh' }).click();
      await panel.getByText('Showing 2 events.').waitFor();
      const older = page.waitForRequest((request) => request.url().includes('before='));
      await panel.getByRole('button', { name: 'Load older' }).click();
      expect(new URL((await older).url()).searchParams.get('before')).toBeTruthy();
      await panel.getByText('Showing 4 events.').waitFor();
      await page.unroute(logsApi);

      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'hidden' });
      expect(await viewLogs.evaluate((element) => element === document.activeElement)).toBe(true);
      expectNoProblems(opened, `audit log (${label})`);
    },
    LONG,
  );

  test(
    'the outbox: a paid report e-mail, opened with its text and attachment',
    async () => {
      const email = `robin.${Date.now()}.logcanary@example.com`;
      await paidSessionWithEmail(email);
      const opened = await openDashboard(MOBILE);
      const { page } = opened;
      const panel = page.getByRole('region', { name: 'Mail outbox' });
      const messages = panel.getByRole('list', { name: 'Outbox messages' });
      await messages.waitFor();
      // Newest first: this test's e-mail is the first one.
      const first = messages.getByRole('button').first();
      expect(await visibleText(first)).toContain(email);
      expect(await visibleText(first)).toMatch(/Your mSoul report for/);
      await checkScreen(page, MOBILE, '/admin outbox');

      await first.click();
      const dialog = page.getByRole('dialog', { name: /Your mSoul report for/ });
      await dialog.waitFor();
      await dialog.getByText('msoul-report.pdf', { exact: true }).waitFor();
      const text = await visibleText(dialog);
      expect(text).toContain(email);
      expect(text).toContain('application/pdf');
      expect(text.length).toBeGreaterThan(200);
      await checkScreen(page, MOBILE, '/admin outbox message');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
      expectNoProblems(opened, 'outbox');
    },
    LONG,
  );

  test('the outbox: empty, and with SMTP instead (answers routed)', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    let answer = { enabled: true, messages: [] as unknown[] };
    await page.route('**/api/admin/outbox', (route) =>
      fulfilJson(route, 200, JSON.stringify(answer)),
    );
    await storeToken(page.context(), token);
    await open(page, '/admin');
    const panel = page.getByRole('region', { name: 'Mail outbox' });
    await panel.getByText(/^No e-mails yet\./).waitFor();
    answer = { enabled: false, messages: [] };
    await open(page, '/admin');
    await panel.getByText(/E-mail goes to the SMTP server/).waitFor();
    expect(await panel.getByRole('button', { name: 'Refresh' }).count()).toBe(0);
    expectNoProblems(opened, 'outbox states');
  });

  test(
    'failed reports: the empty state, then Retry sends the report again',
    async () => {
      const opened = await openDashboard(DESKTOP);
      const { page } = opened;
      const panel = page.getByRole('region', { name: 'Failed reports' });
      await panel.getByText(/^Nothing has failed\./).waitFor();

      const email = `retry.${Date.now()}.logcanary@example.com`;
      const refId = await paidSessionWithEmail(email);
      expect(reportMailsTo(email)).toHaveLength(1);
      await markReportFailed(refId);

      await panel.getByRole('button', { name: 'Refresh' }).click();
      // The panel shows the stored reference, the refId's digest, never the working link.
      const reference = capabilityDigest(refId);
      const row = panel.getByRole('listitem').filter({ hasText: reference });
      await row.waitFor();
      expect(await visibleText(row)).toContain('an e-mail could not be delivered');
      await checkScreen(page, DESKTOP, '/admin failed reports');

      await row.getByRole('button', { name: 'Retry', exact: true }).click();
      await expectToast(
        page,
        'Retry Started',
        'The report is queued again; it goes out in a few seconds.',
      );
      // The real pipeline sends it again (the fixture marked the e-mail unsent) ...
      await expect
        .poll(() => reportMailsTo(email).length, { timeout: 60_000, interval: 500 })
        .toBe(2);
      // ... and the list no longer has it.
      await panel.getByRole('button', { name: 'Refresh' }).click();
      await row.waitFor({ state: 'detached' });
      await panel.getByText(/^Nothing has failed\./).waitFor();

      // A second Retry of the same reference: the server's 404, shown as it says.
      const retry = await fetch(url(`/api/admin/fulfilments/${reference}/retry`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(retry.status).toBe(404);
      expectNoProblems(opened, 'failed reports');
    },
    LONG,
  );
});
