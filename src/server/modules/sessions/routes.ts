import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  submissionCheckoutBodySchema,
  submissionParamsSchema,
  submissionViewSchema,
} from '../../../shared/api/payments';
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
import { isPaidProduct } from '../../../shared/catalog';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { ReportQueue } from '../../jobs/report-jobs';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { capabilityDigest } from '../../security/capability-id';
import { getSessionView } from './get-session-view';
import { getSubmissionView } from './get-submission-view';
import type { SessionDeps } from './session-repository';
import { startSession } from './start-session';
import { startSessionCheckout } from './start-session-checkout';
import { startSubmissionCheckout } from './start-submission-checkout';
import { submitPerson1 } from './submit-person1';
import { submitPerson2 } from './submit-person2';
import { submitSinglePage } from './submit-single-page';

const rejections = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The paid couple flows (docs/product.md §7, D-08): every route is keyed by the session's refId.
 */
export type SessionRouteDeps = SessionDeps & {
  payments: PaymentProvider;
  reports: ReportQueue;
  publicUrl: string;
  /** After the partner's answers are stored: person 1's notice, the reminder cancelled. */
  partnerAnswered: (refId: string) => Promise<void>;
};

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteDeps> = async (app, deps) => {
  /**
   * A session that just became paid and fully answered gets its report queued
   * (docs/architecture.md §4).
   */
  const queueIfOwed = async (refId: string, reportCreated: boolean) => {
    if (reportCreated) await deps.reports.enqueueReport(capabilityDigest(refId));
  };

  app.addHook('onSend', noStore);

  app.post(
    '/api/start-session',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
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

  app.get(
    '/api/submissions/:submissionId',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['sessions'],
        summary: "A two-step submission's payment and partner status (/payment-success)",
        params: submissionParamsSchema,
        response: { 200: submissionViewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSubmissionView(deps, request.params.submissionId),
  );

  app.post(
    '/api/submit',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: "Person 1's profile and ten answers (two-step flow), stored signed",
        body: submitBodySchema,
        response: { 200: submitResponseSchema, ...rejections },
      },
    },
    async (request) => {
      const { reportCreated, ...result } = await submitPerson1(deps, request.body);
      await queueIfOwed(result.refId, reportCreated);
      return result;
    },
  );

  app.post(
    '/api/person2/submit',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.write },
      schema: {
        tags: ['sessions'],
        summary: "The partner's ten answers from /p2 (choices) or /p2paste (text)",
        body: person2SubmitBodySchema,
        response: { 200: person2SubmitResponseSchema, ...rejections },
      },
    },
    async (request) => {
      const { reportCreated, ...result } = await submitPerson2(deps, request.body);
      await queueIfOwed(request.body.refId, reportCreated);
      await deps.partnerAnswered(request.body.refId);
      return result;
    },
  );

  app.post(
    '/api/email-submission',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: "The single page: both people's answers at once",
        body: emailSubmissionBodySchema,
        response: { 200: emailSubmissionResponseSchema, ...rejections },
      },
    },
    async (request) => {
      const { refId, productType, email } = request.body;
      const { warning, reportCreated } = await submitSinglePage(deps, request.body);
      await queueIfOwed(refId, reportCreated);
      // The hosted payment link of the product (docs/product.md §7), or null when none exists
      // (D-03).
      const paymentUrl = isPaidProduct(productType)
        ? deps.payments.paymentLink(productType, refId, email.trim().toLowerCase())
        : null;
      return {
        error: null,
        aiStatus: 'awaiting_payment' as const,
        warning,
        refId,
        paymentUrl,
      };
    },
  );

  app.post(
    '/api/session-checkout',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary: 'Start paying for a fully answered session',
        body: sessionCheckoutBodySchema,
        response: { 200: sessionCheckoutResponseSchema, ...rejections, 503: apiErrorSchema },
      },
    },
    async (request) => startSessionCheckout(deps, request.body.refId),
  );

  app.post(
    '/api/submission-checkout',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags: ['sessions'],
        summary:
          'Pay again for a two-step submission (after a cancel); the partner may be still to answer',
        body: submissionCheckoutBodySchema,
        response: { 200: sessionCheckoutResponseSchema, ...rejections, 503: apiErrorSchema },
      },
    },
    async (request) => startSubmissionCheckout(deps, request.body.submissionId),
  );
};
