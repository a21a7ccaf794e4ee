import { useQuery } from '@tanstack/react-query';
import { adminVerifyResponseSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/**
 * GET /api/admin/verify: whose stored token this is. A 401 forgets the token (docs/product.md §4:
 * an invalid stored token is removed), so the login form shows.
 */
export function verifyToken(signal?: AbortSignal) {
  return adminRequest('/api/admin/verify', {
    auth: 'check',
    schema: adminVerifyResponseSchema,
    signal,
  });
}

export function useVerifyToken(token: string) {
  return useQuery({
    queryKey: adminKeys.verify(token),
    queryFn: ({ signal }) => verifyToken(signal),
  });
}
