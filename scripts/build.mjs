// Production build: client (Vite) -> server-side render bundle -> server bundle -> prerender.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  // The PGlite thread's and the render threads' scripts sit beside main.js
  // (db/pglite-thread.ts and report/render-pool.ts load them from there).
  entryPoints: {
    main: 'src/server/main.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    'render-worker': 'src/server/report/render-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

// Hashed assets never change: compress them once, as hard as possible, and let the server send
// the .br or .gz file instead of compressing on every request.
const assetsDir = 'dist/client/assets';
for (const name of readdirSync(assetsDir).filter((file) => /\.(js|css|svg)$/.test(file))) {
  const file = join(assetsDir, name);
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const pages = await prerender();
console.log(
  `build: client, server and ${pages} prerendered pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
