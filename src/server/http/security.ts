import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The Content-Security-Policy allows no inline script or style: the client is
 * built to files, and prerendered pages carry no inline code. The no-referrer policy also covers
 * capability links (decision D-07).
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
  const headers = headersOf(
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
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
