// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The static marketing pages (docs/decisions/016): their prerendered HTML is the page, with a
 * small script (marketing.ts) and no React until someone navigates or reaches for the one form.
 * A page reached by a link (rendered by the app) reads and measures the same as the page loaded
 * directly, and 'Manage my data' sends what was typed before React arrived.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../scripts/built-server.mjs';
import {
  DESKTOP,
  expectNoProblems,
  MOBILE,
  open,
  setupBrowser,
  url,
  type Viewport,
  visibleText,
} from './helpers/browser';

const { newPage } = setupBrowser();

/** The landing page's JavaScript budget (docs/architecture.md §6), gzip as bench:web counts it. */
const LANDING_JS_BUDGET = 60_000;

const manifestSchema = z.record(z.string(), z.object({ file: z.string() }));

/** The built file of a chunk whose manifest key starts with `prefix` (e.g. '_react-'). */
function builtFile(prefix: string): string {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/client/.vite/manifest.json'), 'utf8')),
  );
  const key = Object.keys(manifest).find((name) => name.startsWith(prefix));
  const file = key ? manifest[key]?.file : undefined;
  if (!file) throw new Error(`no ${prefix} chunk in the Vite manifest: run node scripts/build.mjs`);
  return `/${file}`;
}

/** Paths of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * What a reader sees of a page: its texts, the header's place, where the page is scrolled to, and
 * every element with its classes (the same elements and classes lay out and look the same; pixel
 * boxes would also compare whether the web font made it in time, decision 016's 'optional').
 */
async function snapshot(page: Page) {
  return page.evaluate(() => {
    const rect = document.querySelector('header')?.getBoundingClientRect();
    const elements = [...document.querySelectorAll('#root *')].map(
      (element) =>
        `${element.tagName} ${element.getAttribute('class') ?? ''} ${element.getAttribute('aria-current') ?? ''}`,
    );
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      text: document.body.innerText,
      header: rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null,
      scrollY: window.scrollY,
      elements,
    };
  });
}

describe('the landing page', () => {
  test('loads no React, and its scripts weigh less than 60 kB gzip', async () => {
    const { page, problems } = await newPage(MOBILE);
    const scripts = recordScripts(page);
    await open(page, '/');
    expect(scripts.length, 'some script (the menu)').toBeGreaterThan(0);
    expect(scripts, 'React is not loaded').not.toContain(builtFile('_react-'));
    let total = 0;
    for (const path of scripts) {
      const response = await fetch(url(path));
      total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
    }
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);
    expect(problems).toEqual([]);
  });
});

describe('the static menu at 375 px, with the keyboard', () => {
  test.each(['/', '/pricing'])(
    '%s: focus moves in, Tab stays inside, Escape brings it back to the toggle',
    async (path) => {
      const { page, problems } = await newPage(MOBILE);
      await open(page, path);
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const inPanel = () =>
        page.evaluate(() => {
          const panel = document.querySelector('[data-menu-panel]');
          return Boolean(panel?.contains(document.activeElement));
        });
      expect(await inPanel(), 'focus moved into the menu').toBe(true);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await inPanel(), `Tab ${i + 1} stays in the menu`).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden')),
        'the page behind does not scroll',
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(
        await toggle.evaluate((element) => element === document.activeElement),
        'focus back on the toggle',
      ).toBe(true);
      expect(problems).toEqual([]);
    },
  );
});

describe('a page reached by a link looks like the page loaded directly', () => {
  test.each([
    ['/', 'How It Works', '/how-it-works', DESKTOP],
    ['/why', 'Pricing', '/pricing', DESKTOP],
    ['/pricing', 'Proof', '/proof', MOBILE],
  ] as const)('from %s, %s -> %s (%o)', async (from, name, to, viewport: Viewport) => {
    const direct = await newPage(viewport);
    await open(direct.page, to);
    const expected = await snapshot(direct.page);

    const opened = await newPage(viewport);
    const { page } = opened;
    const scripts = recordScripts(page);
    await open(page, from);
    await page.evaluate(() => window.scrollTo(0, 400));
    if (viewport.width === MOBILE.width) {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    }
    await page
      .getByRole('banner')
      .getByRole('link', { name, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await page.waitForURL(url(to));
    await expect.poll(() => page.title()).toBe(expected.title);
    expect(scripts, 'the app was brought in for the navigation').toContain(builtFile('_react-'));
    expect(await snapshot(page)).toEqual(expected);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden')),
      'the menu let go of the page',
    ).toBe(false);
    expectNoProblems(opened, `${from} -> ${to}`);
    expectNoProblems(direct, to);
  });

  test('back returns to the first page, rendered by the app', async () => {
    const { page, problems } = await newPage(DESKTOP);
    await open(page, '/why');
    const heading = await visibleText(page.locator('h1'));
    await page.getByRole('banner').getByRole('link', { name: 'Algorithm', exact: true }).click();
    await page.waitForURL(url('/algorithm'));
    await page.goBack();
    await page.waitForURL(url('/why'));
    await expect.poll(() => visibleText(page.locator('h1'))).toBe(heading);
    expect(problems).toEqual([]);
  });
});

describe("'Manage my data' before React arrives", () => {
  test('typed and sent at once: the form sends it, the address never in the URL', async () => {
    const { page, problems } = await newPage(DESKTOP);
    const reactChunk = builtFile('_react-');
    let held = 0;
    // React is held back for a moment, so the address is typed and sent before the form wakes.
    await page.route(url(reactChunk), async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await open(page, '/privacy-ethics');
    expect(held, 'React is not loaded with the page').toBe(0);
    const field = page.getByLabel('Your e-mail address');
    await field.fill(`static.${Date.now()}@example.com`);
    await field.press('Enter');
    await expect
      .poll(() => visibleText(page.locator('form [role="status"]')), { timeout: 10_000 })
      .toMatch(/If we hold data for this address/);
    expect(held, 'React came when the form was reached for').toBeGreaterThan(0);
    expect(new URL(page.url()).search, 'no address in the URL').toBe('');
    expect(problems).toEqual([]);
  });
});
