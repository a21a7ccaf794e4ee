import './styles.css';
import { reloadOnPreloadError } from './app/chunk-reload';
import { startApp } from './app/start-app';

/**
 * The app's entry: the app shell (questionnaires, partner, payment, admin pages) and the
 * not-found page. The prerendered marketing pages load marketing.ts instead, which brings the
 * app in only when someone navigates (docs/decisions/016).
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

reloadOnPreloadError();
await startApp(container);
