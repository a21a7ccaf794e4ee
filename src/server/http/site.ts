import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appRoutePatterns, capabilityPathPrefixes, marketingRoutes } from '../../shared/routes';
import { HTML_PLACEHOLDERS } from '../../shared/runtime-settings';
import { errorBody } from './errors';

/** What the server fills into the prerendered HTML (see shared/runtime-settings.ts). */
export type SiteSettings = { publicUrl: string; scanHostUrl: string; supportEmail: string };

export type Site = {
  /** Prerendered marketing pages by path. */
  pages: ReadonlyMap<string, string>;
  /** The client app shell for pages rendered in the browser only. */
  shell: string;
  notFound: string;
};

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export function fillPlaceholders(html: string, settings: SiteSettings): string {
  return html
    .replaceAll(HTML_PLACEHOLDERS.publicUrl, escapeAttribute(settings.publicUrl))
    .replaceAll(HTML_PLACEHOLDERS.scanHostUrl, escapeAttribute(settings.scanHostUrl))
    .replaceAll(HTML_PLACEHOLDERS.supportEmail, escapeAttribute(settings.supportEmail));
}

function pageFile(clientDir: string, path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

/** Reads the built client once at start-up; a missing file is a broken build and stops start-up. */
export function loadSite(clientDir: string, settings: SiteSettings): Site {
  const read = (file: string) => {
    if (!existsSync(file)) {
      throw new Error(`The client build is incomplete (missing ${file}): run npm run build`);
    }
    return fillPlaceholders(readFileSync(file, 'utf8'), settings);
  };
  return {
    pages: new Map(
      marketingRoutes.map((route) => [route.path, read(pageFile(clientDir, route.path))]),
    ),
    shell: read(join(clientDir, 'app-shell.html')),
    notFound: read(join(clientDir, '404.html')),
  };
}

export function robotsTxt(publicUrl: string): string {
  const disallowed = ['/api/', '/admin', ...capabilityPathPrefixes];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = marketingRoutes
    .map((route) => `  <url><loc>${publicUrl}${route.path === '/' ? '/' : route.path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function isCapabilityPath(path: string): boolean {
  return capabilityPathPrefixes.some((prefix) => path.startsWith(prefix));
}

function sendHtml(reply: FastifyReply, status: number, html: string, cache: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cache)
    .send(html);
}

/**
 * Serves the built client: hashed assets (cached for a year), top-level public files, the
 * prerendered marketing pages, the app shell for browser-rendered routes, and the not-found page
 * with status 404 for any other path. Unknown /api paths answer 404 JSON.
 */
export async function registerSite(
  app: FastifyInstance,
  options: { clientDir: string; settings: SiteSettings },
): Promise<void> {
  const { clientDir, settings } = options;
  const site = loadSite(clientDir, settings);
  const hidden = { schema: { hide: true } };

  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    // The build writes .br and .gz beside each asset (scripts/build.mjs).
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
  });

  const publicFiles = readdirSync(clientDir).filter(
    (name) => !name.endsWith('.html') && statSync(join(clientDir, name)).isFile(),
  );
  for (const name of publicFiles) {
    app.get(`/${name}`, hidden, (_request, reply) =>
      reply.sendFile(name, clientDir, { maxAge: '1d', immutable: false }),
    );
  }

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(settings.publicUrl)),
  );
  app.get('/sitemap.xml', hidden, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(settings.publicUrl)),
  );

  for (const [path, html] of site.pages) {
    app.get(path, hidden, (_request, reply) => sendHtml(reply, 200, html, 'no-cache'));
  }
  for (const pattern of appRoutePatterns) {
    app.get(pattern, hidden, (request, reply) => {
      if (!isCapabilityPath(request.url)) return sendHtml(reply, 200, site.shell, 'no-cache');
      // D-07: the shell says noindex too; the header also covers crawlers that read no HTML.
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendHtml(reply, 200, site.shell, 'no-store');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .status(404)
        .send(errorBody('not_found', `There is no API route ${request.method} ${path}.`));
    }
    return sendHtml(reply, 404, site.notFound, 'no-cache');
  });
}
