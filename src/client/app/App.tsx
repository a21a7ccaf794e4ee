import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageMeta } from './PageMeta';
import { appRouter, marketingPages } from './routes';

/**
 * The route table. Every page is its own chunk (app/routes.tsx), so the landing page downloads
 * only itself and the shared shell; every other path goes to the app's own lazy route table
 * (AppRoutes.tsx), where feature areas join.
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
          <Route component={appRouter.Page} />
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
