import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.API_PORT ?? 5001);

/** React, React DOM and the router: needed by every page. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/;
/**
 * The frame every marketing page uses (headers, footer, section primitives, catalog): one chunk
 * instead of a dozen tiny ones, each of which costs the landing page bytes of its own.
 */
const SITE_FRAME =
  /[\\/]src[\\/](client[\\/]components[\\/]layout[\\/]|client[\\/]components[\\/]ui[\\/](Badge|ButtonLink|Card|Container|cx|IconBubble|ScoreRing|Section|SectionHeader)\.|client[\\/]lib[\\/]runtime-settings\.|shared[\\/]catalog\.|shared[\\/]content[\\/]limits\.)/;

/** Framework-free: the mobile menu's behaviour (islands/attach-menu.ts). */
const MENU = /[\\/]src[\\/]client[\\/]islands[\\/]attach-menu\./;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    // The prerenderer reads it to preload each page's own chunk.
    manifest: true,
    rollupOptions: {
      // The app (index.html -> main.tsx) and the static marketing pages' own small script
      // (marketing.ts, docs/decisions/016), which the prerenderer puts in their HTML.
      input: {
        index: fileURLToPath(new URL('src/client/index.html', import.meta.url)),
        marketing: fileURLToPath(new URL('src/client/marketing.ts', import.meta.url)),
      },
      output: {
        // React and the router in one chunk of their own: otherwise the bundler splits out
        // whatever of them the lazy pages share with the entry (react-dom for Radix), adding
        // requests and bytes to every page of the app.
        manualChunks(id) {
          if (VENDOR.test(id)) return 'react';
          // The menu behaviour the static marketing pages share with the app's headers: kept out
          // of the 'site' chunk, which would bring React to those pages (docs/decisions/016).
          if (MENU.test(id)) return 'menu';
          if (SITE_FRAME.test(id)) return 'site';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5000,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/healthz': `http://127.0.0.1:${API_PORT}`,
      '/readyz': `http://127.0.0.1:${API_PORT}`,
      '/robots.txt': `http://127.0.0.1:${API_PORT}`,
      '/sitemap.xml': `http://127.0.0.1:${API_PORT}`,
    },
  },
});
