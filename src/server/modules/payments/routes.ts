import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  sessionConfirmBodySchema,
  sessionConfirmResponseSchema,
  testCheckoutActionResponseSchema,
  testCheckoutLinkBodySchema,
  testCheckoutLinkResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutViewSchema,
} from '../../../shared/api/payments';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { confirmSessionPayment } from './confirm-session-payment';
import { handlePaymentWebhook } from './handle-payment-webhook';
import {
  cancelTestCheckout,
  getTestCheckout,
  openTestCheckoutLink,
  payTestCheckout,
  type TestCheckoutDeps,
} from './test-checkout';

export type PaymentRouteDeps = TestCheckoutDeps & { confirmWaitMs?: number };

/** Payment confirmation, the provider's webhook and (test mode) the built-in checkout. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, deps) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/session-confirm',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a checkout with the provider and report where the analysis stands',
        body: sessionConfirmBodySchema,
        response: { 200: sessionConfirmResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      confirmSessionPayment(
        { ...deps, waitMs: deps.confirmWaitMs },
        request.body.refId,
        request.body.checkoutSessionId,
      ),
  );

  await app.register(webhookRoute, deps);
  if (deps.payments.kind === 'local') await app.register(testCheckoutRoutes, deps);
};

/**
 * Stripe signs the exact bytes it sent, so this route reads its body raw (docs/architecture.md §4).
 */
const webhookRoute: FastifyPluginAsync<PaymentRouteDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: checkout.session events, verified on the raw body',
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      return handlePaymentWebhook(deps, body, typeof header === 'string' ? header : undefined);
    },
  );
};

/** PAYMENTS_PROVIDER=local only: the built-in test-mode checkout's API. */
const testCheckoutRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, deps) => {
  const tags = ['test checkout'];
  app.get(
    '/api/test-checkout/:id',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags,
        summary: 'A test-mode checkout',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutViewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getTestCheckout(deps.db, request.params.id),
  );
  app.post(
    '/api/test-checkout/:id/pay',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags,
        summary: 'Pay a test-mode checkout (no money moves)',
        params: testCheckoutParamsSchema,
        response: {
          200: testCheckoutActionResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => payTestCheckout(deps, request.params.id),
  );
  app.post(
    '/api/test-checkout/:id/cancel',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags,
        summary: 'Cancel a test-mode checkout',
        params: testCheckoutParamsSchema,
        response: {
          200: testCheckoutActionResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => cancelTestCheckout(deps.db, request.params.id),
  );
  app.post(
    '/api/test-checkout/link',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags,
        summary: "The single page's payment link on the test checkout",
        body: testCheckoutLinkBodySchema,
        response: { 200: testCheckoutLinkResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => openTestCheckoutLink(deps, request.body),
  );
};
