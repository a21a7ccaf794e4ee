/**
 * Every marketing page and the not-found page (docs/product.md §2): status, one h1, title,
 * description, canonical link, prerendered HTML, the fixed texts (docs/product.md §11), no console
 * errors, and axe with no serious or critical violations at desktop and at 375 px.
 */
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  MOBILE,
  open,
  setupBrowser,
  url,
  visibleText,
} from './helpers/browser';
import { MARKETING_PAGES, matches, NOT_FOUND_PATH } from './helpers/expected';

const { newPage } = setupBrowser();

/** The first `<tag ...>` in the HTML whose attribute has this value ('' when none). */
function tagWith(html: string, tag: string, attribute: string, value: string): string {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
  return tags.find((t) => new RegExp(`\\s${attribute}=["']${value}["']`, 'i').test(t)) ?? '';
}

type HeadFacts = { title: string; description: string | null; canonical: string | null };

async function headFacts(page: import('playwright-core').Page): Promise<HeadFacts> {
  return page.evaluate(() => ({
    title: document.title,
    description:
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  }));
}

describe.each(MARKETING_PAGES)('marketing page $path', ({ path, texts }) => {
  test('is prerendered: 200 HTML with its h1, title, description and canonical link', async () => {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, 'the h1 is in the served HTML, not only after JavaScript').toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(tagWith(html, 'meta', 'name', 'description'), 'meta description').toMatch(
      /\scontent="[^"]+"/,
    );
    expect(tagWith(html, 'link', 'rel', 'canonical'), 'link rel=canonical').toMatch(
      /\shref="[^"]+"/,
    );
  });

  test('in the browser: one h1, head tags, the fixed texts, no console errors', async () => {
    const { page, problems } = await newPage(DESKTOP);
    const response = await open(page, path);
    expect(response.status()).toBe(200);

    expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
    expect((await visibleText(page.locator('h1'))).trim()).not.toBe('');

    const head = await headFacts(page);
    expect(head.title.trim()).not.toBe('');
    expect(head.description?.trim() ?? '', 'meta description').not.toBe('');
    expect(head.canonical, 'link rel=canonical').toBeTruthy();
    const canonical = new URL(head.canonical ?? '', url(path));
    expect(head.canonical, 'the canonical URL is absolute').toMatch(/^https?:\/\//);
    expect(canonical.pathname, 'the canonical URL names this page').toBe(path);

    const text = await visibleText(page.locator('body'));
    const missing = texts.filter((expected) => !matches(text, expected)).map(String);
    expect(missing, `fixed texts missing on ${path}`).toEqual([]);

    expect(problems, `console errors on ${path}`).toEqual([]);
  });

  test('has no serious or critical axe violations at 1280 px', async () => {
    const { page } = await newPage(DESKTOP);
    await open(page, path);
    await expectNoSeriousA11yViolations(page, `${path} at 1280 px`);
  });

  test('has no serious or critical axe violations at 375 px (and no console errors)', async () => {
    const { page, problems } = await newPage(MOBILE);
    await open(page, path);
    await expectNoSeriousA11yViolations(page, `${path} at 375 px`);
    expect(problems, `console errors on ${path} at 375 px`).toEqual([]);
  });
});

describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page, prerendered', async () => {
    for (const path of [NOT_FOUND_PATH, '/no/such/deep/page', '/why/not-here']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test('in the browser: 404, one h1, title, description, a way home', async () => {
    const { page, problems } = await newPage(DESKTOP);
    const response = await open(page, NOT_FOUND_PATH);
    expect(response.status()).toBe(404);
    expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
    const head = await headFacts(page);
    expect(head.title.trim()).not.toBe('');
    expect(head.description?.trim() ?? '', 'meta description').not.toBe('');
    // A canonical link on a 404 must not advertise the unknown URL as a page.
    if (head.canonical) expect(new URL(head.canonical, url('/')).pathname).not.toBe(NOT_FOUND_PATH);
    const homeLinks = await page.locator('a[href="/"]').count();
    expect(homeLinks, 'a link back to the landing page').toBeGreaterThan(0);
    // The browser itself reports the 404 document; anything else is a real error.
    const unexpected = problems.filter((line) => !/status of 404/.test(line));
    expect(unexpected, 'console errors on the not-found page').toEqual([]);
  });

  test('has no serious or critical axe violations at 1280 px and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await newPage(viewport);
      await open(page, NOT_FOUND_PATH);
      await expectNoSeriousA11yViolations(page, `not-found at ${viewport.width} px`);
    }
  });
});

test('docs/product.md §1: pages say the service is guidance, not therapy, and for entertainment only', async () => {
  const { page } = await newPage(DESKTOP);
  let all = '';
  for (const { path } of MARKETING_PAGES) {
    await page.goto(path);
    all += ` ${await visibleText(page.locator('body'))}`;
  }
  expect(all).toMatch(/not therapy/i);
  expect(all).toMatch(/entertainment purposes only/i);
});
