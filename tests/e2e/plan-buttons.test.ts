/**
 * The tier chosen is the tier offered (docs/product.md §2 'Plan buttons', '/checkout/<tier>'):
 * each paid plan button, on the landing page and on /pricing, is clicked and must land on
 * /detonation with its own report preselected, with that report's price, in both readings; the
 * free button still opens the scan start in a new tab. Then ?tier= itself: a change of mind
 * survives a reload, an unknown tier keeps the usual choice, /q/<productType> still works.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  linkTarget,
  open,
  setupBrowser,
} from './helpers/browser';
import { SCAN_HOST } from './helpers/expected';

const { newPage } = setupBrowser();

const DETONATION = { radio: 'Detonation $9.99', price: '$9.99', tier: 'detonation' };
const MAX = { radio: 'Detonation + FOSM (Max) $19.95', price: '$19.95', tier: 'detonation_fosm' };
type Report = typeof DETONATION;

/** The plan cards of each page: the landing page's #pricing section, /pricing's main. */
const PAGES = [
  { path: '/', cards: '#pricing', via: (tier: string) => `/checkout/${tier}` },
  { path: '/pricing', cards: 'main', via: null },
] as const;

const PAID_BUTTONS = [
  { button: 'Get Detonation', checkoutTier: 'detonation', report: DETONATION },
  { button: 'Get Max', checkoutTier: 'detonation_plus', report: MAX },
] as const;

function addressOf(page: Page): string {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

/** Exactly one product radio is checked, and it is `report`'s. */
async function expectPreselected(page: Page, report: Report): Promise<void> {
  const chosen = page.getByRole('radio', { name: report.radio, exact: true });
  await chosen.waitFor();
  expect(await chosen.getAttribute('aria-checked'), `${report.radio} preselected`).toBe('true');
  const checked = page.locator('[role="radio"][aria-checked="true"]');
  expect(await checked.count(), 'one product chosen').toBe(1);
}

/** The two-step flow (reading a) with `report` chosen. */
async function expectTwoStep(page: Page, report: Report): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Your Detonation report' }).waitFor();
  await expectPreselected(page, report);
}

/** The single page (reading b) with `report` chosen and its price on the pay button. */
async function expectSinglePage(page: Page, report: Report): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Both of you, one page' }).waitFor();
  await expectPreselected(page, report);
  await page.getByRole('button', { name: `Pay & Submit → ${report.price}`, exact: true }).waitFor();
}

describe.each(PAGES)('plan buttons on $path', ({ path, cards, via }) => {
  test.each(PAID_BUTTONS)(
    '$button lands on /detonation with its report preselected',
    async ({ button, checkoutTier, report }) => {
      const opened = await newPage(DESKTOP);
      const { page } = opened;
      await open(page, path);
      const link = page.locator(cards).getByRole('link', { name: button, exact: true });
      const expectedTarget = via ? via(checkoutTier) : `/detonation?tier=${report.tier}`;
      expect(await linkTarget(link), `${button} on ${path}`).toBe(expectedTarget);

      await link.click();
      await page.waitForURL((address) => address.pathname === '/detonation');
      expect(addressOf(page)).toBe(`/detonation?tier=${report.tier}`);
      await expectTwoStep(page, report);
      await checkScreen(page, DESKTOP, `/detonation from '${button}' on ${path}`);

      // The other reading offers the same report at the same price.
      await page.getByRole('link', { name: /one-page form/ }).click();
      await page.waitForURL((address) => address.searchParams.get('mode') === 'single');
      expect(addressOf(page)).toBe(`/detonation?mode=single&tier=${report.tier}`);
      await expectSinglePage(page, report);
      expectNoProblems(opened, `'${button}' on ${path}`);
    },
  );

  test("'Start the Free Scan' still opens the scan start in a new tab", async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await open(page, path);
    const link = page
      .locator(cards)
      .getByRole('link', { name: 'Start the Free Scan', exact: true });
    expect(await linkTarget(link)).toBe(SCAN_HOST);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForURL((address) => address.pathname === SCAN_HOST);
    expect(addressOf(page), 'the plans stay open behind it').toBe(path);
    expectNoProblems(opened, `the free plan button on ${path}`);
  });
});

describe('/detonation?tier=', () => {
  test.each([
    ['/detonation?tier=detonation_max', MAX],
    ['/detonation?tier=max', MAX],
    ['/detonation?tier=detonation', DETONATION],
  ] as const)('%s preselects the report it names in the two-step flow', async (address, report) => {
    const { page } = await newPage(DESKTOP);
    await open(page, address);
    await expectTwoStep(page, report);
  });

  test('a change of mind moves ?tier= and survives a reload, in both readings', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await open(page, '/detonation?tier=detonation_fosm');
    await expectTwoStep(page, MAX);
    await page.getByRole('radio', { name: DETONATION.radio, exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('tier') === 'detonation');
    await page.reload({ waitUntil: 'networkidle' });
    await expectTwoStep(page, DETONATION);

    await open(page, '/detonation?mode=single&tier=detonation');
    await expectSinglePage(page, DETONATION);
    await page.getByRole('radio', { name: MAX.radio, exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('tier') === 'detonation_fosm');
    expect(addressOf(page)).toBe('/detonation?mode=single&tier=detonation_fosm');
    await page.reload({ waitUntil: 'networkidle' });
    await expectSinglePage(page, MAX);
    expectNoProblems(opened, 'changing the report');
  });

  test('an unknown tier keeps the usual choice, never an error page', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    expect((await open(page, '/detonation?tier=gold')).status()).toBe(200);
    await expectTwoStep(page, DETONATION);
    expect((await open(page, '/detonation?mode=single&tier=storm')).status()).toBe(200);
    await expectSinglePage(page, DETONATION);
    expectNoProblems(opened, 'an unknown ?tier=');
  });

  test('/q/<productType> still preselects its product', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await open(page, '/q/detonation_fosm');
    await expectSinglePage(page, MAX);
    await page.getByRole('radio', { name: DETONATION.radio, exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/q/detonation');
    await expectSinglePage(page, DETONATION);
    expectNoProblems(opened, '/q/<productType>');
  });
});
