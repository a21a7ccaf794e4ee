// The PGlite thread when the server runs from source (tests, npm run dev): tsx's `--import`
// flag does not reach worker threads on Node 20, so its loader is registered here. The server
// bundle runs dist/server/pglite-worker.js instead (scripts/build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
