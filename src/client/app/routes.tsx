import type { MarketingPath } from '../../shared/routes';
import { type LazyPage, lazyPage } from './lazy-page';

export type { LazyPage } from './lazy-page';

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

/**
 * Every other page (questionnaires, partner and payment pages) is routed by AppRoutes.tsx, a lazy
 * chunk of its own: the landing page loads neither that table nor any of its pages.
 */
export const appRouter = lazyPage('app/AppRoutes.tsx', () =>
  import('./AppRoutes').then((m) => ({ default: m.AppRoutes })),
);

function isMarketingPath(path: string): path is MarketingPath {
  return Object.hasOwn(marketingPages, path);
}

/** The page that will render for a path, so that it can be loaded before the first render. */
export function pageFor(path: string): LazyPage {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (isMarketingPath(normalized)) return marketingPages[normalized];
  return {
    ...appRouter,
    preload: async () => {
      await appRouter.preload();
      const { appPageFor } = await import('./AppRoutes');
      await appPageFor(normalized).preload();
    },
  };
}
