import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_PARTNER_LINK_EMAILS } from '../../shared/api/partner-notices';
import { COUPLE_PRODUCTS } from '../../shared/catalog';
import type { ReportModel } from '../../shared/report/report-model';
import type { PrivateCheck } from '../../shared/safety/private-check';
import type { CapabilityDigest } from '../security/capability-id';

/**
 * A list of fixed texts inlined into a CHECK (constraints take no parameters); the values come
 * from the catalog, never from a request, and are quoted as SQL literals all the same.
 */
function sqlTextList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** Binary data (the report PDF); drizzle's pg-core has no built-in bytea column. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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

/** A person who filled in the intake (docs/product.md §3 User). One row per intake. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /**
     * Not unique: each intake is its own row, since an address is not proven when it is typed
     * (docs/decisions/012). Privacy requests find every row with the address.
     */
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    relationshipStatus: text('relationship_status'),
    duration: text('duration'),
    primaryLoveLanguage: text('primary_love_language'),
    secondaryLoveLanguage: text('secondary_love_language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_created_at_idx').on(table.createdAt),
    index('users_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * The question sets (docs/product.md §3 Question), seeded at start-up from src/shared/questions.
 * `tier` is the set: 'storm' (free scan) or 'detonation' (shared by both paid tiers).
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

/** One person's run through /questions (docs/product.md §3 Assessment). */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the purge has anonymised a paid assessment (its user is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tier: text('tier').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('0'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** question id -> chosen option text */
    responses: jsonb('responses').$type<Record<string, string>>().notNull().default({}),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the purge kept only tier, amount and dates of this paid assessment. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (table) => [
    index('assessments_user_id_idx').on(table.userId),
    index('assessments_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The free scan's partner invitation (D-10): the token is the partner's capability link (D-06).
 * Created when person 1 has answered; the partner's answers are written once. The result is not
 * stored: it is read from both people's answers when it is shown (decision 004).
 */
export const stormInvites = pgTable('storm_invites', {
  /** The token's SHA-256 (docs/decisions/013): the link itself is never stored. */
  tokenDigest: text('token').$type<CapabilityDigest>().primaryKey(),
  /** The token sealed under person 1's assessment id, so their page can show the link again. */
  tokenSealed: text('token_sealed'),
  assessmentId: uuid('assessment_id')
    .notNull()
    .unique()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  partnerAnswers: jsonb('partner_answers').$type<string[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

/**
 * A paid couple session (D-08): the refId is its capability link (D-06). Person 1's profile and
 * answers are the current secure submission; person 2's answers sit here with their source. The
 * state follows the transition table in modules/sessions/session-states.ts, and the checks below
 * keep it consistent with the answers the row holds.
 */
export const coupleSessions = pgTable(
  'couple_sessions',
  {
    /** The refId's SHA-256 (docs/decisions/013): the link itself is never stored. */
    refDigest: text('ref_id').$type<CapabilityDigest>().primaryKey(),
    productType: text('product_type').notNull(),
    state: text('state').notNull().default('collecting'),
    /** The intake's assessment when person 1 came through /questions (D-09). */
    assessmentId: uuid('assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    /** Person 1's profile and ten answers: the submission that is current for this session. */
    currentSubmissionDigest: text('current_submission_id')
      .$type<CapabilityDigest>()
      .references((): AnyPgColumn => secureSubmissions.submissionDigest, { onUpdate: 'cascade' }),
    /** Person 2's ten answers in question order (option texts or free text). */
    p2Answers: jsonb('p2_answers').$type<string[]>(),
    p2Source: text('p2_source'),
    /** Person 2's own address for a copy of the report (D-12). */
    p2Email: text('p2_email'),
    p2AnsweredAt: timestamp('p2_answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'couple_sessions_product_type_check',
      sql`${table.productType} in (${sqlTextList(COUPLE_PRODUCTS)})`,
    ),
    check(
      'couple_sessions_state_check',
      sql`${table.state} in ('collecting', 'answered', 'paid_awaiting_answers', 'paid')`,
    ),
    check(
      'couple_sessions_p2_complete_check',
      sql`(${table.p2Answers} is null) = (${table.p2Source} is null) and (${table.p2Answers} is null) = (${table.p2AnsweredAt} is null) and (${table.p2Answers} is null or jsonb_array_length(${table.p2Answers}) = 10)`,
    ),
    check(
      'couple_sessions_p2_source_check',
      sql`${table.p2Source} is null or ${table.p2Source} in ('choice', 'paste', 'single_page')`,
    ),
    // 'answered' and 'paid' hold both people's answers; the waiting states lack one of them.
    check(
      'couple_sessions_state_answers_check',
      sql`(${table.state} in ('answered', 'paid')) = (${table.currentSubmissionDigest} is not null and ${table.p2Answers} is not null)`,
    ),
    index('couple_sessions_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Person 1's profile and ten answers as sent (docs/product.md §3 Secure submission), signed with an
 * HMAC over the canonical content (security/submission-signature.ts) and verified whenever it is
 * read. A later submission for the same session supersedes this one before payment.
 */
export const secureSubmissions = pgTable(
  'secure_submissions',
  {
    /** The submission id's SHA-256 (docs/decisions/013). */
    submissionDigest: text('submission_id').$type<CapabilityDigest>().primaryKey(),
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /**
     * The session's refId sealed under a key derived from the submission id, so the submission
     * link leads to its session and a database read does not (docs/decisions/013).
     */
    refIdSealed: text('ref_id_sealed'),
    /** Which page sent it: the two-step flow (POST /api/submit) or the single page. */
    source: text('source').notNull(),
    status: text('status').notNull().default('current'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('secure_submissions_source_check', sql`${table.source} in ('two_step', 'single_page')`),
    check('secure_submissions_status_check', sql`${table.status} in ('current', 'superseded')`),
    // At most one current submission per session.
    uniqueIndex('secure_submissions_current_idx')
      .on(table.refDigest)
      .where(sql`${table.status} = 'current'`),
  ],
);

/**
 * A person's private check for a session (decision 010): their own answers to the four safety
 * items, at most one per person, signed like a secure submission over ref id, role and answers.
 * Kept apart from the answers on purpose: it feeds only the report's safety rule and is read by
 * report generation and by that person's own 'Manage my data' copy, never by a session view, an
 * admin view or the admin export. It goes with its session (purge and erasure).
 */
export const privateChecks = pgTable(
  'private_checks',
  {
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    role: text('role').notNull(),
    answers: jsonb('answers').$type<PrivateCheck>().notNull(),
    signature: text('signature').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.refDigest, table.role] }),
    check('private_checks_role_check', sql`${table.role} in ('person1', 'person2')`),
  ],
);

/**
 * A confirmed payment for a couple session (docs/product.md §3 Session payment). One row per
 * provider checkout session: the primary key makes a repeated confirmation (webhook retries, the
 * /paid page, both at once) record the payment once.
 */
export const sessionPayments = pgTable(
  'session_payments',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    /** Null once the purge has anonymised the payment (the session and its answers are gone). */
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .references(() => coupleSessions.refDigest, { onDelete: 'set null', onUpdate: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    productType: text('product_type').notNull(),
    /**
     * What the payment did (docs/decisions/012): 'fulfils' paid the session's product;
     * 'underpaid' (less than its price) and 'refund_due' (a second payment of a paid session,
     * or more than the price) fulfil nothing more and wait in the audit log for a refund.
     */
    outcome: text('outcome').notNull().default('fulfils'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('session_payments_provider_check', sql`${table.provider} in ('stripe', 'local')`),
    check(
      'session_payments_outcome_check',
      sql`${table.outcome} in ('fulfils', 'underpaid', 'refund_due')`,
    ),
    index('session_payments_ref_id_idx').on(table.refDigest),
  ],
);

/**
 * Every checkout opened for a couple session, at which product and price: a tier change
 * expires the open ones, and a payment expires the rest (one payment per session).
 */
export const sessionCheckouts = pgTable(
  'session_checkouts',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('session_checkouts_status_check', sql`${table.status} in ('open', 'closed')`),
    index('session_checkouts_ref_id_idx').on(table.refDigest),
  ],
);

/** Webhook events already handled, by the provider's event id (duplicates are no-ops). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_received_at_idx').on(table.receivedAt)],
);

/**
 * A couple's report (docs/architecture.md §4): created in the same transaction that makes a session
 * paid and fully answered, so it exists exactly once; the jobs fill in the model and the PDF, then
 * deliver.
 */
export const reports = pgTable(
  'reports',
  {
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .primaryKey()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    status: text('status').notNull().default('queued'),
    model: jsonb('model').$type<ReportModel>(),
    pdf: bytea('pdf'),
    attempts: integer('attempts').notNull().default(0),
    /** A short reason for the operator; never personal data. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'reports_status_check',
      sql`${table.status} in ('queued', 'generated', 'delivered', 'failed')`,
    ),
    check(
      'reports_generated_check',
      sql`(${table.status} in ('queued', 'failed')) or (${table.model} is not null and ${table.pdf} is not null)`,
    ),
  ],
);

/** One e-mail of a report to one person (D-12); the key makes each recipient's delivery once. */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .references(() => reports.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    role: text('role').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * This recipient's own link to the report page (/report/<id>, docs/report.md): only the id's
     * SHA-256 (docs/decisions/013). Null before the e-mail job issues it, or once revoked.
     */
    linkDigest: text('link_digest').$type<CapabilityDigest>().unique(),
    /** The link id sealed under SECRET_KEY for the mail job; cleared once the e-mail is sent. */
    linkSealed: text('link_sealed'),
  },
  (table) => [
    primaryKey({ columns: [table.refDigest, table.role] }),
    check('report_deliveries_role_check', sql`${table.role} in ('person1', 'person2')`),
    check('report_deliveries_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check(
      'report_deliveries_sent_check',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null and ${table.messageId} is not null)`,
    ),
  ],
);

/**
 * The built-in test-mode checkout's sessions (PAYMENTS_PROVIDER=local): what Stripe would hold
 * for a Checkout Session, kept in the product's own database.
 */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    id: text('id').primaryKey(),
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    product: text('product').notNull(),
    productName: text('product_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email'),
    /** Sealed under SECRET_KEY: the URLs hold the session's refId (docs/decisions/013). */
    successUrlSealed: text('success_url').notNull(),
    cancelUrlSealed: text('cancel_url').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').notNull().default('open'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('local_checkouts_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
    check(
      'local_checkouts_payment_status_check',
      sql`${table.paymentStatus} in ('paid', 'unpaid')`,
    ),
  ],
);

/**
 * An operator of the admin area (issue 7). Created only by the admin command-line tool: no
 * default admin or password exists. The TOTP secret is sealed with a key derived from SECRET_KEY
 * (security/secret-box.ts); `totpLastStep` is the last accepted 30-second step, so each code
 * works once.
 */
export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  totpSecretSealed: text('totp_secret_sealed'),
  totpLastStep: integer('totp_last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Admin bearer tokens, stored only as SHA-256 (security/bearer-token.ts). `session` tokens open
 * the dashboard (30 minutes idle, 12 hours absolute); an `mfa` token binds the 2FA step to the
 * password step that preceded it (5 minutes, and `attempts`: the codes tried with it, at most 3).
 * Revoking a token deletes its row.
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    check('admin_tokens_kind_check', sql`${table.kind} in ('session', 'mfa')`),
    index('admin_tokens_admin_id_idx').on(table.adminId),
  ],
);

/**
 * Attempts at the admin login and 2FA steps, for limits shared by every process
 * (docs/architecture.md §1.3). `subject` is an HMAC of the client address or the username, never
 * the value itself.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.scope, table.subject, table.attemptedAt)],
);

/**
 * A 'Manage my data' request from /privacy-ethics: a one-time link (valid 24 hours) e-mailed to
 * a known address. The link's token is stored as SHA-256; exchanging it opens a short access
 * grant (`accessTokenHash`) for the page's download, correction and deletion calls.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    /** The link token sealed for the mail job; cleared once the e-mail is sent. */
    linkTokenSealed: text('link_token_sealed'),
    accessTokenHash: text('access_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  },
  (table) => [index('data_requests_created_at_idx').on(table.createdAt)],
);

/**
 * Create-or-submit requests sent with an Idempotency-Key (http/idempotency.ts): a repeat of the
 * same request (a double click) gets the first answer instead of doing the work again. The key
 * and body are stored as digests and the answer sealed with SECRET_KEY, since it holds
 * capability ids; rows live a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    keyDigest: text('key_digest').primaryKey(),
    bodyDigest: text('body_digest').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    sealedResponse: text('sealed_response'),
    /** SHA-256 of the couple session's refId the request was about, so an erase finds it. */
    refDigest: text('ref_digest').$type<CapabilityDigest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('idempotent_requests_created_at_idx').on(table.createdAt),
    index('idempotent_requests_ref_digest_idx').on(table.refDigest),
  ],
);

/**
 * Person 1's answers in progress on the server, behind the resume link e-mailed when the
 * two-step flow starts (docs/decisions/015). The link's id is stored only as SHA-256 and the
 * session's refId sealed under it (docs/decisions/013), so only the link leads back; the id is
 * also sealed under SECRET_KEY for the mail job until the e-mail is sent. One per session, gone
 * with it (purge and erasure cascade); `content` is cleared once person 1 submits.
 */
export const sessionDrafts = pgTable(
  'session_drafts',
  {
    resumeDigest: text('resume_id').$type<CapabilityDigest>().primaryKey(),
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .notNull()
      .unique()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The session's refId sealed under the resume id. */
    refIdSealed: text('ref_id_sealed').notNull(),
    /** Person 1's address: where the link was sent (lower-cased). */
    email: text('email').notNull(),
    /** The resume id sealed for the mail job; null once sent, or when no e-mail goes out. */
    resumeIdSealed: text('resume_id_sealed'),
    /** The form as last saved (shared/api/drafts.ts); null once person 1 has submitted. */
    content: jsonb('content').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('session_drafts_email_idx').on(sql`lower(${table.email})`),
    index('session_drafts_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The partner's link by e-mail, one reminder and person 1's notice (issue 24), one row per
 * couple session; it goes with its session (purge and erasure cascade). `partnerEmail` is the
 * address person 1 gave on /text, never logged. `refIdSealed` is the session's refId sealed under
 * a key derived from SECRET_KEY, for the jobs that e-mail a link later (the reminder, person 1's
 * notice); it is cleared once neither can still be sent. The timestamps make each e-mail once.
 */
export const partnerNotices = pgTable(
  'partner_notices',
  {
    refDigest: text('ref_id')
      .$type<CapabilityDigest>()
      .primaryKey()
      .references(() => coupleSessions.refDigest, { onDelete: 'cascade', onUpdate: 'cascade' }),
    partnerEmail: text('partner_email'),
    refIdSealed: text('ref_id_sealed'),
    linkEmailsSent: integer('link_emails_sent').notNull().default(0),
    lastLinkSentAt: timestamp('last_link_sent_at', { withTimezone: true }),
    /** When the reminder job was queued to run; set once, by the first link e-mail. */
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
    reminderJobId: text('reminder_job_id'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    reminderCancelledAt: timestamp('reminder_cancelled_at', { withTimezone: true }),
    answeredNoticeSentAt: timestamp('answered_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'partner_notices_link_emails_check',
      sql`${table.linkEmailsSent} >= 0 and ${table.linkEmailsSent} <= ${sql.raw(String(MAX_PARTNER_LINK_EMAILS))}`,
    ),
  ],
);
