// biome-ignore-all lint/performance/useDomNodeTextContent: the test asserts the text a reader sees (innerText: hidden elements left out)
/**
 * 'Revoke a report link' on the admin dashboard (docs/operations.md, 'The report page') against
 * the built server: a couple session paid through the real API, its report e-mail read from the
 * outbox, the link in it pasted into the panel and revoked with the keyboard alone (Enter, the
 * confirmation's Cancel first, Tab, Enter). The link's page then shows the not-found page; the
 * same link a second time is refused beside the field. axe at 375 px and on the desktop; the link
 * is a log canary, so the run fails if the server logged it.
 */
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { apiLogin, createAdmin, paidSessionWithEmail, storeToken } from './helpers/admin';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  MOBILE,
  open,
  setupBrowser,
  url,
  type Viewport,
  visibleText,
} from './helpers/browser';
import { CANARY_TAG, recordCanaries } from './helpers/log-canaries';
import { reportMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();

const LONG = 180_000;
/** Chromium logs the refused revocation's 404 and the revoked link's look-up as console errors. */
const EXPECTED_HTTP = /status of 404/;

let token: string;

beforeAll(async () => {
  const admin = await createAdmin('rene.support', { totp: false });
  token = await apiLogin(admin);
}, LONG);

/** The whole address of the report link in the report e-mail to `address`, and its id. */
async function reportLink(address: string): Promise<{ address: string; id: string }> {
  const [raw] = reportMailsTo(address);
  const mail = await simpleParser(raw ?? '');
  const match = /https?:\/\/[^\s/]+\/report\/(rpt_[0-9A-Za-z]{22})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no /report/ link in the report e-mail');
  recordCanaries('capability id', [match[1]]);
  return { address: match[0], id: match[1] };
}

async function openDashboard(viewport: Viewport) {
  const opened = await newPage(viewport);
  await storeToken(opened.page.context(), token);
  await open(opened.page, '/admin');
  await opened.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return opened;
}

function revokePanel(page: Page) {
  return page.getByRole('region', { name: 'Revoke a report link' });
}

/** Pastes `link` into the field and sends the form with Enter; the confirmation opens. */
async function pasteAndSend(page: Page, link: string) {
  const field = revokePanel(page).getByRole('textbox', { name: 'Report link' });
  await field.focus();
  await page.keyboard.insertText(link);
  await page.keyboard.press('Enter');
}

const apiStatus = async (path: string) => (await fetch(url(path))).status;

test(
  'revokes the link from the e-mail with the keyboard; its page is then not found',
  async () => {
    const email = `jo.${CANARY_TAG}.revoke@example.com`;
    recordCanaries('email', [email]);
    await paidSessionWithEmail(email);
    const link = await reportLink(email);
    expect(await apiStatus(`/api/report/${link.id}`)).toBe(200);

    // 375 px: paste, Enter, the confirmation (Cancel has the focus), Tab, Enter.
    const mobile = await openDashboard(MOBILE);
    let page = mobile.page;
    const panel = revokePanel(page);
    await panel.scrollIntoViewIfNeeded();
    expect(await visibleText(panel)).toContain("the other partner's link keeps working");
    await checkScreen(page, MOBILE, 'the revoke panel at 375 px');

    await pasteAndSend(page, link.address);
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this report link?' });
    await dialog.waitFor();
    expect(await visibleText(dialog)).toContain('It cannot be undone');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Cancel');
    await checkScreen(page, MOBILE, 'the revoke confirmation at 375 px');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Revoke link');
    await page.keyboard.press('Enter');

    const status = panel.getByRole('status');
    await status.getByText(/^Revoked\. Person 1's link no longer opens the report/).waitFor();
    // Cleared for the next one, and the focus back in the field.
    const field = panel.getByRole('textbox', { name: 'Report link' });
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkScreen(page, MOBILE, 'the revoke panel after revoking, 375 px');
    expectNoProblems(mobile, 'the revoke panel at 375 px');

    expect(await apiStatus(`/api/report/${link.id}`)).toBe(404);
    expect(await apiStatus(`/api/report/${link.id}/pdf`)).toBe(404);

    // Desktop: the same link again is refused beside the field, and the pasted text stays.
    const desktop = await openDashboard(DESKTOP);
    page = desktop.page;
    await pasteAndSend(page, link.id);
    await page.getByRole('alertdialog', { name: 'Revoke this report link?' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const again = revokePanel(page).getByRole('textbox', { name: 'Report link' });
    await revokePanel(page)
      .getByText(/^No report link matches this address\./)
      .waitFor();
    expect(await again.getAttribute('aria-invalid')).toBe('true');
    expect(await again.inputValue()).toBe(link.id);
    expect(await again.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkScreen(page, DESKTOP, 'the revoke panel refusing a link, desktop');
    expectNoProblems(desktop, 'the revoke panel on the desktop', EXPECTED_HTTP);

    // The link from the e-mail now opens the plain not-found page, at both widths.
    for (const viewport of [MOBILE, DESKTOP]) {
      const opened = await newPage(viewport);
      await open(opened.page, new URL(link.address).pathname);
      await expect
        .poll(() => opened.page.getByRole('heading', { level: 1 }).textContent())
        .toBe('This link does not open a report');
      await checkScreen(opened.page, viewport, `a revoked link's page at ${viewport.width} px`);
      expectNoProblems(opened, "a revoked link's page", EXPECTED_HTTP);
    }
  },
  LONG,
);
