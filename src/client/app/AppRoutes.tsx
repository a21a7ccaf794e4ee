import { Route, Switch } from 'wouter';
import { type AppRoutePattern, appRoutePatterns, matchesPattern } from '../../shared/routes';
import { type LazyPage, lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export const notFoundPage = lazyPage('pages/marketing/NotFoundPage.tsx', () =>
  import('../pages/marketing/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

const checkoutRedirectPage = lazyPage('pages/checkout/CheckoutRedirect.tsx', () =>
  import('../pages/checkout/CheckoutRedirect').then((m) => ({ default: m.CheckoutRedirect })),
);

const thankYouPage = lazyPage('pages/payment/ThankYouPage.tsx', () =>
  import('../pages/payment/ThankYouPage').then((m) => ({ default: m.ThankYouPage })),
);

const stormInvitePage = lazyPage('pages/storm/StormInvitePage.tsx', () =>
  import('../pages/storm/StormInvitePage').then((m) => ({ default: m.StormInvitePage })),
);
const stormResultsPage = lazyPage('pages/storm/StormResultsPage.tsx', () =>
  import('../pages/storm/StormResultsPage').then((m) => ({ default: m.StormResultsPage })),
);

/**
 * The app's browser-rendered pages by route pattern. The patterns are those of shared/routes.ts
 * `appRoutePatterns`, which makes the server answer them with the app shell: the type makes a
 * pattern without a page, or a page without a pattern, fail to compile. Each page brings its own
 * providers (lib/providers.tsx).
 */
const appPages: Record<AppRoutePattern, LazyPage> = {
  '/checkout/:tier': checkoutRedirectPage,
  '/start-scan': lazyPage('pages/scan/StartScanPage.tsx', () =>
    import('../pages/scan/StartScanPage').then((m) => ({ default: m.StartScanPage })),
  ),
  '/questions': lazyPage('pages/scan/QuestionsPage.tsx', () =>
    import('../pages/scan/QuestionsPage').then((m) => ({ default: m.QuestionsPage })),
  ),
  '/storm/:token': stormInvitePage,
  '/storm/join/:token': stormInvitePage,
  '/storm/result/:token': stormResultsPage,
  '/storm/results/:id': stormResultsPage,
  '/detonation': lazyPage('pages/detonation/DetonationPage.tsx', () =>
    import('../pages/detonation/DetonationPage').then((m) => ({ default: m.DetonationPage })),
  ),
  '/q/:productType': lazyPage('pages/detonation/SinglePage.tsx', () =>
    import('../pages/detonation/SinglePage').then((m) => ({ default: m.SinglePage })),
  ),
  '/text/:refId': lazyPage('pages/partner/SharePage.tsx', () =>
    import('../pages/partner/SharePage').then((m) => ({ default: m.SharePage })),
  ),
  '/p2/:refId': lazyPage('pages/partner/PartnerChoicePage.tsx', () =>
    import('../pages/partner/PartnerChoicePage').then((m) => ({ default: m.PartnerChoicePage })),
  ),
  '/p2paste/:refId': lazyPage('pages/partner/PartnerPastePage.tsx', () =>
    import('../pages/partner/PartnerPastePage').then((m) => ({ default: m.PartnerPastePage })),
  ),
  '/session-checkout/:refId': lazyPage('pages/partner/SessionCheckoutPage.tsx', () =>
    import('../pages/partner/SessionCheckoutPage').then((m) => ({
      default: m.SessionCheckoutPage,
    })),
  ),
  '/paid/:refId': lazyPage('pages/payment/PaidPage.tsx', () =>
    import('../pages/payment/PaidPage').then((m) => ({ default: m.PaidPage })),
  ),
  '/cancel/:refId': lazyPage('pages/payment/CancelPage.tsx', () =>
    import('../pages/payment/CancelPage').then((m) => ({ default: m.CancelPage })),
  ),
  // D-11: /success shows the /thank-you page.
  '/thank-you': thankYouPage,
  '/success': thankYouPage,
  '/payment-success': lazyPage('pages/payment/PaymentSuccessPage.tsx', () =>
    import('../pages/payment/PaymentSuccessPage').then((m) => ({
      default: m.PaymentSuccessPage,
    })),
  ),
  '/payment-cancel': lazyPage('pages/payment/PaymentCancelPage.tsx', () =>
    import('../pages/payment/PaymentCancelPage').then((m) => ({ default: m.PaymentCancelPage })),
  ),
  '/test-checkout/:id': lazyPage('pages/payment/TestCheckoutPage.tsx', () =>
    import('../pages/payment/TestCheckoutPage').then((m) => ({ default: m.TestCheckoutPage })),
  ),
  '/test-checkout/link/:product': lazyPage('pages/payment/TestCheckoutLinkPage.tsx', () =>
    import('../pages/payment/TestCheckoutLinkPage').then((m) => ({
      default: m.TestCheckoutLinkPage,
    })),
  ),
  '/admin': lazyPage('pages/admin/AdminPage.tsx', () =>
    import('../pages/admin/AdminPage').then((m) => ({ default: m.AdminPage })),
  ),
  '/my-data/:token': lazyPage('pages/privacy/MyDataPage.tsx', () =>
    import('../pages/privacy/MyDataPage').then((m) => ({ default: m.MyDataPage })),
  ),
  '/resume/:resumeId': lazyPage('pages/detonation/ResumePage.tsx', () =>
    import('../pages/detonation/ResumePage').then((m) => ({ default: m.ResumePage })),
  ),
  '/report/:linkId': lazyPage('pages/report/ReportPage.tsx', () =>
    import('../pages/report/ReportPage').then((m) => ({ default: m.ReportPage })),
  ),
};

/** The page a non-marketing path renders, so that it can be loaded before the first render. */
export function appPageFor(path: string): LazyPage {
  const pattern = appRoutePatterns.find((candidate) => matchesPattern(candidate, path));
  return pattern ? appPages[pattern] : notFoundPage;
}

/**
 * The app's own route table, loaded only for app pages (and the not-found page), in the order of
 * `appRoutePatterns`; each route has its own error boundary (RouteErrorBoundary.tsx).
 */
export function AppRoutes() {
  return (
    <Switch>
      {appRoutePatterns.map((pattern) => {
        const { Page } = appPages[pattern];
        return (
          <Route key={pattern} path={pattern}>
            <RouteErrorBoundary>
              <Page />
            </RouteErrorBoundary>
          </Route>
        );
      })}
      <Route>
        <RouteErrorBoundary>
          <notFoundPage.Page />
        </RouteErrorBoundary>
      </Route>
    </Switch>
  );
}
