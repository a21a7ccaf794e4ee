// Production build: client (Vite) -> server-side render bundle -> server bundle -> prerender.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { prerender } from './prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const started = performance.now();

rmSync('dist', { recursive: true, force: true });

await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await viteBuild({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: '../../dist/ssr', emptyOutDir: true },
});

await esbuild({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

const pages = await prerender();
console.log(
  `build: client, server and ${pages} prerendered pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
