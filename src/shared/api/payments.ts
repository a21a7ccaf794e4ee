import { z } from 'zod';
import { COUPLE_PRODUCTS, PAID_PRODUCTS } from '../catalog';
import { refIdSchema } from './sessions';

/**
 * Payment hand-off and confirmation (docs/product.md §7 session-checkout, session-confirm; D-08,
 * D-11, D-12; docs/architecture.md §4). Pages only ever say what these answers say the database
 * holds.
 */

/** POST /api/session-confirm: the /paid page asks whether the checkout `cs` was paid. */
export const sessionConfirmBodySchema = z.strictObject({
  refId: refIdSchema,
  checkoutSessionId: z.string().min(1).max(255).describe('The cs query parameter of /paid'),
});
export type SessionConfirmBody = z.infer<typeof sessionConfirmBodySchema>;

export const RECIPIENT_ROLES = ['person1', 'person2'] as const;

export const sessionConfirmResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** The provider says this checkout was paid, and the payment is recorded. */
  paid: z.boolean(),
  /**
   * Where the analysis stands: `sent` once the mail server accepted every copy; `preparing`
   * while it is generated or sent; `waiting_for_partner` when paid before the partner answered
   * (D-08); `failed` when delivery gave up (the page names the support address).
   */
  analysis: z.enum(['sent', 'preparing', 'waiting_for_partner', 'failed']),
  /** Who the report goes to (D-12): person 1 always, person 2 when they left an address. */
  recipients: z.array(z.enum(RECIPIENT_ROLES)),
  person1Name: z.string().nullable(),
  partnerName: z.string().nullable(),
});
export type SessionConfirmResponse = z.infer<typeof sessionConfirmResponseSchema>;

export const submissionParamsSchema = z.object({ submissionId: z.string().max(100) });

/** GET /api/submissions/<submissionId>: the two-step flow's pages after payment (D-08, D-11). */
export const submissionViewSchema = z.object({
  submissionId: z.string(),
  refId: z.string(),
  productType: z.enum(COUPLE_PRODUCTS),
  /** The session this submission belongs to has a recorded payment. */
  paid: z.boolean(),
  person2Answered: z.boolean(),
  partnerName: z.string(),
  /**
   * A checkout can be opened for it now (POST /api/submission-checkout): the session is unpaid,
   * these are person 1's current answers, and the product can be bought (D-03).
   */
  payable: z.boolean(),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

/**
 * POST /api/submission-checkout: the pay-first flow's checkout again (after a cancel, or a payment
 * not confirmed), for the submission the pages name; the partner need not have answered (D-08).
 */
export const submissionCheckoutBodySchema = z.strictObject({
  submissionId: z.string().max(100).describe('The submission query parameter of /payment-cancel'),
});

/** The built-in test-mode checkout (PAYMENTS_PROVIDER=local): GET /api/test-checkout/<id>. */
export const testCheckoutParamsSchema = z.object({ id: z.string().max(100) });
export const testCheckoutViewSchema = z.object({
  id: z.string(),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;

/** POST /api/test-checkout/<id>/pay and /cancel: where the browser goes next. */
export const testCheckoutActionResponseSchema = z.object({ redirectUrl: z.string() });

/**
 * POST /api/test-checkout/link: the single page's payment link on the test checkout
 * (/test-checkout/link/<product>?client_reference_id=<refId>&prefilled_email=<email>).
 */
export const testCheckoutLinkBodySchema = z.strictObject({
  product: z.enum(PAID_PRODUCTS),
  refId: refIdSchema,
  email: z.string().max(254),
});
export const testCheckoutLinkResponseSchema = z.object({ checkoutId: z.string() });
