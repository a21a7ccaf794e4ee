import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import { questionListSchema, tierParamsSchema } from '../../../shared/api/questions';
import type { Db } from '../../db/client';
import { listQuestions, questionSetTier } from './question-repository';
import { resolveAssessmentTier } from './resolve-assessment-tier';

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
    async (request) =>
      listQuestions(db, questionSetTier(resolveAssessmentTier(request.params.tier))),
  );
};
