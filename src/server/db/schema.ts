import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema (PostgreSQL; the same on PGlite and a real server). Feature areas add
 * their tables here; `npm run db:generate` writes the matching SQL migration.
 */

/** Operator-visible audit trail (decision D-14): logins, purges, payments, deliveries. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actor: text('actor'),
    /** Never personal data: ids and counts only. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [index('audit_events_occurred_at_idx').on(table.occurredAt)],
);
