import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageMeta } from './PageMeta';
import { appPages, checkoutRedirectPage, marketingPages, notFoundPage } from './routes';

/**
 * The route table. Every page is its own chunk (app/routes.tsx), so the landing page downloads
 * only itself and the shared shell; feature areas join the table the same way.
 */
export function App() {
  return (
    <>
      <PageMeta />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {Object.entries(marketingPages).map(([path, { Page }]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route path="/checkout/:tier" component={checkoutRedirectPage.Page} />
          {appPages.map(([path, { Page }]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={notFoundPage.Page} />
        </Switch>
      </Suspense>
    </>
  );
}

function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted">
      Loading…
    </div>
  );
}
