import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { marketingRoutes, notFoundRoute } from '../../shared/routes';

/**
 * Keeps <title> and the description in step with client-side navigation. The prerendered HTML
 * already carries them (scripts/prerender.mjs), so this only acts after the first route change.
 */
export function PageMeta() {
  const [pathname] = useLocation();
  useEffect(() => {
    const route = marketingRoutes.find((r) => r.path === pathname) ?? notFoundRoute;
    if (document.title !== route.title) document.title = route.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [pathname]);
  return null;
}
