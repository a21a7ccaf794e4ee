import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purgeReportSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** POST /api/admin/purge-data (bearer, empty body): runs the retention purge now. */
export function purgeData() {
  return adminRequest('/api/admin/purge-data', {
    method: 'POST',
    auth: 'session',
    schema: purgeReportSchema,
  });
}

export function usePurgeData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeData,
    // The counts, the outbox, the failed reports and the log all changed.
    onSuccess: () =>
      Promise.all(
        [adminKeys.stats, adminKeys.outbox, adminKeys.failedFulfilments, adminKeys.logsAll].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
