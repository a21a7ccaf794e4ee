import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import { questionListSchema, tierParamsSchema } from '../../../shared/api/questions';
import type { Db } from '../../db/client';
import { listQuestions, questionSetTier } from './question-repository';
import { resolveAssessmentTier } from './resolve-assessment-tier';

/**
 * listQuestions hands out the same list object while the sets stay as seeded, so each list is
 * checked against the contract and serialised once: per request that was a fifth of this hot
 * route's time under load (docs/performance.md, 'API under load').
 */
const serialised = new WeakMap<object, string>();

function serialiseQuestionList(list: unknown): string {
  const key = typeof list === 'object' && list !== null ? list : null;
  const known = key ? serialised.get(key) : undefined;
  if (known !== undefined) return known;
  const body = JSON.stringify(questionListSchema.parse(list));
  if (key) serialised.set(key, body);
  return body;
}

export const questionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/questions/:tier',
    {
      schema: {
        tags: ['questions'],
        summary: "A tier's multiple-choice questions, in order",
        params: tierParamsSchema,
        response: { 200: questionListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await listQuestions(
        db,
        questionSetTier(resolveAssessmentTier(request.params.tier)),
      );
      // Set only once the list is there: an unknown tier's 400 keeps the default serializer.
      reply.type('application/json; charset=utf-8').serializer(serialiseQuestionList);
      return list;
    },
  );
};
