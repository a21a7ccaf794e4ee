import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminStatsSchema,
  adminTokenResponseSchema,
  adminVerify2faBodySchema,
  adminVerifyResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  exportQuerySchema,
  failedFulfilmentListSchema,
  fulfilmentParamsSchema,
  outboxListSchema,
  outboxMessageParamsSchema,
  outboxMessageSchema,
  purgeReportSchema,
  retryResponseSchema,
  revokeReportLinkBodySchema,
  revokeReportLinkResponseSchema,
} from '../../../shared/api/admin';
import { apiErrorSchema } from '../../../shared/api/error';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { ReportQueue } from '../../jobs/report-jobs';
import { bearerTokenFrom } from '../../security/bearer-token';
import { deriveKey } from '../../security/secret-box';
import { recordAuditEvent } from '../audit/public';
import { revokeReportLink } from '../fulfilment/public';
import { purgeExpiredData } from '../retention/public';
import { ATTEMPT_KEY_PURPOSE, TOTP_KEY_PURPOSE } from './admin-policy';
import { type AuthenticatedAdmin, authenticateToken, revokeToken } from './admin-tokens';
import { exportRecords } from './export-records';
import { listAuditEvents } from './list-audit-events';
import { logInAdmin } from './log-in-admin';
import { readAdminStats } from './read-admin-stats';
import { listOutboxMessages, readOutboxEntry } from './read-outbox';
import { listFailedFulfilments, retryFulfilment } from './retry-fulfilment';
import { verifyAdmin2fa } from './verify-admin-2fa';

export type AdminRouteDeps = {
  db: Db;
  secretKey: string;
  /** Whether an admin without TOTP may log in (ADMIN_TOTP_OPTIONAL; always outside production). */
  totpOptional: boolean;
  outboxDir: string | null;
  reports: ReportQueue;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin area's bearer check on every route that needs it. */
    admin?: AuthenticatedAdmin;
  }
}

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };
const bearer = [{ bearerAuth: [] }];

function signedIn(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw AppError.unauthorized('Log in to the admin area.');
  return request.admin;
}

/**
 * The admin area's API (docs/product.md §7 admin rows, D-14, issue 7): login with optional TOTP,
 * then a bearer token for every other call. Answers are never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const authDeps = {
    db,
    attemptKey: deriveKey(deps.secretKey, ATTEMPT_KEY_PURPOSE),
    totpKey: deriveKey(deps.secretKey, TOTP_KEY_PURPOSE),
    totpOptional: deps.totpOptional,
  };
  app.addHook('onSend', noStore);

  app.post(
    '/api/admin/login',
    {
      // The per-IP guard against floods; the back-off on failed logins (per address, per
      // username and address, per username) is counted in the database (limit-auth-attempts.ts).
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags,
        summary: 'Log in with username and password; answers a token or asks for the 2FA code',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema, ...errors },
      },
    },
    async (request) => logInAdmin(authDeps, request.body, request.ip),
  );

  app.post(
    '/api/admin/verify-2fa',
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        tags,
        summary: 'The 2FA step: a 6-digit TOTP code for the login in progress',
        body: adminVerify2faBodySchema,
        response: { 200: adminTokenResponseSchema, ...errors },
      },
    },
    async (request) => verifyAdmin2fa(authDeps, request.body, request.ip),
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', async (request) => {
      const token = bearerTokenFrom(request.headers.authorization);
      const admin = token ? await authenticateToken(db, token, 'session') : null;
      if (!admin) throw AppError.unauthorized('Log in to the admin area.');
      request.admin = admin;
    });

    authed.get(
      '/api/admin/verify',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Whether a stored token still works',
          response: { 200: adminVerifyResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const admin = signedIn(request);
        return {
          ok: true as const,
          username: admin.username,
          expiresAt: admin.expiresAt.toISOString(),
        };
      },
    );

    authed.post(
      '/api/admin/logout',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Revoke this token',
          response: { 204: z.null(), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedIn(request);
        const token = bearerTokenFrom(request.headers.authorization);
        if (token) await revokeToken(db, token);
        await recordAuditEvent(db, 'admin.logout', admin.username);
        return reply.status(204).send(null);
      },
    );

    authed.get(
      '/api/admin/stats',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Admin stats',
          response: { 200: adminStatsSchema, 401: apiErrorSchema },
        },
      },
      async () => readAdminStats({ db, outboxDir: deps.outboxDir }),
    );

    authed.post(
      '/api/admin/purge-data',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Run the 30-day purge now (the same code as the hourly schedule)',
          response: { 200: purgeReportSchema, 401: apiErrorSchema },
        },
      },
      async (request) =>
        purgeExpiredData({ db, outboxDir: deps.outboxDir, actor: signedIn(request).username }),
    );

    authed.get(
      '/api/admin/logs',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'The audit log, newest first (D-14)',
          querystring: auditLogQuerySchema,
          response: { 200: auditLogResponseSchema, ...errors },
        },
      },
      async (request) => {
        const page = await listAuditEvents(db, request.query);
        // Opening the log is itself logged; reading older pages is not, to keep it readable.
        if (!request.query.before) {
          await recordAuditEvent(db, 'admin.logs_viewed', signedIn(request).username, {
            action: request.query.action ?? null,
          });
        }
        return page;
      },
    );

    // A file, not JSON: registered without the zod type provider, whose typed replies are JSON;
    // the query is still validated by the schema, then read through it for its type.
    scope.get(
      '/api/admin/export',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Records within retention as JSON or a zip of CSV files (D-14)',
          querystring: exportQuerySchema,
          response: { 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { format } = exportQuerySchema.parse(request.query);
        const file = await exportRecords(db, format);
        await recordAuditEvent(db, 'admin.export', signedIn(request).username, {
          format,
          ...file.counts,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );

    authed.get(
      '/api/admin/outbox',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'The local mail outbox, newest first',
          response: { 200: outboxListSchema, 401: apiErrorSchema },
        },
      },
      async () => listOutboxMessages(deps.outboxDir),
    );

    authed.get(
      '/api/admin/outbox/:file',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'One outbox message',
          params: outboxMessageParamsSchema,
          response: { 200: outboxMessageSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => readOutboxEntry(deps.outboxDir, request.params.file),
    );

    authed.get(
      '/api/admin/fulfilments/failed',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Reports whose generation or delivery gave up',
          response: { 200: failedFulfilmentListSchema, 401: apiErrorSchema },
        },
      },
      async () => ({ fulfilments: await listFailedFulfilments(db) }),
    );

    authed.post(
      '/api/admin/fulfilments/:reference/retry',
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Queue a failed report again',
          params: fulfilmentParamsSchema,
          response: { 200: retryResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        retryFulfilment(
          { db, reports: deps.reports },
          request.params.reference,
          signedIn(request).username,
        ),
    );

    authed.post(
      '/api/admin/report-links/revoke',
      {
        config: { rateLimit: RATE_LIMITS.write },
        schema: {
          tags,
          security: bearer,
          summary: "Revoke one recipient's report link (the other's keeps working)",
          body: revokeReportLinkBodySchema,
          response: {
            200: revokeReportLinkResponseSchema,
            ...errors,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => revokeReportLink(db, request.body.link, signedIn(request).username),
    );
  });
};
