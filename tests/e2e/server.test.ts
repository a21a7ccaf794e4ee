/**
 * What the built server answers outside the pages themselves: API 404s as JSON, robots.txt
 * (D-07), sitemap.xml, and the content security policy (docs/architecture.md §5: strict CSP, no
 * inline scripts).
 */
import { describe, expect, test } from 'vitest';
import { url } from './helpers/browser';
import { CAPABILITY_EXAMPLES, MARKETING_PAGES, NOT_FOUND_PATH } from './helpers/expected';

describe('API errors', () => {
  test.each(['/api/nope', '/api/unknown/deeper'])(
    '%s answers 404 JSON {error:{code,message}}',
    async (path) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
      expect(typeof body.error?.code, 'error.code').toBe('string');
      expect(body.error?.code).not.toBe('');
      expect(typeof body.error?.message, 'error.message').toBe('string');
    },
  );
});

function disallowRules(robots: string): string[] {
  return robots
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => /^disallow\s*:/i.test(line))
    .map((line) => line.replace(/^disallow\s*:/i, '').trim())
    .filter((rule) => rule !== '');
}

function isDisallowed(rules: string[], path: string): boolean {
  return rules.some((rule) => {
    const pattern = rule
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\\\$$/, '$');
    return new RegExp(`^${pattern}`).test(path);
  });
}

describe('robots.txt', () => {
  test('disallows the capability pages (D-07), allows marketing pages, names the sitemap', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^user-agent:\s*\*/im);
    const rules = disallowRules(robots);
    const open = CAPABILITY_EXAMPLES.filter((path) => !isDisallowed(rules, path));
    expect(open, 'capability pages not disallowed').toEqual([]);
    const hidden = MARKETING_PAGES.map((p) => p.path).filter((path) => isDisallowed(rules, path));
    expect(hidden, 'marketing pages must stay crawlable').toEqual([]);
    const sitemap = robots.match(/^sitemap:\s*(\S+)/im)?.[1];
    expect(sitemap, 'a Sitemap: line').toBeDefined();
    expect(sitemap, 'the sitemap URL is absolute').toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});

describe('sitemap.xml', () => {
  test('lists the 8 marketing URLs as absolute URLs and no capability pages', async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/<urlset[^>]*xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1] ?? '');
    for (const loc of locs) expect(loc, 'absolute <loc>').toMatch(/^https?:\/\//);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect([...paths].sort()).toEqual(MARKETING_PAGES.map((p) => p.path).sort());
  });
});

type Csp = Map<string, string[]>;

function parseCsp(header: string): Csp {
  const directives: Csp = new Map();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('content security policy', () => {
  test.each([...MARKETING_PAGES.map((p) => p.path), NOT_FOUND_PATH, '/checkout/detonation'])(
    '%s: CSP whose script-src forbids inline scripts; no inline scripts in the HTML',
    async (path) => {
      const response = await fetch(url(path));
      const header = response.headers.get('content-security-policy');
      expect(header, 'a Content-Security-Policy header').toBeTruthy();
      const csp = parseCsp(header ?? '');
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain('*');
      expect(csp.get('object-src'), "object-src 'none' (strict CSP)").toContain("'none'");

      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes = '', body = '']) =>
          !/\bsrc=/.test(attributes) &&
          !/type=["']?application\/(ld\+)?json/i.test(attributes) &&
          body.trim() !== '',
      );
      expect(
        inline.map(([tag]) => tag.slice(0, 120)),
        'inline scripts',
      ).toEqual([]);
    },
  );
});
