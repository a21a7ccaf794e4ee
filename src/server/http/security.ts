import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The Content-Security-Policy allows no inline script or style: the client is
 * built to files, and prerendered pages carry no inline code. The no-referrer policy also covers
 * capability links (decision D-07).
 *
 * API answers (`/api/...`, except the documentation pages under /api/docs) get the shorter set
 * OWASP's REST Security Cheat Sheet gives for APIs (docs/decisions/009): the rest of helmet's
 * headers only act on a document the browser renders, and Node validates and writes every
 * header of every response, so the API's six instead of twelve are also cheaper.
 *
 * helmet decides the headers; they depend on the options only, so they are computed once (helmet
 * run against a response that is never sent) and set on every reply. @fastify/helmet rebuilt
 * helmet, policy parsing included, on every request (a third of a hot API read's time), and
 * running helmet's thirteen middlewares per request still cost ~5 % (docs/performance.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  const documentHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  const apiHeaders = apiHeadersOf(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
    done();
  });
}

/** JSON answers; the Swagger UI under /api/docs is a set of documents. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** helmet's headers that still act on a JSON answer (HSTS only when helmet set it: https). */
const KEPT_FOR_API = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
];

/**
 * A JSON answer loads nothing and must never be framed: `default-src 'none'` and
 * `frame-ancestors 'none'`, with X-Frame-Options for browsers without CSP level 2.
 */
function apiHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = Object.entries(documentHeaders).filter(([name]) => KEPT_FOR_API.includes(name));
  return {
    ...Object.fromEntries(kept),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a middleware sets on a response (helmet's never depend on the request). */
function headersOf(middleware: Middleware): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
