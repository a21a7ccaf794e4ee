import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { pageFor } from './routes';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Renders the app into the page (main.tsx: the app shell and the not-found page), unless the
 * page is reloading to fetch the current build.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // A prerendered page (the not-found page) hydrates; app-shell pages render fresh.
  let hydrate = root.firstElementChild !== null;
  try {
    // Load the current page's chunk first, so that hydration renders exactly what was prerendered.
    await pageFor(window.location.pathname).preload();
  } catch (error) {
    // A page chunk that did not load (an old chunk after a deploy, a dropped request) reloads
    // the page once; after that, the app renders and the route's error boundary shows the error
    // page, rather than a blank or frozen page. The prerendered HTML cannot be hydrated without
    // its page, so the app renders afresh.
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
    hydrate = false;
  }
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/**
 * Client-side navigation from a static marketing page (docs/decisions/016): the app takes over
 * the page at `href`, which it renders in place of the prerendered one. The page's chunk is
 * loaded first, so the new page appears at once, complete. Rejects (and changes nothing) when
 * that chunk does not load: the caller then lets the browser load the page itself.
 * `beforeRender` runs once the page is ready, before anything changes.
 */
export async function takeOverAt(
  root: HTMLElement,
  href: string,
  beforeRender: () => void,
): Promise<void> {
  const target = new URL(href, window.location.href);
  await pageFor(target.pathname).preload();
  beforeRender();
  window.history.pushState(null, '', target);
  createRoot(root).render(app);
}
