import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  PRIVACY_REQUEST_MESSAGE,
  privacyAccessBodySchema,
  privacyAccessResponseSchema,
  privacyDataSchema,
  privacyEraseResponseSchema,
  privacyProfileBodySchema,
  privacyProfileResponseSchema,
  privacyRequestBodySchema,
  privacyRequestResponseSchema,
} from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { SubmissionSigner } from '../../security/submission-signature';
import { correctPersonalData } from './correct-personal-data';
import { deletePersonalData } from './delete-personal-data';
import { exchangeDataLink } from './exchange-data-link';
import { exportPersonalData } from './export-personal-data';
import { findAccessGrant } from './privacy-repository';
import { requestDataLink } from './request-data-link';

/**
 * Per-IP limits of the two steps before a grant exists, stricter than the shared ones: each link
 * request may send an e-mail, and link tokens are worth guessing at (they cannot be guessed:
 * 256 bits). The calls with a grant use the shared limits.
 */
export const PRIVACY_RATE_LIMITS = {
  request: { max: 5, timeWindow: '1 minute' },
  access: { max: 10, timeWindow: '1 minute' },
} as const;

export type PrivacyRouteDeps = {
  db: Db;
  signer: SubmissionSigner;
  boss: PgBoss;
  secretKey: string;
  outboxDir: string | null;
};

const tags = ['privacy'];
const bearer = 'Send `Authorization: Bearer <accessToken>` from POST /api/privacy/access.';

/** 'Manage my data' (issue 7): the link request, its exchange, download, correction, erasure. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteDeps> = async (app, deps) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/privacy/request',
    {
      config: { rateLimit: PRIVACY_RATE_LIMITS.request },
      schema: {
        tags,
        summary: 'E-mail a one-time data link to a known address; the same answer for any address',
        body: privacyRequestBodySchema,
        response: { 202: privacyRequestResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requestDataLink(deps, request.body);
      return reply.status(202).send({ ok: true, message: PRIVACY_REQUEST_MESSAGE });
    },
  );

  app.post(
    '/api/privacy/access',
    {
      config: { rateLimit: PRIVACY_RATE_LIMITS.access },
      schema: {
        tags,
        summary: 'Exchange the e-mailed link (once) for a 30-minute access grant',
        body: privacyAccessBodySchema,
        response: {
          200: privacyAccessResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => exchangeDataLink(deps.db, request.body.token),
  );

  const granted = { 401: apiErrorSchema, 429: apiErrorSchema };

  app.get(
    '/api/privacy/data',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags,
        summary: 'Everything held for the address (the download); only the person’s own answers',
        description: bearer,
        response: { 200: privacyDataSchema, ...granted },
      },
    },
    async (request) => {
      const grant = await findAccessGrant(deps.db, request.headers.authorization, new Date());
      return exportPersonalData(deps, grant);
    },
  );

  app.patch(
    '/api/privacy/profile',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags,
        summary: 'Correct the name and phone number held for the address',
        description: bearer,
        body: privacyProfileBodySchema,
        response: {
          200: privacyProfileResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...granted,
        },
      },
    },
    async (request) => {
      const grant = await findAccessGrant(deps.db, request.headers.authorization, new Date());
      return correctPersonalData(deps, grant, request.body);
    },
  );

  app.delete(
    '/api/privacy/data',
    {
      config: { rateLimit: RATE_LIMITS.create },
      schema: {
        tags,
        summary: 'Erase everything held for the address now; the grant ends with it',
        description: bearer,
        response: { 200: privacyEraseResponseSchema, ...granted },
      },
    },
    async (request) => {
      const grant = await findAccessGrant(deps.db, request.headers.authorization, new Date());
      return deletePersonalData(deps, grant);
    },
  );
};
