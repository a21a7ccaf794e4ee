import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';

/** Renders one marketing route to HTML at build time (scripts/prerender.mjs). */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

// The prerenderer reads the site map and placeholders from this bundle so that it needs no
// TypeScript tooling of its own.
export { HTML_PLACEHOLDERS } from '../shared/html-placeholders';
export { marketingRoutes, notFoundRoute } from '../shared/routes';
