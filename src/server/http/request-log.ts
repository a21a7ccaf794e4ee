import type { FastifyInstance } from 'fastify';

/**
 * One log line per request with the route pattern (never the raw URL: paths carry capability
 * tokens), the status and the duration. No bodies, headers, IP addresses or query strings.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
