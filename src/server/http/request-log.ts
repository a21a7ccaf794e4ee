import type { FastifyInstance } from 'fastify';

/**
 * One log line per request with the route pattern (never the raw URL: paths carry capability
 * tokens), the status and the duration. No bodies, headers, IP addresses or query strings.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise and a tick.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
