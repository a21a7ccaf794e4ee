import { z } from 'zod';

/**
 * Every `error.code` the API sends (issue 22): AppError and the error handler take only these,
 * the OpenAPI document lists them, and the client compares against them. error.test.ts checks
 * that each one is still sent somewhere on the server.
 */
export const apiErrorCodeSchema = z
  .enum([
    // Requests the server cannot read (http/errors.ts, http/text-guard.ts).
    'bad_request',
    'invalid_request',
    'invalid_json',
    'invalid_url',
    'uri_too_long',
    'payload_too_large',
    'unsupported_media_type',
    'not_found',
    'rejected',
    'rate_limited',
    // Idempotency keys (http/idempotency.ts).
    'invalid_idempotency_key',
    'idempotency_key_reused',
    'request_in_progress',
    // Access: the admin area, /metrics, the privacy links.
    'unauthorized',
    'invalid_credentials',
    'totp_required',
    'invalid_code',
    'challenge_expired',
    'access_expired',
    'link_not_valid',
    'report_not_found',
    'invalid_report_link',
    // The forms' own rules (docs/product.md §5), shared with the pages (shared/validation).
    'missing_information',
    'invalid_email',
    'answer_too_short',
    // D-24: an answer the report cannot read (shared/validation/readability.ts).
    'answer_not_readable',
    'invalid_answers_format',
    'partner_answers_missing',
    'partner_answers_invalid',
    'invalid_choice',
    'unknown_tier',
    'unknown_question',
    'unknown_option',
    'incomplete_responses',
    'nothing_to_correct',
    // A session's or a payment's state.
    'already_answered',
    'already_paid',
    'answers_missing',
    'locked',
    'product_locked',
    // Person 1's server draft behind the resume link (shared/api/drafts.ts).
    'draft_closed',
    'draft_exists',
    'submission_replaced',
    'payment_unavailable',
    'invalid_signature',
    'checkout_expired',
    'checkout_complete',
    // The server itself.
    'internal_error',
    'database_unavailable',
    'not_ready',
    'shutting_down',
    // A mail server that did not accept an e-mail the request itself sends.
    'mail_unavailable',
  ])
  .describe('Stable, machine-readable error code, e.g. not_found');
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The body of every non-2xx API response. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: apiErrorCodeSchema,
    message: z.string().describe('A sentence that can be shown to a person'),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
