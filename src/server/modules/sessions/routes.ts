import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  emailSubmissionBodySchema,
  emailSubmissionResponseSchema,
  person2SubmitBodySchema,
  person2SubmitResponseSchema,
  refIdParamsSchema,
  sessionCheckoutBodySchema,
  sessionCheckoutResponseSchema,
  sessionViewSchema,
  startSessionBodySchema,
  startSessionResponseSchema,
  submitBodySchema,
  submitResponseSchema,
} from '../../../shared/api/sessions';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { getSessionView } from './get-session-view';
import type { SessionDeps } from './session-repository';
import { startSession } from './start-session';
import { startSessionCheckout } from './start-session-checkout';
import { submitPerson1 } from './submit-person1';
import { submitPerson2 } from './submit-person2';
import { submitSinglePage } from './submit-single-page';

const rejections = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The paid couple flows (spec §7, D-08): every route is keyed by the session's refId. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/start-session',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: 'Open a couple session for a paid product; returns its refId',
        body: startSessionBodySchema,
        response: { 201: startSessionResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await startSession(deps.db, request.body)),
  );

  app.get(
    '/api/sessions/:refId',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['sessions'],
        summary: "A session's progress: who has answered, the product, the state",
        params: refIdParamsSchema,
        response: { 200: sessionViewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSessionView(deps, request.params.refId),
  );

  app.post(
    '/api/submit',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: "Person 1's profile and ten answers (two-step flow), stored signed",
        body: submitBodySchema,
        response: { 200: submitResponseSchema, ...rejections },
      },
    },
    async (request) => submitPerson1(deps, request.body),
  );

  app.post(
    '/api/person2/submit',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags: ['sessions'],
        summary: "The partner's ten answers from /p2 (choices) or /p2paste (text)",
        body: person2SubmitBodySchema,
        response: { 200: person2SubmitResponseSchema, ...rejections },
      },
    },
    async (request) => submitPerson2(deps.db, request.body),
  );

  app.post(
    '/api/email-submission',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: "The single page: both people's answers at once",
        body: emailSubmissionBodySchema,
        response: { 200: emailSubmissionResponseSchema, ...rejections },
      },
    },
    async (request) => {
      const { warning } = await submitSinglePage(deps, request.body);
      return {
        error: null,
        aiStatus: 'awaiting_payment' as const,
        warning,
        refId: request.body.refId,
        paymentUrl: null,
      };
    },
  );

  app.post(
    '/api/session-checkout',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: 'Start paying for a fully answered session',
        body: sessionCheckoutBodySchema,
        response: { 200: sessionCheckoutResponseSchema, ...rejections, 503: apiErrorSchema },
      },
    },
    async (request) => startSessionCheckout(deps, request.body.refId),
  );
};
