// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * Headers (D-13), footer, the mobile menu at 375 px, client-side navigation after hydration and
 * the /checkout/<tier> redirect (docs/product.md §2).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  control,
  DESKTOP,
  linkTarget,
  MOBILE,
  open,
  setupBrowser,
  visibleOnes,
  visibleText,
} from './helpers/browser';
import {
  CHECKOUT_REDIRECTS,
  FIXED_HEADER_ITEMS,
  FOOTER_LINKS,
  HEADER_TARGETS,
  MARKETING_PAGES,
  STICKY_HEADER_ITEMS,
} from './helpers/expected';

const { newPage } = setupBrowser();

/** The page header (the banner landmark). */
function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** 'fixed' or 'sticky' if the header, one of its ancestors or its first child is positioned so. */
async function headerPosition(page: Page): Promise<string> {
  return banner(page).evaluate((header) => {
    const candidates: Element[] = [];
    for (let el: Element | null = header; el && el !== document.body; el = el.parentElement) {
      candidates.push(el);
    }
    if (header.firstElementChild) candidates.push(header.firstElementChild);
    const positions = candidates.map((el) => getComputedStyle(el).position);
    return positions.find((p) => p === 'fixed' || p === 'sticky') ?? positions[0] ?? 'none';
  });
}

/** Names of the visible links and buttons in the header, in document order. */
async function visibleHeaderItems(page: Page, names: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const item of await visibleOnes(banner(page).locator('a, button'))) {
    const name = (await item.innerText()).replace(/\s+/g, ' ').trim();
    if (names.includes(name)) found.push(name);
  }
  return found;
}

/** Visible links with this exact name that are not in the footer (i.e. in the header or menu). */
async function visibleMenuLinks(page: Page, name: string): Promise<Locator[]> {
  const links = await visibleOnes(page.getByRole('link', { name, exact: true }));
  const outside: Locator[] = [];
  for (const link of links) {
    if (await link.evaluate((el) => el.closest('footer, [role="contentinfo"]') === null)) {
      outside.push(link);
    }
  }
  return outside;
}

/** The visible menu toggle of the header: a button carrying aria-expanded. */
async function menuToggle(page: Page): Promise<Locator> {
  const toggles = await visibleOnes(banner(page).locator('button[aria-expanded]'));
  expect(toggles.length, 'one visible menu toggle (button with aria-expanded) in the header').toBe(
    1,
  );
  return toggles[0] as Locator;
}

async function expectHeaderItems(page: Page, items: readonly string[]): Promise<void> {
  expect(await visibleHeaderItems(page, items), 'header items in the documented order').toEqual(
    items,
  );
  for (const name of items) {
    const item = control(banner(page), name).first();
    expect(HEADER_TARGETS[name], `target of header item '${name}'`).toContain(
      await linkTarget(item),
    );
  }
}

async function expectFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  expect(await footer.count(), 'one footer (contentinfo landmark)').toBe(1);
  for (const [name, target] of FOOTER_LINKS) {
    const link = footer.getByRole('link', { name, exact: true });
    expect(await link.count(), `footer link '${name}'`).toBeGreaterThan(0);
    expect(await linkTarget(link.first()), `footer link '${name}'`).toBe(target);
  }
  expect(await visibleText(footer), 'copyright 2024').toMatch(/\b2024\b/);
}

describe('header (D-13) and footer', () => {
  test.each(MARKETING_PAGES.map((p) => [p.path, p.header] as const))(
    '%s: %s header with the documented items, footer with product and legal links and 2024',
    async (path, variant) => {
      const { page } = await newPage(DESKTOP);
      await open(page, path);
      expect(await banner(page).count(), 'one banner landmark (header)').toBe(1);
      expect(await headerPosition(page), `the ${variant} header`).toBe(variant);
      await expectHeaderItems(page, variant === 'fixed' ? FIXED_HEADER_ITEMS : STICKY_HEADER_ITEMS);
      await expectFooter(page);
    },
  );
});

describe('mobile menu at 375 px (proves hydration)', () => {
  test.each([
    ['/', 'fixed header drawer'],
    ['/pricing', 'sticky header menu'],
  ])('%s (%s): hidden links, toggle opens, Escape closes, a link navigates', async (path) => {
    const { page, problems } = await newPage(MOBILE);
    await open(page, path);
    const firstHeading = await visibleText(page.locator('h1'));

    for (const name of ['Why', 'How It Works', 'Algorithm']) {
      expect(await visibleMenuLinks(page, name), `'${name}' is hidden behind the menu`).toEqual([]);
    }

    const toggle = await menuToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true');
    for (const name of ['Why', 'How It Works', 'Algorithm']) {
      await expect
        .poll(async () => (await visibleMenuLinks(page, name)).length, { timeout: 5_000 })
        .toBeGreaterThan(0);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('false');
    await expect
      .poll(async () => (await visibleMenuLinks(page, 'Algorithm')).length, { timeout: 5_000 })
      .toBe(0);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true');
    const [link] = await visibleMenuLinks(page, 'Algorithm');
    expect(link, "the menu's Algorithm link").toBeDefined();
    await (link as Locator).click();
    await page.waitForURL('**/algorithm', { timeout: 10_000 });
    await expect
      .poll(async () => visibleText(page.locator('h1')), { timeout: 5_000 })
      .not.toBe(firstHeading);
    expect(problems).toEqual([]);
  });
});

describe('client-side navigation', () => {
  async function titleOf(path: string): Promise<string> {
    const { page } = await newPage(DESKTOP);
    await open(page, path);
    return page.title();
  }

  test.each([
    ['/', 'How It Works', '/how-it-works'],
    ['/why', 'Algorithm', '/algorithm'],
    ['/pricing', 'Proof', '/proof'],
  ])('from %s the header link %s opens %s without a full reload', async (from, name, to) => {
    const expectedTitle = await titleOf(to);
    const { page, problems } = await newPage(DESKTOP);
    await open(page, from);
    const firstTitle = await page.title();
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await banner(page).getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL(`**${to}`, { timeout: 10_000 });
    await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(expectedTitle);
    expect(expectedTitle).not.toBe(firstTitle);
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      'the document was not reloaded (client-side navigation)',
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('/checkout/<tier> redirect', () => {
  test.each(CHECKOUT_REDIRECTS)('%s ends at %s', async (from, to) => {
    const { page } = await newPage(DESKTOP);
    const response = await page.goto(from, { waitUntil: 'load' });
    expect(response?.status(), 'the app shell is served for /checkout/<tier>').toBe(200);
    await expect
      .poll(
        () => {
          const current = new URL(page.url());
          return `${current.pathname}${current.search}`;
        },
        { timeout: 10_000 },
      )
      .toBe(to);
  });
});
