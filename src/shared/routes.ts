import type { ProductId } from './catalog';

/**
 * The site map: every public page the client renders, shared by the client router, the
 * prerenderer, the sitemap and the server's page handler. Titles and descriptions live here so
 * that the prerendered <head> and the hydrated page agree.
 */
export type MarketingRoute = {
  path: string;
  title: string;
  description: string;
};

export const marketingRoutes = [
  {
    path: '/',
    title: 'mSoul: is this relationship worth your energy?',
    description:
      'A free 5-question quick scan with your partner, or a full couple report graded by the mSoul algorithm v2.7 and its honesty meter. Guidance, not therapy.',
  },
  {
    path: '/why',
    title: 'Why mSoul exists | mSoul',
    description:
      'The founder story behind mSoul: a breaking point, an awakening, and an algorithm built to answer one question honestly.',
  },
  {
    path: '/how-it-works',
    title: 'How it works | mSoul',
    description:
      'Four steps from a short intake to your report: intake, AI analysis, choose your depth, receive your report.',
  },
  {
    path: '/algorithm',
    title: 'The mSoul algorithm v2.7 and the FOSM honesty meter | mSoul',
    description:
      'Six analysis components, 50+ variables and the Full of 💩 Meter: how mSoul reads what you and your partner write.',
  },
  {
    path: '/pricing',
    title: 'Pricing | mSoul',
    description:
      'Start free with the Quick Scan, or get the Detonation or Detonation + FOSM (Max) couple report as a branded PDF.',
  },
  {
    path: '/proof',
    title: 'Proof: examples and testimonials | mSoul',
    description: 'Two composite examples of mSoul reports and what three people said about theirs.',
  },
  {
    path: '/privacy-ethics',
    title: 'Privacy & Ethics | mSoul',
    description:
      'Your answers are deleted after 30 days. Access, correct, export or delete your data at any time; we answer within 24 hours.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service | mSoul',
    description:
      'The terms for using mSoul: 18+, refunds, price changes, governing law and arbitration.',
  },
] as const satisfies readonly MarketingRoute[];

export type MarketingPath = (typeof marketingRoutes)[number]['path'];

export const notFoundRoute: MarketingRoute = {
  path: '/404',
  title: 'Page not found | mSoul',
  description: 'This page does not exist.',
};

/**
 * Paths that the client app renders but that are not prerendered (questionnaires, partner and
 * payment pages). The server answers them with the app shell. Each pattern is a path whose
 * `:name` segments match any one non-empty segment.
 *
 * The one list of these routes: the client's table (client/app/AppRoutes.tsx) is keyed by
 * `AppRoutePattern`, so a pattern added here without a page, or a page without a pattern, does
 * not compile. The client routes them in this order.
 */
export const appRoutePatterns = [
  '/checkout/:tier',
  '/start-scan',
  '/questions',
  '/storm/:token',
  '/storm/join/:token',
  '/storm/result/:token',
  '/storm/results/:id',
  '/detonation',
  '/q/:productType',
  '/text/:refId',
  '/p2/:refId',
  '/p2paste/:refId',
  '/session-checkout/:refId',
  '/paid/:refId',
  '/cancel/:refId',
  '/thank-you',
  '/success',
  '/payment-success',
  '/payment-cancel',
  '/test-checkout/:id',
  '/test-checkout/link/:product',
  '/admin',
  '/my-data/:token',
  '/resume/:resumeId',
  '/report/:linkId',
] as const;

export type AppRoutePattern = (typeof appRoutePatterns)[number];

/** Pages reached only through a capability link; never indexed (decision D-07). */
export const capabilityPathPrefixes: readonly string[] = [
  '/storm/',
  '/text/',
  '/p2/',
  '/p2paste/',
  '/session-checkout/',
  '/paid/',
  '/cancel/',
  '/payment-success',
  '/payment-cancel',
  '/test-checkout/',
  '/my-data/',
  '/resume/',
  '/report/',
];

export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i] ?? '';
    return segment.startsWith(':') ? actual.length > 0 : segment === actual;
  });
}

/**
 * The query parameter that names the report /detonation preselects (docs/product.md §2): set by
 * /checkout/<tier>, the /pricing plan buttons and the links between the two readings of
 * /detonation, and read against the catalog by both readings (an unknown value is ignored).
 */
export const TIER_PARAM = 'tier';

export type DetonationLink = {
  /** The single page (reading b) instead of the two-step flow (reading a). */
  single?: boolean;
  /** The catalog id of the report to preselect. */
  tier?: ProductId | null;
  /** The intake's assessment, linked to the session (D-09). */
  assessmentId?: string | null;
};

/** A link to /detonation, e.g. `/detonation?tier=detonation_fosm` for the Max report. */
export function detonationHref({ single, tier, assessmentId }: DetonationLink = {}): string {
  const params = new URLSearchParams();
  if (single) params.set('mode', 'single');
  if (tier) params.set(TIER_PARAM, tier);
  if (assessmentId) params.set('assessmentId', assessmentId);
  const query = params.toString();
  return query === '' ? '/detonation' : `/detonation?${query}`;
}
