import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryResponseSchema } from '../../../../shared/api/admin';
import { segment } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** POST /api/admin/fulfilments/<reference>/retry: starts the report's generation and delivery again. */
export function retryFulfilment(reference: string) {
  return adminRequest(`/api/admin/fulfilments/${segment(reference)}/retry`, {
    method: 'POST',
    auth: 'session',
    schema: retryResponseSchema,
  });
}

export function useRetryFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFulfilment,
    // Settled either way: a refused retry may mean the list changed under the admin.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.failedFulfilments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.logsAll }),
      ]),
  });
}
