import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

/**
 * What the audit log records (D-14). Names are `area.event`; the admin log filter lists them.
 */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.2fa_verified',
  'admin.2fa_failed',
  'admin.rate_limited',
  'admin.logout',
  'admin.created',
  'admin.deleted',
  'admin.password_reset',
  'admin.2fa_enabled',
  'admin.2fa_disabled',
  'admin.export',
  'admin.logs_viewed',
  'purge.run',
  'payment.recorded',
  'payment.refund_due',
  'report.delivered',
  'report.failed',
  'report.retried',
  'report.link_revoked',
  'privacy.link_requested',
  'privacy.data_downloaded',
  'privacy.data_corrected',
  'privacy.data_erased',
  'session.resume_link_sent',
  'notice.partner_link_sent',
  'notice.partner_reminder_sent',
  'notice.partner_reminder_cancelled',
  'notice.partner_answered_sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Ids, counts and flags only: never a name, an e-mail address, an answer, a code or a secret. */
export type AuditDetail = Record<string, string | number | boolean | null>;

/**
 * Appends one event to the audit log. `actor` is an admin's username, 'schedule', 'cli' or
 * 'system'; never a customer's identity.
 */
export async function recordAuditEvent(
  db: Db,
  action: AuditAction,
  actor: string | null,
  detail: AuditDetail | null = null,
): Promise<void> {
  await db.insert(auditEvents).values({ action, actor, detail });
}
