import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditLogQuery, AuditLogResponse } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { AUDIT_ACTIONS } from '../audit/public';

/** GET /api/admin/logs (D-14): newest first, optionally one action, paged by time. */
export async function listAuditEvents(db: Db, query: AuditLogQuery): Promise<AuditLogResponse> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.before) conditions.push(lt(auditEvents.occurredAt, new Date(query.before)));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    events: page.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      action: row.action,
      actor: row.actor,
      detail: row.detail ?? null,
    })),
    actions: [...AUDIT_ACTIONS],
    nextBefore: rows.length > query.limit && last ? last.occurredAt.toISOString() : null,
  };
}
