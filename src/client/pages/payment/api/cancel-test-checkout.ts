import { useMutation } from '@tanstack/react-query';
import { testCheckoutActionResponseSchema } from '../../../../shared/api/payments';
import { apiRequest, segment } from '../../../lib/api-client';

/** POST /api/test-checkout/<id>/cancel: leaves the checkout unpaid; answers the cancel URL. */
export function cancelTestCheckout({ id }: { id: string }) {
  return apiRequest(`/api/test-checkout/${segment(id)}/cancel`, {
    method: 'POST',
    schema: testCheckoutActionResponseSchema,
  });
}

export function useCancelTestCheckout() {
  return useMutation({ mutationFn: cancelTestCheckout });
}
