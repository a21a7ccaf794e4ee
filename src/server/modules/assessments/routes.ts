import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentParamsSchema,
  assessmentStatusSchema,
  createAssessmentBodySchema,
  createAssessmentResponseSchema,
  saveResponsesBodySchema,
} from '../../../shared/api/assessments';
import { apiErrorSchema } from '../../../shared/api/error';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { getAssessmentStatus } from './assessment-status';
import { createAssessment } from './create-assessment';
import { saveResponses } from './save-responses';

export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/assessments',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['assessments'],
        summary: 'Start an assessment and record the intake profile',
        body: createAssessmentBodySchema,
        response: { 201: createAssessmentResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAssessment(db, request.body)),
  );

  app.get(
    '/api/assessments/:id',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['assessments'],
        summary: "An assessment's progress and, for the free scan, the partner invitation",
        params: assessmentParamsSchema,
        response: { 200: assessmentStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getAssessmentStatus(db, request.params.id),
  );

  app.patch(
    '/api/assessments/:id',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags: ['assessments'],
        summary: 'Save the answers of a finished questionnaire',
        params: assessmentParamsSchema,
        body: saveResponsesBodySchema,
        response: {
          200: assessmentStatusSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => saveResponses(db, request.params.id, request.body.responses),
  );
};
