// A render thread when the server runs from source (tests, npm run dev, the benchmarks): tsx's
// `--import` flag does not reach worker threads on Node 20, so its loader is registered here. The
// server bundle runs dist/server/render-worker.js instead (scripts/build.mjs).
import { register } from 'tsx/esm/api';

register();
export const { scoreAndRender, renderEmail, warmUp } = await import('./render-worker.ts');
