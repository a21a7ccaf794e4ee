import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  stormInviteSchema,
  stormResultResponseSchema,
  stormSubmitBodySchema,
  stormSubmitResponseSchema,
  stormTokenParamsSchema,
} from '../../../shared/api/storm';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { getStormInvite } from './get-storm-invite';
import { getStormResult } from './get-storm-result';
import { submitStormAnswers } from './submit-storm-answers';

export type StormRouteDeps = {
  db: Db;
  /** Where to get help (SAFETY_RESOURCES): behind every result's help line, listed when flagged. */
  safetyResources: readonly string[];
};

export const stormRoutes: FastifyPluginAsyncZod<StormRouteDeps> = async (
  app,
  { db, safetyResources },
) => {
  app.addHook('onSend', noStore);

  app.get(
    '/api/storm/:token',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['storm'],
        summary: "The partner's invitation: who asked and the five prompts",
        params: stormTokenParamsSchema,
        response: { 200: stormInviteSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getStormInvite(db, request.params.token),
  );

  app.post(
    '/api/storm/submit/:token',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['storm'],
        summary: "The partner's five answers, recorded once",
        params: stormTokenParamsSchema,
        body: stormSubmitBodySchema,
        response: {
          200: stormSubmitResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await submitStormAnswers(db, request.params.token, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/storm/result/:token',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['storm'],
        summary:
          'The shared result, read from both answers (or, under the safety rule, a note and where to get help), or that the partner has not answered yet',
        params: stormTokenParamsSchema,
        response: { 200: stormResultResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getStormResult(db, request.params.token, safetyResources),
  );
};
