import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StormResult } from '../../shared/api/storm';

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

/** A person who filled in the intake (spec §3 User). One row per e-mail address. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  gender: text('gender'),
  relationshipStatus: text('relationship_status'),
  duration: text('duration'),
  primaryLoveLanguage: text('primary_love_language'),
  secondaryLoveLanguage: text('secondary_love_language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The question sets (spec §3 Question), seeded at start-up from src/shared/questions. `tier` is
 * the set: 'storm' (free scan) or 'detonation' (shared by both paid tiers).
 */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    tier: text('tier').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
  },
  (table) => [index('questions_tier_position_idx').on(table.tier, table.position)],
);

/** One person's run through /questions (spec §3 Assessment). */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('0'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** question id -> chosen option text */
    responses: jsonb('responses').$type<Record<string, string>>().notNull().default({}),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('assessments_user_id_idx').on(table.userId)],
);

/**
 * The free scan's partner invitation (D-10): the token is the partner's capability link (D-06).
 * Created when person 1 has answered; the partner's answers and the result are written once.
 */
export const stormInvites = pgTable('storm_invites', {
  token: text('token').primaryKey(),
  assessmentId: uuid('assessment_id')
    .notNull()
    .unique()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  partnerAnswers: jsonb('partner_answers').$type<string[]>(),
  result: jsonb('result').$type<StormResult>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});
