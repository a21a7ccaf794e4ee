import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.API_PORT ?? 5001);

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
