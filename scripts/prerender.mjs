// Renders every marketing route of the built client to static HTML (dist/client/<path>/index.html)
// plus the not-found page (404.html) and keeps the bare app shell (app-shell.html) for pages the
// browser renders on its own. Run after the client and SSR builds (scripts/build.mjs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');

function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function head({ title, description, canonicalPath, robots }) {
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (canonicalPath) {
    lines.push(`<link rel="canonical" href="${canonicalPath}" />`);
    lines.push(`<meta property="og:title" content="${escapeHtml(title)}" />`);
    lines.push(`<meta property="og:description" content="${escapeHtml(description)}" />`);
    lines.push(`<meta property="og:type" content="website" />`);
    lines.push(`<meta property="og:url" content="${canonicalPath}" />`);
  }
  if (robots) lines.push(`<meta name="robots" content="${robots}" />`);
  return lines.join('\n    ');
}

/** <link rel="modulepreload"> for a page's chunk and the chunks it imports, beyond the entry. */
function preloadLinks(manifest, source) {
  const entry = manifest[APP_ENTRY];
  const skip = new Set([entry?.file]);
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file)) return;
    skip.add(chunk.file);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

/** The app's entry (index.html -> main.tsx) and the static marketing pages' script (decision 016). */
const APP_ENTRY = 'index.html';
const MARKETING_ENTRY = 'marketing.ts';

/**
 * The template of the static marketing pages (docs/decisions/016): the app's script and its
 * preloads make way for marketing.ts, which loads the app only when someone navigates. The
 * stylesheet stays.
 */
function marketingTemplate(template, manifest) {
  const app = manifest[APP_ENTRY];
  const marketing = manifest[MARKETING_ENTRY];
  if (!app || !marketing) throw new Error('the Vite manifest lacks the app or the marketing entry');
  const script = `<script type="module" crossorigin src="/${app.file}"></script>`;
  if (!template.includes(script)) throw new Error(`the template has no ${script}`);
  const imports = (marketing.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      script,
      [
        `<script type="module" crossorigin src="/${marketing.file}"></script>`,
        ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ].join('\n    '),
    );
}

/**
 * Preloads the web fonts every page uses above the fold (Inter cut down to the pages' characters,
 * src/client/fonts/README.md), so that the first paint can use them.
 */
function fontPreloads() {
  return readdirSync(join(clientDir, 'assets'))
    .filter((name) => /^inter-core-(400|600|800)-.*\.woff2$/.test(name))
    .map(
      (name) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}" />`,
    );
}

export async function prerender() {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const ssr = await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href);
  const { marketingRoutes, notFoundRoute, HTML_PLACEHOLDERS, pageSources, render } = ssr;
  const fonts = fontPreloads();
  const staticTemplate = marketingTemplate(template, manifest);
  const page = (html, headHtml, base = template) =>
    base.replace('<!--app-head-->', headHtml).replace('<!--app-html-->', html);

  const write = (file, content) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  // The shell first: the landing page's index.html replaces the template below.
  write(
    join(clientDir, 'app-shell.html'),
    page('', head({ title: 'mSoul', description: notFoundRoute.description, robots: 'noindex' })),
  );

  for (const route of marketingRoutes) {
    const canonicalPath = `${HTML_PLACEHOLDERS.publicUrl}${route.path}`;
    const file =
      route.path === '/'
        ? join(clientDir, 'index.html')
        : join(clientDir, route.path, 'index.html');
    // Static HTML: the page's own chunk is not loaded (marketing.ts brings the app on navigation).
    const headHtml = [head({ ...route, canonicalPath }), ...fonts].join('\n    ');
    write(file, page(await render(route.path), headHtml, staticTemplate));
  }
  const notFoundHead = [
    head({ ...notFoundRoute, robots: 'noindex' }),
    ...fonts,
    ...preloadLinks(manifest, pageSources[notFoundRoute.path]),
  ].join('\n    ');
  write(join(clientDir, '404.html'), page(await render(notFoundRoute.path), notFoundHead));
  return marketingRoutes.length + 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = await prerender();
  console.log(`prerendered ${count} pages`);
}
