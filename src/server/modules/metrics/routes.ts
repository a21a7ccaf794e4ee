import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/error';
import { errorBody } from '../../http/errors';
import type { AppMetrics } from './app-metrics';
import { updateBusinessGauges } from './business-gauges';
import { type BusinessMetricsSource, collectBusinessMetrics } from './collect-business-metrics';
import { METRICS_PATH } from './http-metrics';
import { checkMetricsAccess } from './metrics-access';

export type MetricsDeps = BusinessMetricsSource & {
  metrics: AppMetrics;
  /** METRICS_TOKEN: when set, scrapes need it as a bearer token; unset, loopback only. */
  token: string | undefined;
};

/**
 * GET /metrics: Prometheus text format, for a scraper (docs/operations.md section 7). No
 * personal data, but operational: guarded by METRICS_TOKEN or, without it, by the loopback
 * address. The business gauges are read from the database at each scrape; when the database
 * is down the scrape still answers 200 with msoul_database_up 0 and the process metrics.
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsDeps> = async (app, deps) => {
  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text format)',
        description:
          'Needs `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set; otherwise ' +
          'answers requests from the loopback address only (404 for any other).',
        security: [{ bearerAuth: [] }],
        produces: ['text/plain'],
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const access = checkMetricsAccess(
        {
          authorization: request.headers.authorization,
          remoteAddress: request.socket.remoteAddress,
        },
        deps.token,
      );
      if (access === 'unauthorized') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody('unauthorized', 'Reading the metrics needs a valid bearer token.'));
      }
      if (access === 'hidden') {
        return reply
          .status(404)
          .send(errorBody('not_found', `Nothing at ${request.method} ${METRICS_PATH}.`));
      }

      const snapshot = await collectBusinessMetrics(deps);
      if (snapshot.failed.length > 0) {
        request.log.warn({ failed: snapshot.failed }, 'some business metrics were not collected');
      }
      updateBusinessGauges(deps.metrics.business, snapshot);
      const { registry } = deps.metrics;
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
};
