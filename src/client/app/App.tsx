import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './PageLoading';
import { PageMeta } from './PageMeta';
import { AppErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import { appRouter, marketingPages } from './routes';

/**
 * The route table. Every page is its own chunk (app/routes.tsx), so the landing page downloads
 * only itself and the shared shell; every other path goes to the app's own lazy route table
 * (AppRoutes.tsx), where feature areas join. Each route has its own error boundary, so a page
 * that throws, or whose chunk does not load, shows the error page instead of a blank one.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <PageMeta />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {Object.entries(marketingPages).map(([path, { Page }]) => (
            <Route key={path} path={path}>
              <RouteErrorBoundary>
                <Page />
              </RouteErrorBoundary>
            </Route>
          ))}
          <Route>
            <RouteErrorBoundary>
              <appRouter.Page />
            </RouteErrorBoundary>
          </Route>
        </Switch>
      </Suspense>
    </AppErrorBoundary>
  );
}
