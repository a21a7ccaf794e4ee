import { type SubmitBody, submitResponseSchema } from '../../../../shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/submit: person 1's profile and ten answers in the two-step flow; answers the
 * submission id and, once payments exist, where to pay (docs/product.md §7).
 */
export function submitAnswers(body: SubmitBody) {
  return apiRequest('/api/submit', {
    method: 'POST',
    idempotent: true,
    body,
    schema: submitResponseSchema,
  });
}
