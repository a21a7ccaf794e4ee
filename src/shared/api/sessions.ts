import { z } from 'zod';
import { COUPLE_PRODUCTS, isCoupleProduct } from '../catalog';
import { privateCheckSchema } from '../safety/private-check';
import { singleLine } from '../validation/single-line';
import { honeypotSchema } from './assessments';
import { productAliasSchema } from './products';

/**
 * The paid couple flows' API (docs/product.md §7, decisions D-06, D-08, D-12): one couple session
 * per refId behind the two-step /detonation flow, the single page, /text, /p2 and /p2paste.
 */

/** The keys of ten answers (docs/product.md §3 'Person-2 answers', 'q1..q10'). */
export const ANSWER_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;
export type AnswerKey = (typeof ANSWER_KEYS)[number];

export const ANSWER_MAX_CHARS = 2000;

const answerText = z
  .string()
  .max(ANSWER_MAX_CHARS, `must be at most ${ANSWER_MAX_CHARS} characters`);

/**
 * q1..q10, each a string; the word rules are checked by the service with the fixed words
 * (docs/product.md §11).
 */
export const tenAnswersSchema = z.strictObject(
  Object.fromEntries(ANSWER_KEYS.map((key) => [key, answerText])) as Record<
    AnswerKey,
    typeof answerText
  >,
);
export type TenAnswers = z.infer<typeof tenAnswersSchema>;

export function answersToList(answers: TenAnswers): string[] {
  return ANSWER_KEYS.map((key) => answers[key]);
}

export function answersFromList(list: readonly string[]): TenAnswers {
  return Object.fromEntries(ANSWER_KEYS.map((key, i) => [key, list[i] ?? ''])) as TenAnswers;
}

/**
 * The private check (decision 010), optional on every answer submit: each person's own answers,
 * stored apart from the answers, used only for the report's safety rule, never shown to the
 * partner nor written into a report, e-mail or admin view (server/modules/sessions/
 * private-check-repository.ts). An empty object or a missing field means 'not answered'.
 */
const privateCheckField = privateCheckSchema
  .optional()
  .describe('Optional private check: hurt/threatened/afraid/controlled, each Never..Often');

export const coupleProductSchema = z
  .string()
  .max(40)
  .pipe(productAliasSchema)
  .refine(isCoupleProduct, 'The free scan has no couple session; choose a paid product.')
  .describe('detonation | detonation_fosm | dual_scan and their aliases (D-02)');

export const refIdSchema = z.string().max(100).describe('The session reference id (D-06)');
export const refIdParamsSchema = z.object({ refId: refIdSchema });

/** Names, addresses and phone numbers: one line each. */
const shortText = singleLine;

/** POST /api/start-session: opens a couple session. */
export const startSessionBodySchema = z.strictObject({
  productType: coupleProductSchema,
  /** The intake's assessment, when person 1 came through /questions (D-09). */
  assessmentId: z.string().max(100).optional(),
  website: honeypotSchema,
});
export type StartSessionBody = z.input<typeof startSessionBodySchema>;
export const startSessionResponseSchema = z.object({ refId: z.string() });

/**
 * Person 1 as the paid flows collect them (docs/product.md §7
 * person1{name,email,phone,partnerName}).
 */
export const person1Schema = z.strictObject({
  name: shortText(120),
  email: shortText(254),
  phone: shortText(40).optional(),
  partnerName: shortText(120),
});
export type Person1 = z.infer<typeof person1Schema>;

/** POST /api/submit: person 1's ten answers in the two-step flow, a signed secure submission. */
export const submitBodySchema = z.strictObject({
  refId: refIdSchema,
  person1: person1Schema,
  answers: tenAnswersSchema,
  productType: coupleProductSchema,
  /** The honeypot of docs/product.md §7: people never see it and leave it empty. */
  honeypot: z.string().max(200),
  /** Person 1's own private check. */
  privateCheck: privateCheckField,
});
export type SubmitBody = z.input<typeof submitBodySchema>;
export const submitResponseSchema = z.object({
  submissionId: z.string(),
  refId: z.string(),
  /** Where to pay; absent while no payment provider can take this product (docs/product.md §4). */
  checkoutUrl: z.string().optional(),
  /** Set when these answers replaced ones sent before for the same session. */
  replaced: z.boolean(),
});

/** Where person 2's answers came from (D-08). */
export const PARTNER_SOURCES = ['choice', 'paste', 'single_page'] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];

/** POST /api/person2/submit: the partner's ten answers from /p2 (choices) or /p2paste (text). */
export const person2SubmitBodySchema = z.strictObject({
  refId: refIdSchema,
  answers: tenAnswersSchema,
  source: z
    .enum(['choice', 'paste'])
    .optional()
    .describe('/p2 sends choice, /p2paste sends paste; inferred from the answers when absent'),
  /** The partner's own address for a copy of the report (D-12); optional. */
  email: shortText(254).optional(),
  /** The partner's own private check. */
  privateCheck: privateCheckField,
  website: honeypotSchema,
});
export type Person2SubmitBody = z.input<typeof person2SubmitBodySchema>;
export const person2SubmitResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  replaced: z.boolean(),
});
export type Person2SubmitResponse = z.infer<typeof person2SubmitResponseSchema>;

/** POST /api/email-submission: the single page sends both partners' answers at once. */
export const emailSubmissionBodySchema = z.strictObject({
  refId: refIdSchema,
  productType: coupleProductSchema,
  email: shortText(254),
  phone: shortText(40).optional(),
  /** Person 1's name. */
  person1: shortText(120),
  partnerName: shortText(120),
  /** Person 1's ten answers as 'N. answer' lines separated by blank lines. */
  answersP1: z.string().max(12 * ANSWER_MAX_CHARS),
  /** The partner's replies as pasted, parsed on the server with the page's parser. */
  answersP2: z.string().max(12 * ANSWER_MAX_CHARS),
  /** Person 1's own private check (the partner's replies are pasted, so they have none here). */
  privateCheck: privateCheckField,
  website: honeypotSchema,
});
export type EmailSubmissionBody = z.input<typeof emailSubmissionBodySchema>;
export const emailSubmissionResponseSchema = z.object({
  error: z.null(),
  /** Where the report stands: it waits for payment until the next step. */
  aiStatus: z.enum(['awaiting_payment']),
  /** Something the person may want to know; the page only logs it (docs/product.md §8). */
  warning: z.string().nullable(),
  refId: z.string(),
  /** The hosted payment link for the product, or null when none is configured (D-03). */
  paymentUrl: z.string().nullable(),
});
export type EmailSubmissionResponse = z.infer<typeof emailSubmissionResponseSchema>;

/** The session's states (server/modules/sessions/session-states.ts holds the transitions). */
export const SESSION_STATES = ['collecting', 'answered', 'paid_awaiting_answers', 'paid'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/**
 * Where a session's report stands, as the database says: `unpaid` until a payment of the
 * session is recorded; `waiting_for_partner` when paid before the partner answered (D-08);
 * `preparing` while it is written or sent; `sent` once the mail server accepted every copy;
 * `failed` when delivery gave up (D-12: pages claim no e-mail before `sent`).
 */
export const SESSION_ANALYSIS = [
  'unpaid',
  'waiting_for_partner',
  'preparing',
  'sent',
  'failed',
] as const;
export type SessionAnalysis = (typeof SESSION_ANALYSIS)[number];

/**
 * GET /api/sessions/<refId>: what the sharing, partner and checkout pages show. Never anyone's
 * answers or addresses: whoever holds the link may read it, person 2 included. Names are first
 * names only, and never something that looks like an e-mail address.
 */
export const sessionViewSchema = z.object({
  refId: z.string(),
  productType: z.enum(COUPLE_PRODUCTS),
  state: z.enum(SESSION_STATES),
  /** Person 1's name, once they have answered; null before. */
  person1Name: z.string().nullable(),
  partnerName: z.string().nullable(),
  person1Answered: z.boolean(),
  person2Answered: z.boolean(),
  person2Source: z.enum(PARTNER_SOURCES).nullable(),
  /** Whether person 2 left an address for their own copy (D-12). */
  person2EmailKnown: z.boolean(),
  /** Person 2 may still send or replace answers (false once the session is paid and answered). */
  person2CanAnswer: z.boolean(),
  analysis: z.enum(SESSION_ANALYSIS),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** POST /api/session-checkout: starts payment for a session (the payment issue fills this in). */
export const sessionCheckoutBodySchema = z.strictObject({ refId: refIdSchema });
export const sessionCheckoutResponseSchema = z.object({ url: z.string(), message: z.string() });
