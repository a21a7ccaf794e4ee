import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-800.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { isChunkLoadError, reloadForChunkError, reloadOnPreloadError } from './app/chunk-reload';
import { pageFor } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Renders the app, unless the page is reloading to fetch the current build. */
async function start(root: HTMLElement): Promise<void> {
  // Prerendered marketing pages hydrate; app-shell pages (questionnaires, admin) render fresh.
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

reloadOnPreloadError();
await start(container);
