import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export type HttpMetrics = {
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
};

/** Up to 30 s: /api/session-confirm may wait that long for delivery on purpose. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createHttpMetrics(registry: Registry): HttpMetrics {
  return {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending the response, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
  };
}

/**
 * Counts and times every response by its route PATTERN (`/api/sessions/:refId`), never the raw
 * URL: paths carry capability tokens, and patterns keep the label set small. Requests no route
 * matched are `(unmatched)`. Scrapes of /metrics itself are left out. Call on the root instance
 * before routes are added, like http/request-log.ts.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: HttpMetrics): void {
  // A callback hook: it runs on every request, and an async one costs a promise and a tick.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route !== METRICS_PATH) {
      const method = request.method;
      metrics.requests.inc({ method, route, status: String(reply.statusCode) });
      metrics.duration.observe({ method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
}
