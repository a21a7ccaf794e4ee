import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  partnerLinkEmailBodySchema,
  partnerLinkEmailResponseSchema,
} from '../../../shared/api/partner-notices';
import { noStore } from '../../http/no-store';
import { type SendPartnerLinkDeps, sendPartnerLink } from './send-partner-link';

/**
 * Per-IP limit of the link e-mail, stricter than the shared write limits: each request sends an
 * e-mail to an address someone typed. The session's own limit (MAX_PARTNER_LINK_EMAILS) is kept
 * in the database, so it holds across processes and restarts.
 */
export const NOTICE_RATE_LIMITS = {
  partnerLinkEmail: { max: 10, timeWindow: '1 hour' },
} as const;

/** The partner's link by e-mail from /text (issue 24). */
export const noticeRoutes: FastifyPluginAsyncZod<SendPartnerLinkDeps> = async (app, deps) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/partner-link-email',
    {
      config: { idempotent: true, rateLimit: NOTICE_RATE_LIMITS.partnerLinkEmail },
      schema: {
        tags: ['sessions'],
        summary: "E-mail the partner's link to their address; one reminder follows after 48 hours",
        body: partnerLinkEmailBodySchema,
        response: {
          200: partnerLinkEmailResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => sendPartnerLink(deps, request.body),
  );
};
