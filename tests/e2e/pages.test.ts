// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * Page-specific content and calls to action of the marketing pages (docs/product.md §2, D-02,
 * D-05). Buttons are found by role and exact name; targets are read from the rendered links.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, linkTarget, open, setupBrowser, visibleText } from './helpers/browser';
import { SCAN_HOST } from './helpers/expected';

const { newPage } = setupBrowser();

async function openDesktop(path: string): Promise<Page> {
  const { page } = await newPage(DESKTOP);
  const response = await open(page, path);
  expect(response.status()).toBe(200);
  return page;
}

type LinkFacts = { name: string; target: string; newTab: boolean };

/** Every link inside `scope`: accessible text, normalised target, whether it opens a new tab. */
async function linksIn(scope: Locator): Promise<LinkFacts[]> {
  const facts: LinkFacts[] = [];
  for (const link of await scope.locator('a[href]').all()) {
    facts.push({
      name: (await link.innerText()).replace(/\s+/g, ' ').trim(),
      target: await linkTarget(link),
      newTab: (await link.getAttribute('target')) === '_blank',
    });
  }
  return facts;
}

/** The links with exactly this accessible name (role link), with their targets. */
async function namedLinks(scope: Page | Locator, name: string): Promise<LinkFacts[]> {
  const links = await scope.getByRole('link', { name, exact: true }).all();
  const facts: LinkFacts[] = [];
  for (const link of links) {
    facts.push({
      name,
      target: await linkTarget(link),
      newTab: (await link.getAttribute('target')) === '_blank',
    });
  }
  return facts;
}

async function expectNamedLink(
  scope: Page | Locator,
  name: string,
  target: string,
  newTab?: boolean,
): Promise<void> {
  const links = await namedLinks(scope, name);
  expect(links.length, `a link named '${name}'`).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.target, `'${name}' goes to ${target}`).toBe(target);
    if (newTab !== undefined)
      expect(link.newTab, `'${name}' opens in a new tab: ${newTab}`).toBe(newTab);
  }
}

/**
 * For the 'MOST POPULAR' badge(s) inside `scopeSelector`: the text of the smallest enclosing
 * element that shows a price, i.e. the plan card the badge belongs to.
 */
async function popularCards(page: Page, scopeSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    if (!scope) return [];
    const badges = [...scope.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        element.innerText?.trim() === 'MOST POPULAR' &&
        ![...element.children].some(
          (child) => (child as HTMLElement).innerText?.trim() === 'MOST POPULAR',
        ),
    );
    return badges.map((badge) => {
      let card: HTMLElement | null = badge;
      while (card && card !== scope && !/\$\d|\bfree\b/i.test(card.innerText)) {
        card = card.parentElement;
      }
      return (card?.innerText ?? '').replace(/\s+/g, ' ');
    });
  }, scopeSelector);
}

function expectDetonationCard(cards: string[]): void {
  expect(cards.length, "a 'MOST POPULAR' badge").toBe(1);
  const card = cards[0] ?? '';
  expect(card, "the 'MOST POPULAR' card is Detonation at $9.99").toContain('$9.99');
  expect(card, "the 'MOST POPULAR' card is not the $19.95 plan").not.toContain('$19.95');
}

describe('landing page /', () => {
  test('hero and call-to-action buttons have the documented names and targets', async () => {
    const page = await openDesktop('/');
    // D-05: the scan host defaults to /start-scan and opens in a new tab.
    await expectNamedLink(page, 'Start Your Analysis Now', SCAN_HOST, true);
    await expectNamedLink(page, 'Test New Detonation Flow', '/detonation');
    await expectNamedLink(page, 'Learn More About mSoul', '/algorithm');
    await expectNamedLink(page, 'Get My Full Report', '/start-scan');
  });

  test('#pricing: three plans, free in a new tab, paid plans to /checkout/<tier>, MOST POPULAR on Detonation', async () => {
    const page = await openDesktop('/');
    const pricing = page.locator('#pricing');
    expect(await pricing.count(), 'a #pricing section').toBe(1);
    const text = await visibleText(pricing);
    expect(text).toContain('$9.99');
    expect(text).toContain('$19.95');
    expect(text).toMatch(/\bfree\b/i);

    const links = await linksIn(pricing);
    const free = links.filter((link) => link.target === SCAN_HOST);
    expect(free.length, 'the free plan button links to the scan host').toBeGreaterThan(0);
    expect(
      free.every((link) => link.newTab),
      'the free plan opens in a new tab',
    ).toBe(true);
    const targets = links.map((link) => link.target);
    expect(targets, 'Detonation plan button').toContain('/checkout/detonation');
    expect(targets, 'Detonation + FOSM plan button').toContain('/checkout/detonation_plus');

    expectDetonationCard(await popularCards(page, '#pricing'));
  });

  test('sample report preview: compatibility 87%, FOSM 4/5, grade B+, trauma bond flag clear', async () => {
    const page = await openDesktop('/');
    const text = await visibleText(page.locator('main'));
    expect(text).toMatch(/compatib[\s\S]{0,80}?\b87\s?%|\b87\s?%[\s\S]{0,80}?compatib/i);
    expect(text).toMatch(/FOSM[\s\S]{0,80}?\b4\s?\/\s?5\b|\b4\s?\/\s?5\b[\s\S]{0,80}?FOSM/);
    expect(text).toMatch(/grade[\s\S]{0,40}?B\+|B\+[\s\S]{0,40}?grade/i);
    expect(text).toMatch(/trauma bond[\s\S]{0,60}?\bclear\b/i);
  });
});

describe('/pricing', () => {
  test('three plan cards: free to the scan host in a new tab, paid plans to /detonation with their report', async () => {
    const page = await openDesktop('/pricing');
    const main = page.getByRole('main');
    for (const name of ['Free Quick Scan', 'Detonation', 'Detonation + FOSM (Max)']) {
      expect(
        await main.getByRole('heading', { name, exact: true }).count(),
        `plan card titled '${name}' (D-02 display name)`,
      ).toBeGreaterThan(0);
    }
    const text = await visibleText(main);
    expect(text).toContain('$9.99');
    expect(text).toContain('$19.95');

    const links = await linksIn(main);
    const free = links.filter((link) => link.target === SCAN_HOST);
    expect(free.length, 'the free plan button links to the scan host').toBeGreaterThan(0);
    expect(
      free.every((link) => link.newTab),
      'the free plan opens in a new tab',
    ).toBe(true);
    const targets = links.map((link) => link.target);
    expect(targets, 'Detonation plan button').toContain('/detonation?tier=detonation');
    expect(targets, 'Detonation + FOSM plan button').toContain('/detonation?tier=detonation_fosm');
    expect(
      links.filter((link) => link.target.startsWith('/checkout/')),
      'on /pricing paid plans go to /detonation, not /checkout',
    ).toEqual([]);
  });

  test("'MOST POPULAR' marks Detonation; a delivery and refund note", async () => {
    const page = await openDesktop('/pricing');
    expectDetonationCard(await popularCards(page, 'main'));
    const text = await visibleText(page.getByRole('main'));
    expect(text).toMatch(/refund/i);
    expect(text).toMatch(/deliver/i);
  });
});

describe('/algorithm', () => {
  test('version evolution M0, M2, M3 (coming soon), FOSM, version 2.7, CTA to /start-scan', async () => {
    const page = await openDesktop('/algorithm');
    const main = page.getByRole('main');
    const text = await visibleText(main);
    expect(text).toMatch(/\bM0\b/);
    expect(text).toMatch(/\bM2\b/);
    expect(text).toMatch(/\bM3\b[\s\S]{0,160}?coming soon|coming soon[\s\S]{0,40}?\bM3\b/i);
    expect(text).toMatch(/\bFOSM\b/);
    expect(text).toMatch(/Full of 💩 Meter/);
    expect(text).toMatch(/(?<![\d.])2\.7(?!\d)/);
    const targets = (await linksIn(main)).map((link) => link.target);
    expect(targets, 'a call to action to /start-scan').toContain('/start-scan');
  });
});

describe('/how-it-works', () => {
  test('four steps: intake, AI analysis, choose depth, receive report', async () => {
    const page = await openDesktop('/how-it-works');
    const main = page.getByRole('main');
    for (const step of [
      /intake/i,
      /AI analysis/i,
      /choose (your )?depth/i,
      /receive (your )?report/i,
    ]) {
      expect(
        await main.getByRole('heading', { name: step }).count(),
        `a step heading ${step}`,
      ).toBeGreaterThan(0);
    }
  });
});

describe('/why', () => {
  test('the five story sections and links to the scan and /algorithm', async () => {
    const page = await openDesktop('/why');
    const main = page.getByRole('main');
    for (const section of [
      /breaking point/i,
      /awakening/i,
      /building the algorithm/i,
      /why the name/i,
      /mission/i,
    ]) {
      expect(
        await main.getByRole('heading', { name: section }).count(),
        `a section heading ${section}`,
      ).toBeGreaterThan(0);
    }
    const targets = (await linksIn(main)).map((link) => link.target);
    expect(targets, 'a link to the scan').toContain(SCAN_HOST);
    expect(targets, 'a link to /algorithm').toContain('/algorithm');
  });
});

describe('/proof', () => {
  test('two composite examples, three testimonials, links to /start-scan and /pricing', async () => {
    const page = await openDesktop('/proof');
    const main = page.getByRole('main');
    expect(await visibleText(main)).toMatch(/composite/i);
    expect(await main.locator('blockquote').count(), 'three testimonials (blockquote)').toBe(3);
    const targets = (await linksIn(main)).map((link) => link.target);
    expect(targets).toContain('/start-scan');
    expect(targets).toContain('/pricing');
  });
});

describe('/privacy-ethics', () => {
  test('30-day retention; access, correct, export and delete; answers within 24 hours', async () => {
    const page = await openDesktop('/privacy-ethics');
    const text = await visibleText(page.getByRole('main'));
    expect(text).toMatch(/\b30[- ]days?\b/i);
    for (const right of ['access', 'correct', 'export', 'delete']) {
      expect(text).toMatch(new RegExp(`\\b${right}\\b`, 'i'));
    }
    expect(text).toMatch(/\b24 hours\b/i);
  });
});

describe('/terms-of-service', () => {
  test('18+, no refunds after delivery, 30 days notice, US law, arbitration', async () => {
    const page = await openDesktop('/terms-of-service');
    const text = await visibleText(page.getByRole('main'));
    expect(text).toMatch(/\b18\+|\b18 (years|or older)/i);
    expect(text).toMatch(/no refunds?[^.]{0,120}?after[^.]{0,80}?deliver/i);
    expect(text).toMatch(/\b30 days'?\s*(prior\s+)?notice|notice[^.]{0,40}?\b30 days/i);
    expect(text).toMatch(/\b(United States|U\.S\.|US)\b/);
    expect(text).toMatch(/arbitration/i);
  });
});
