import { type ComponentType, createElement, lazy } from 'react';
import { type MarketingPath, matchesPattern } from '../../shared/routes';

type PageModule = { default: ComponentType };

export type LazyPage = {
  /** Renders the page: at once when preloaded, else through React.lazy and Suspense. */
  Page: ComponentType;
  preload: () => Promise<void>;
  /** The page's source file relative to src/client, as in Vite's manifest. */
  source: string;
};

/**
 * A route-level code-split page. Preloading it before the first render (hydration, prerender)
 * lets it render synchronously, so hydration never meets a suspended boundary.
 */
function lazyPage(source: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never during a render
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return { Page, preload, source };
}

export const marketingPages: Record<MarketingPath, LazyPage> = {
  '/': lazyPage('pages/marketing/LandingPage.tsx', () =>
    import('../pages/marketing/LandingPage').then((m) => ({ default: m.LandingPage })),
  ),
  '/why': lazyPage('pages/marketing/WhyPage.tsx', () =>
    import('../pages/marketing/WhyPage').then((m) => ({ default: m.WhyPage })),
  ),
  '/how-it-works': lazyPage('pages/marketing/HowItWorksPage.tsx', () =>
    import('../pages/marketing/HowItWorksPage').then((m) => ({ default: m.HowItWorksPage })),
  ),
  '/algorithm': lazyPage('pages/marketing/AlgorithmPage.tsx', () =>
    import('../pages/marketing/AlgorithmPage').then((m) => ({ default: m.AlgorithmPage })),
  ),
  '/pricing': lazyPage('pages/marketing/PricingPage.tsx', () =>
    import('../pages/marketing/PricingPage').then((m) => ({ default: m.PricingPage })),
  ),
  '/proof': lazyPage('pages/marketing/ProofPage.tsx', () =>
    import('../pages/marketing/ProofPage').then((m) => ({ default: m.ProofPage })),
  ),
  '/privacy-ethics': lazyPage('pages/marketing/PrivacyEthicsPage.tsx', () =>
    import('../pages/marketing/PrivacyEthicsPage').then((m) => ({ default: m.PrivacyEthicsPage })),
  ),
  '/terms-of-service': lazyPage('pages/marketing/TermsPage.tsx', () =>
    import('../pages/marketing/TermsPage').then((m) => ({ default: m.TermsPage })),
  ),
};

export const notFoundPage = lazyPage('pages/marketing/NotFoundPage.tsx', () =>
  import('../pages/marketing/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export const checkoutRedirectPage = lazyPage('pages/checkout/CheckoutRedirect.tsx', () =>
  import('../pages/checkout/CheckoutRedirect').then((m) => ({ default: m.CheckoutRedirect })),
);

const stormInvitePage = lazyPage('pages/storm/StormInvitePage.tsx', () =>
  import('../pages/storm/StormInvitePage').then((m) => ({ default: m.StormInvitePage })),
);
const stormResultsPage = lazyPage('pages/storm/StormResultsPage.tsx', () =>
  import('../pages/storm/StormResultsPage').then((m) => ({ default: m.StormResultsPage })),
);

/**
 * The app's browser-rendered pages by route pattern (shared/routes.ts `appRoutePatterns` makes
 * the server answer them with the app shell). Each brings its own providers (lib/providers.tsx).
 */
export const appPages: readonly (readonly [pattern: string, page: LazyPage])[] = [
  [
    '/start-scan',
    lazyPage('pages/scan/StartScanPage.tsx', () =>
      import('../pages/scan/StartScanPage').then((m) => ({ default: m.StartScanPage })),
    ),
  ],
  [
    '/questions',
    lazyPage('pages/scan/QuestionsPage.tsx', () =>
      import('../pages/scan/QuestionsPage').then((m) => ({ default: m.QuestionsPage })),
    ),
  ],
  ['/storm/:token', stormInvitePage],
  ['/storm/join/:token', stormInvitePage],
  ['/storm/result/:token', stormResultsPage],
  ['/storm/results/:id', stormResultsPage],
  [
    '/detonation',
    lazyPage('pages/detonation/DetonationPage.tsx', () =>
      import('../pages/detonation/DetonationPage').then((m) => ({ default: m.DetonationPage })),
    ),
  ],
  [
    '/q/:productType',
    lazyPage('pages/detonation/SinglePage.tsx', () =>
      import('../pages/detonation/SinglePage').then((m) => ({ default: m.SinglePage })),
    ),
  ],
  [
    '/text/:refId',
    lazyPage('pages/partner/SharePage.tsx', () =>
      import('../pages/partner/SharePage').then((m) => ({ default: m.SharePage })),
    ),
  ],
  [
    '/p2/:refId',
    lazyPage('pages/partner/PartnerChoicePage.tsx', () =>
      import('../pages/partner/PartnerChoicePage').then((m) => ({ default: m.PartnerChoicePage })),
    ),
  ],
  [
    '/p2paste/:refId',
    lazyPage('pages/partner/PartnerPastePage.tsx', () =>
      import('../pages/partner/PartnerPastePage').then((m) => ({ default: m.PartnerPastePage })),
    ),
  ],
  [
    '/session-checkout/:refId',
    lazyPage('pages/partner/SessionCheckoutPage.tsx', () =>
      import('../pages/partner/SessionCheckoutPage').then((m) => ({
        default: m.SessionCheckoutPage,
      })),
    ),
  ],
];

function isMarketingPath(path: string): path is MarketingPath {
  return Object.hasOwn(marketingPages, path);
}

/** The page that will render for a path, so that it can be loaded before the first render. */
export function pageFor(path: string): LazyPage {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (isMarketingPath(normalized)) return marketingPages[normalized];
  if (normalized.startsWith('/checkout/')) return checkoutRedirectPage;
  const app = appPages.find(([pattern]) => matchesPattern(pattern, normalized));
  if (app) return app[1];
  return notFoundPage;
}
