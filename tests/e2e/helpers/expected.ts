/**
 * What the marketing pages must show, copied from the product contract (docs/product.md §2, §9 and
 * decisions D-02, D-05, D-07, D-13) so that the tests never read the contract at run time.
 * Quoted texts are word for word; unquoted documented items are matched by case-insensitive
 * patterns.
 */

/** D-05: SCAN_HOST_URL defaults to the product's own intake page. */
export const SCAN_HOST = '/start-scan';

export type HeaderVariant = 'fixed' | 'sticky';

export type MarketingPage = {
  path: string;
  header: HeaderVariant;
  /** Texts the visible page must contain (strings exactly, patterns as given). */
  texts: readonly (string | RegExp)[];
};

export const MARKETING_PAGES: readonly MarketingPage[] = [
  {
    path: '/',
    header: 'fixed',
    texts: [
      'Start Your Analysis Now',
      'Test New Detonation Flow',
      'Learn More About mSoul',
      'Get My Full Report',
      'MOST POPULAR',
      '$9.99',
      '$19.95',
      /\bfree\b/i,
      /\b87\s?%/,
      /\b4\s?\/\s?5\b/,
      'B+',
      /trauma bond/i,
    ],
  },
  {
    path: '/why',
    header: 'sticky',
    texts: [
      /breaking point/i,
      /awakening/i,
      /building the algorithm/i,
      /why the name/i,
      /mission/i,
    ],
  },
  {
    path: '/how-it-works',
    header: 'sticky',
    texts: [/intake/i, /AI analysis/i, /choose (your )?depth/i, /receive (your )?report/i],
  },
  {
    path: '/algorithm',
    header: 'sticky',
    texts: ['M0', 'M2', 'M3', /prototype/i, /coming soon/i, 'FOSM', /(?<![\d.])2\.7(?!\d)/, /50\+/],
  },
  {
    path: '/pricing',
    header: 'sticky',
    texts: ['MOST POPULAR', '$9.99', '$19.95', /\bfree\b/i, /refund/i],
  },
  {
    path: '/proof',
    header: 'sticky',
    texts: [/composite/i],
  },
  {
    path: '/privacy-ethics',
    header: 'sticky',
    texts: [
      /\b30[- ]days?\b/i,
      /\baccess\b/i,
      /\bcorrect\b/i,
      /\bexport\b/i,
      /\bdelete\b/i,
      /\b24 hours\b/i,
    ],
  },
  {
    path: '/terms-of-service',
    header: 'sticky',
    texts: [/\b18\+|\b18 (years|or older)/i, /no refunds?\b/i, /\b30 days\b/i, /arbitration/i],
  },
];

export const NOT_FOUND_PATH = '/no-such-page';

/**
 * D-13 / docs/product.md §2: the two header variants, their items in the documented order, and
 * targets.
 */
export const FIXED_HEADER_ITEMS = ['Home', 'Why', 'How It Works', 'Algorithm', 'Start Your Scan'];
export const STICKY_HEADER_ITEMS = [
  'How It Works',
  'Algorithm',
  'Why',
  'Pricing',
  'Proof',
  'Start Your Scan',
];
/** Accepted targets per header item (Pricing may be the page or the landing anchor). */
export const HEADER_TARGETS: Record<string, readonly string[]> = {
  Home: ['/'],
  Why: ['/why'],
  'How It Works': ['/how-it-works'],
  Algorithm: ['/algorithm'],
  Pricing: ['/pricing', '/#pricing'],
  Proof: ['/proof'],
  'Start Your Scan': [SCAN_HOST],
};

/** docs/product.md §2 footer: product and legal links, copyright 2024. */
export const FOOTER_LINKS: readonly [name: string, target: string][] = [
  ['How It Works', '/how-it-works'],
  ['Algorithm', '/algorithm'],
  ['Pricing', '/#pricing'],
  ['Privacy & Ethics', '/privacy-ethics'],
  ['Terms of Service', '/terms-of-service'],
];

/** D-07: capability pages (one example path each) that robots.txt must keep out of indexes. */
export const CAPABILITY_EXAMPLES = [
  '/storm/abc123',
  '/storm/result/abc123',
  '/text/det_abc123',
  '/p2/det_abc123',
  '/p2paste/det_abc123',
  '/session-checkout/det_abc123',
  '/paid/det_abc123',
  '/cancel/det_abc123',
  '/report/rpt_abc123',
];

/** docs/product.md §2 /checkout/<tier>: where each tier ends up, naming its report. */
export const CHECKOUT_REDIRECTS: readonly [from: string, to: string][] = [
  ['/checkout/detonation_plus?assessmentId=x', '/detonation?tier=detonation_fosm&assessmentId=x'],
  ['/checkout/detonation', '/detonation?tier=detonation'],
  ['/checkout/detonation_max', '/detonation?tier=detonation_fosm'],
  ['/checkout/detonation_fosm', '/detonation?tier=detonation_fosm'],
  ['/checkout/storm', '/questions?tier=storm'],
  ['/checkout/gold', '/pricing'],
];

export function matches(text: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
}
