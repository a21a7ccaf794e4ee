import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The Content-Security-Policy allows no inline script or style: the client is
 * built to files, and prerendered pages carry no inline code. The no-referrer policy also covers
 * capability links (decision D-07).
 *
 * helmet is built once here and applied to every response. @fastify/helmet rebuilt it, policy
 * parsing included, on every request: about a third of a hot API read's time under load
 * (docs/performance.md, 'API under load').
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  const applyHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
}
