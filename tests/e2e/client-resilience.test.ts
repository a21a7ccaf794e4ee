// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * Client resilience (issue 22): a page whose code-split chunk does not load, or whose component
 * throws while rendering, never leaves a blank page. A chunk that fails once (an old chunk name
 * after a deploy, a dropped request) reloads the page once; one that keeps failing, and a page
 * that throws, show the error page of the route's error boundary (src/client/app/
 * RouteErrorBoundary.tsx), whose 'Try again' renders the page again.
 *
 * The prerendered marketing pages are static (docs/decisions/016): they never load their chunk,
 * so it cannot fail them; a link from them is shown by the app, and a page chunk that does not
 * load then is followed by the browser as a plain link.
 *
 * The faults are real requests made to fail: Playwright's page.route answers the page's chunk,
 * found by its source file in the build's Vite manifest (as the prerenderer finds it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../scripts/built-server.mjs';
import { appPageFor } from '../../src/client/app/AppRoutes';
import { CHUNK_RELOAD_KEY_PREFIX } from '../../src/client/app/chunk-reload';
import { marketingPages } from '../../src/client/app/routes';
import {
  checkScreen,
  DESKTOP,
  expectNoProblems,
  MOBILE,
  type OpenedPage,
  setupBrowser,
  url,
  type Viewport,
  visibleText,
} from './helpers/browser';

const { newPage } = setupBrowser();

const ERROR_HEADING = 'This page didn’t load';

/** The two kinds of page: prerendered and static, or rendered into the app shell. */
const PAGES = [
  {
    path: '/why',
    source: marketingPages['/why'].source,
    heading: 'Built by someone who ignored the signs for far too long',
  },
  {
    path: '/start-scan',
    source: appPageFor('/start-scan').source,
    heading: 'First, a little about you',
  },
] as const;

type TestPage = (typeof PAGES)[number];

const manifestSchema = z.record(z.string(), z.object({ file: z.string() }));

/** The URL of a page's own chunk in the build the server runs (dist/ is copied at start-up). */
function chunkUrl(source: string): string {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/client/.vite/manifest.json'), 'utf8')),
  );
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the Vite manifest: run node scripts/build.mjs`);
  return url(`/${chunk.file}`);
}

/** Console lines the provoked faults cause: the failed requests and the errors they raise. */
const PROVOKED = /status of 404|ChunkLoadError|rendering failed on purpose/;

/** Counts the page's document loads (the first one and every reload) of `path`. */
function countDocumentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) {
      loads += 1;
    }
  });
  return () => loads;
}

type ChunkFault = {
  /** Requests of the chunk so far (answered or failed). */
  requests: () => number;
  /** From now on the chunk is served as built. */
  heal: () => void;
};

/** Answers the chunk's requests with 404 while `fails(request number)` says so, or until healed. */
async function failChunk(
  page: Page,
  chunk: string,
  fails: (request: number) => boolean,
): Promise<ChunkFault> {
  let requests = 0;
  let healed = false;
  await page.route(chunk, async (route: Route) => {
    requests += 1;
    if (!healed && fails(requests)) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  return {
    requests: () => requests,
    heal: () => {
      healed = true;
    },
  };
}

/**
 * Serves the chunk with every export replaced by a component that throws while rendering (the
 * page's code stays in place, so its imports still load).
 */
async function breakChunk(page: Page, chunk: string): Promise<void> {
  await page.route(chunk, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    const exports = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
    if (!exports?.[1]) throw new Error(`no export list at the end of ${chunk}`);
    const names = exports[1]
      .split(',')
      .map((binding) =>
        binding
          .trim()
          .split(/\s+as\s+/)
          .at(-1),
      )
      .filter((name): name is string => Boolean(name));
    const thrower = '__resilienceTestBroken';
    const body = `${code.slice(0, exports.index)}
function ${thrower}() { throw new Error('rendering failed on purpose'); }
export { ${names.map((name) => `${thrower} as ${name}`).join(', ')} };
`;
    await route.fulfill({
      response,
      body,
      headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) },
    });
  });
}

/** Navigates and waits for the network to settle, whatever the status of the page's scripts. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** The error page: heading focused, 'Try again' and 'Back to home', no error details. */
async function expectErrorPage(opened: OpenedPage, viewport: Viewport, label: string) {
  const { page } = opened;
  const heading = page.getByRole('heading', { level: 1, name: ERROR_HEADING });
  await heading.waitFor();
  expect(
    await heading.evaluate((element) => element === document.activeElement),
    'focus moves to the heading',
  ).toBe(true);
  await page.getByRole('button', { name: 'Try again', exact: true }).waitFor();
  const home = page.getByRole('link', { name: 'Back to home', exact: true });
  expect(await home.getAttribute('href')).toBe('/');
  const text = await visibleText(page.locator('body'));
  expect(text, 'no error details on the page').not.toMatch(
    /ChunkLoadError|TypeError|Error:|dynamically imported|on purpose|\/assets\/|\.js:\d|\bat \S+ \(/,
  );
  await checkScreen(page, viewport, `error page (${label})`);
}

/** The page's own heading, and no error page. */
async function expectPage(page: Page, target: TestPage): Promise<void> {
  await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
  expect(await page.getByRole('heading', { name: ERROR_HEADING }).count()).toBe(0);
}

describe('a page chunk that fails once (a deploy replaced it)', () => {
  test('/start-scan: its first request fails; the page reloads once and renders', async () => {
    const target = PAGES[1];
    const { page } = await newPage(DESKTOP);
    const loads = countDocumentLoads(page, target.path);
    const fault = await failChunk(page, chunkUrl(target.source), (request) => request === 1);
    await visit(page, target.path);
    await expectPage(page, target);
    expect(loads(), 'one reload').toBe(2);
    expect(fault.requests(), 'asked for again after the reload').toBe(2);
    const guard = await page.evaluate(
      (key) => window.sessionStorage.getItem(key),
      `${CHUNK_RELOAD_KEY_PREFIX}${target.path}`,
    );
    expect(guard, 'the reload is recorded against loops').toMatch(/^\d+$/);
  });

  test('/why: static, it never asks for its chunk, so a missing one changes nothing', async () => {
    const target = PAGES[0];
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const loads = countDocumentLoads(page, target.path);
    const fault = await failChunk(page, chunkUrl(target.source), () => true);
    await visit(page, target.path);
    await expectPage(page, target);
    expect(loads(), 'no reload').toBe(1);
    expect(fault.requests(), 'the page chunk is not loaded').toBe(0);
    expectNoProblems(opened, target.path, PROVOKED);
  });
});

describe('a link from a static marketing page', () => {
  const algorithm = {
    path: '/algorithm',
    source: marketingPages['/algorithm'].source,
    heading: 'How mSoul reads between the lines',
  };

  test('whose page chunk does not load: the browser follows it as a plain link', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    const loads = countDocumentLoads(page, algorithm.path);
    const fault = await failChunk(page, chunkUrl(algorithm.source), () => true);
    await visit(page, PAGES[0].path);
    await page.getByRole('banner').getByRole('link', { name: 'Algorithm', exact: true }).click();
    await page.waitForURL(url(algorithm.path));
    await page.getByRole('heading', { level: 1, name: algorithm.heading }).waitFor();
    expect(fault.requests(), 'the app asked for the chunk first').toBeGreaterThan(0);
    expect(loads(), 'then the browser loaded the page').toBe(1);
    expect(await page.getByRole('heading', { name: ERROR_HEADING }).count()).toBe(0);
    expectNoProblems(opened, algorithm.path, PROVOKED);
  });

  test('whose page throws while rendering: the error page, in the site frame', async () => {
    const opened = await newPage(DESKTOP);
    const { page } = opened;
    await breakChunk(page, chunkUrl(algorithm.source));
    await visit(page, PAGES[0].path);
    await page.getByRole('banner').getByRole('link', { name: 'Algorithm', exact: true }).click();
    await page.waitForURL(url(algorithm.path));
    await expectErrorPage(opened, DESKTOP, `${algorithm.path} from ${PAGES[0].path}`);
    expect(await page.getByRole('banner').count()).toBe(1);
    expectNoProblems(opened, algorithm.path, PROVOKED);
  });
});

/** The app's own pages: a chunk failing or throwing shows on them. */
const APP_PAGES = [PAGES[1]] as const;

describe('a page chunk that keeps failing', () => {
  test.each(APP_PAGES.map((target) => [target.path, target] as const))(
    '%s: one reload, then the error page at 375 px; Try again renders the page once the chunk is back',
    async (path, target) => {
      const opened = await newPage(MOBILE);
      const { page } = opened;
      const loads = countDocumentLoads(page, path);
      const fault = await failChunk(page, chunkUrl(target.source), () => true);
      await visit(page, path);
      await expectErrorPage(opened, MOBILE, path);
      expect(loads(), 'exactly one reload, no loop').toBe(2);
      // Stays put: no further reload while the reader looks at the error page.
      await page.waitForTimeout(500);
      expect(loads()).toBe(2);

      fault.heal();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused, 'Tab from the heading reaches Try again').toBe('Try again');
      await page.keyboard.press('Enter');
      await expectPage(page, target);
      expect(loads(), 'Try again renders in place, without a reload').toBe(2);
      expectNoProblems(opened, path, PROVOKED);
    },
  );
});

describe('a page that throws while rendering', () => {
  test.each(APP_PAGES.map((target) => [target.path, target] as const))(
    '%s: the error page shows at once, without a reload',
    async (path, target) => {
      const opened = await newPage(DESKTOP);
      const { page } = opened;
      const loads = countDocumentLoads(page, path);
      await breakChunk(page, chunkUrl(target.source));
      await visit(page, path);
      await expectErrorPage(opened, DESKTOP, path);
      expect(loads(), 'a render error does not reload').toBe(1);
      expectNoProblems(opened, path, PROVOKED);
      // The site frame stays, so the reader can go elsewhere.
      expect(await page.getByRole('banner').count()).toBe(1);
      await page.getByRole('link', { name: 'Back to home', exact: true }).click();
      await page.waitForURL(url('/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { name: ERROR_HEADING }).count()).toBe(0);
    },
  );
});
