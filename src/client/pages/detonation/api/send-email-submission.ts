import {
  type EmailSubmissionBody,
  emailSubmissionResponseSchema,
} from '../../../../shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/email-submission: the single page's contact fields and both partners' answers at
 * once; answers the hosted payment link, or null when the product has none (docs/product.md §7,
 * D-03).
 */
export function sendEmailSubmission(body: EmailSubmissionBody) {
  return apiRequest('/api/email-submission', {
    method: 'POST',
    idempotent: true,
    body,
    schema: emailSubmissionResponseSchema,
  });
}
