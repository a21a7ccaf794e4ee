import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import { healthResponseSchema, readyResponseSchema } from '../../../shared/api/health';
import { AppError } from '../../http/app-error';

export type HealthDeps = { ping: () => Promise<void> };

/** /healthz: the process is up. /readyz: the database answers, so traffic can be sent here. */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database is reachable',
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async () => {
      try {
        await ping();
      } catch (error) {
        throw new AppError(503, 'not_ready', 'The database is not reachable.', String(error));
      }
      return { status: 'ready' as const };
    },
  );
};
