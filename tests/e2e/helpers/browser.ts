// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * One headless Chromium (Debian's binary, driven by playwright-core) per test file, a fresh
 * browser context per page so that tests share no cookies or storage, console and page errors
 * collected per page, and the accessibility check the marketing pages must pass.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumPath, playwrightArgs } from '../../../scripts/ensure-chromium.mjs';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
export type Viewport = { width: number; height: number };

export type OpenedPage = {
  page: Page;
  /** Console errors and uncaught page errors seen so far, one line each. */
  problems: string[];
};

export function baseURL(): string {
  return inject('baseURL');
}

/** Absolute URL for a path on the server under test. */
export function url(path: string): string {
  return new URL(path, baseURL()).href;
}

/**
 * Registers the browser's lifecycle on the calling test file and returns a page factory.
 * Pages (and their contexts) are closed after each test.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightArgs() });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(viewport: Viewport = DESKTOP): Promise<OpenedPage> {
    if (!browser)
      throw new Error('the browser is not running (setupBrowser() outside a test file?)');
    const context = await browser.newContext({ baseURL: baseURL(), viewport });
    contexts.push(context);
    // Fail fast when an element never appears instead of Playwright's 30 s default.
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return { page, problems };
  }

  return { newPage };
}

/** Navigates and waits until the network is quiet (scripts loaded, the app hydrated). */
export async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  if (!response) throw new Error(`no response for ${path}`);
  await settleAnimations(page);
  return response;
}

/** Waits (at most 3 s) for finite CSS animations and transitions, so axe sees the final colours. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((done) => setTimeout(done, 3_000)),
    ]);
  });
}

/** Fails listing every axe violation with impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} [${violation.impact}] ${node.target.map(String).join(' ')}: ${violation.help}`,
      ),
    );
  expect(serious, `serious/critical accessibility violations on ${label}`).toEqual([]);
}

/** A settled screen passes axe and, at 375 px, does not scroll sideways. */
export async function checkScreen(page: Page, viewport: Viewport, label: string): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
  if (viewport.width === MOBILE.width) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
  }
}

/** No console or page error on the page, apart from the `allowed` ones a test provokes. */
export function expectNoProblems(opened: OpenedPage, label: string, allowed?: RegExp): void {
  const unexpected = opened.problems.filter((line) => !allowed?.test(line));
  expect(unexpected, `console errors on ${label}`).toEqual([]);
}

/** Waits for a toast with this title (and description, when given) in the notification region. */
export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
): Promise<void> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await toast.getByText(title, { exact: true }).waitFor();
  if (typeof description === 'string') {
    await toast.getByText(description, { exact: true }).waitFor();
  } else if (description) {
    await toast.getByText(description).waitFor();
  }
}

/** A link or a button (pages style some links as buttons) with exactly this accessible name. */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope.getByRole('link', { name, exact }).or(scope.getByRole('button', { name, exact }));
}

/** The visible text of the element (as a reader sees it: CSS text-transform applied). */
export async function visibleText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ');
}

/**
 * Where a link points, relative to the site when it is on the same origin
 * ('/pricing', '/#pricing', '/detonation?x=1'), absolute otherwise.
 */
export async function linkTarget(link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  if (href === null) throw new Error('the element has no href');
  const resolved = new URL(href, baseURL());
  if (resolved.origin !== new URL(baseURL()).origin) return resolved.href;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The elements among `locator`'s matches that are visible, in document order. */
export async function visibleOnes(locator: Locator): Promise<Locator[]> {
  const all = await locator.all();
  const visible: Locator[] = [];
  for (const item of all) if (await item.isVisible()) visible.push(item);
  return visible;
}
