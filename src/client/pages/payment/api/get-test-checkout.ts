import { useQuery } from '@tanstack/react-query';
import { testCheckoutViewSchema } from '../../../../shared/api/payments';
import { apiRequest, segment } from '../../../lib/api-client';

/** GET /api/test-checkout/<id>: the test-mode checkout's product, price and state; 404 unknown. */
export function getTestCheckout(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/test-checkout/${segment(id)}`, {
    schema: testCheckoutViewSchema,
    signal,
  });
}

export function useTestCheckout(id: string) {
  return useQuery({
    // Kept with this feature: lib/query-keys.ts lists the keys other pages share.
    queryKey: ['payments', 'test-checkout', id] as const,
    queryFn: ({ signal }) => getTestCheckout(id, signal),
  });
}
