import { z } from 'zod';

/**
 * The admin area (docs/product.md §2 Admin, §3 Admin stats / Purge report, §5, §7 admin rows; D-14,
 * D-15; issue 7). Every admin call except login and verify-2fa sends `Authorization: Bearer
 * <token>`.
 */

/** docs/product.md §5: username and password non-empty (the server also caps their length). */
export const adminLoginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Enter your username.').max(100),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/**
 * POST /api/admin/login answers a token, or `requiresMFA` with a short-lived `challenge` that
 * the 2FA step sends back (it binds the code to the password that was just checked).
 */
export const adminLoginResponseSchema = z.union([
  z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
  z.object({ requiresMFA: z.literal(true), challenge: z.string() }),
]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** docs/product.md §5: the 2FA code has exactly 6 characters. */
export const TOTP_CODE_LENGTH = 6;

export const adminVerify2faBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(100),
  totpCode: z
    .string()
    .trim()
    .length(TOTP_CODE_LENGTH, `The code has exactly ${TOTP_CODE_LENGTH} characters.`),
  challenge: z.string().min(1).max(100),
});
export type AdminVerify2faBody = z.infer<typeof adminVerify2faBodySchema>;

export const adminTokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminTokenResponse = z.infer<typeof adminTokenResponseSchema>;

/** GET /api/admin/verify: whose token this is and when it expires at the latest. */
export const adminVerifyResponseSchema = z.object({
  ok: z.literal(true),
  username: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;

/**
 * GET /api/admin/stats (docs/product.md §3 Admin stats) plus what the dashboard warns about (D-15).
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalAssessments: z.number().int(),
  /** Couple sessions (the paid flows), counted like assessments. */
  totalCoupleSessions: z.number().int(),
  /** Records the next purge would delete or anonymise (older than the retention period). */
  oldDataCount: z.number().int(),
  /** When the hourly purge runs next. */
  nextPurgeDate: z.iso.datetime(),
  retentionDays: z.number().int(),
  /** Reports whose delivery gave up (the 'Retry' list). */
  failedFulfilments: z.number().int(),
  /** Usernames of admins without 2FA (D-15: the dashboard warns while any exist). */
  adminsWithout2fa: z.array(z.string()),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * POST /api/admin/purge-data (docs/product.md §3 Purge report) with the other things it removed.
 */
export const purgeReportSchema = z.object({
  purgedUsers: z.number().int(),
  purgedAssessments: z.number().int(),
  anonymizedRecords: z.number().int(),
  purgedCoupleSessions: z.number().int(),
  purgedOutboxMessages: z.number().int(),
  /** Everything created before this instant was in scope. */
  cutoff: z.iso.datetime(),
  errors: z.array(z.string()),
});
export type PurgeReport = z.infer<typeof purgeReportSchema>;

/** GET /api/admin/logs (D-14): the audit log, newest first, filterable. */
export const auditLogQuerySchema = z.strictObject({
  action: z.string().max(60).optional(),
  /** Only events strictly older than this (the next page). */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime(),
  action: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogResponseSchema = z.object({
  events: z.array(auditEventSchema),
  /** The actions that exist, for the filter. */
  actions: z.array(z.string()),
  /** Pass as `before` to read older events; null at the end. */
  nextBefore: z.iso.datetime().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /api/admin/export?format=json|csv (D-14): records within retention. */
export const exportQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv']).default('json'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** GET /api/admin/outbox: the local mail outbox (MAIL_TRANSPORT=outbox), newest first. */
export const outboxEntrySchema = z.object({
  file: z.string(),
  sentAt: z.iso.datetime(),
  to: z.string(),
  subject: z.string(),
  sizeBytes: z.number().int(),
});
export const outboxListSchema = z.object({
  /** False when e-mail goes to an SMTP server instead (the list is then empty). */
  enabled: z.boolean(),
  messages: z.array(outboxEntrySchema),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageParamsSchema = z.object({ file: z.string().max(200) });
export const outboxMessageSchema = z.object({
  file: z.string(),
  sentAt: z.iso.datetime(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  ),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/fulfilments/failed: reports whose generation or delivery gave up. */
export const failedFulfilmentSchema = z.object({
  /** The session's reference: its refId's digest, the form stored, never a working link. */
  reference: z.string(),
  productType: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export const failedFulfilmentListSchema = z.object({
  fulfilments: z.array(failedFulfilmentSchema),
});
export type FailedFulfilment = z.infer<typeof failedFulfilmentSchema>;

export const fulfilmentParamsSchema = z.object({ reference: z.string().max(100) });
export const retryResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

/**
 * POST /api/admin/report-links/revoke: a recipient's report link (docs/report.md, 'The report
 * page') as support received it, the whole address (`https://…/report/rpt_…`) or the bare id.
 * Only this one link stops working; the other recipient's link to the same report keeps working.
 */
export const revokeReportLinkBodySchema = z.strictObject({
  link: z
    .string()
    .trim()
    .min(1, 'Paste the report link.')
    .max(2048, 'That is too long for a report link.'),
});
export type RevokeReportLinkBody = z.infer<typeof revokeReportLinkBodySchema>;
export const revokeReportLinkResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type RevokeReportLinkResponse = z.infer<typeof revokeReportLinkResponseSchema>;
