import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-800.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageFor } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Load the current page's chunk first, so that hydration renders exactly what was prerendered.
await pageFor(window.location.pathname).preload();
// Prerendered marketing pages hydrate; app-shell pages (questionnaires, admin) render fresh.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
