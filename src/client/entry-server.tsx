import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { notFoundPage } from './app/AppRoutes';
import { marketingPages, pageFor } from './app/routes';

/** Renders one route to HTML at build time (scripts/prerender.mjs). */
export async function render(url: string): Promise<string> {
  await pageFor(url).preload();
  return renderToString(
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>,
  );
}

/** Each prerendered path's page module (relative to src/client), to preload its chunk. */
export const pageSources: Record<string, string> = {
  ...Object.fromEntries(Object.entries(marketingPages).map(([path, page]) => [path, page.source])),
  '/404': notFoundPage.source,
};

export { marketingRoutes, notFoundRoute } from '../shared/routes';
// The prerenderer reads the site map and placeholders from this bundle so that it needs no
// TypeScript tooling of its own.
export { HTML_PLACEHOLDERS } from '../shared/runtime-settings';
