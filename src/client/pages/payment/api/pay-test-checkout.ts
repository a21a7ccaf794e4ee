import { useMutation } from '@tanstack/react-query';
import { testCheckoutActionResponseSchema } from '../../../../shared/api/payments';
import { apiRequest, segment } from '../../../lib/api-client';

/** POST /api/test-checkout/<id>/pay: marks the checkout paid the way a provider webhook would. */
export function payTestCheckout({ id }: { id: string }) {
  return apiRequest(`/api/test-checkout/${segment(id)}/pay`, {
    method: 'POST',
    schema: testCheckoutActionResponseSchema,
  });
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}
