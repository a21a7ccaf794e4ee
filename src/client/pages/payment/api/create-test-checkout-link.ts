import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type testCheckoutLinkBodySchema,
  testCheckoutLinkResponseSchema,
} from '../../../../shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

export type TestCheckoutLinkBody = z.infer<typeof testCheckoutLinkBodySchema>;

/**
 * POST /api/test-checkout/link: the single page's payment link on the test checkout. The server
 * makes one checkout per refId, product and e-mail, so opening the link twice is harmless.
 */
export function createTestCheckoutLink(body: TestCheckoutLinkBody) {
  return apiRequest('/api/test-checkout/link', {
    method: 'POST',
    body,
    schema: testCheckoutLinkResponseSchema,
  });
}

export function useCreateTestCheckoutLink() {
  return useMutation({ mutationFn: createTestCheckoutLink });
}
