import { useQuery } from '@tanstack/react-query';
import { failedFulfilmentListSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET /api/admin/fulfilments/failed: paid reports whose generation or delivery gave up. */
export function getFailedFulfilments(signal?: AbortSignal) {
  return adminRequest('/api/admin/fulfilments/failed', {
    auth: 'session',
    schema: failedFulfilmentListSchema,
    signal,
  });
}

export function useFailedFulfilments() {
  return useQuery({
    queryKey: adminKeys.failedFulfilments,
    queryFn: ({ signal }) => getFailedFulfilments(signal),
  });
}
