import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-800.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered marketing pages hydrate; app-shell pages (questionnaires, admin) render fresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
