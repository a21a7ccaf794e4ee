import { useMutation } from '@tanstack/react-query';
import { sessionCheckoutResponseSchema } from '../../../../shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/session-checkout: the payment provider's page for this session (docs/product.md §4).
 */
export function startSessionCheckout({ refId }: { refId: string }) {
  return apiRequest('/api/session-checkout', {
    method: 'POST',
    idempotent: true,
    body: { refId },
    schema: sessionCheckoutResponseSchema,
  });
}

export function useStartSessionCheckout() {
  return useMutation({ mutationFn: startSessionCheckout });
}
