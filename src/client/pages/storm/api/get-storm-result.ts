import { useQuery } from '@tanstack/react-query';
import { stormResultResponseSchema } from '../../../../shared/api/storm';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/storm/result/<token>: 'waiting' until the partner answered, then the result. */
export function getStormResult(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/storm/result/${segment(token)}`, {
    schema: stormResultResponseSchema,
    signal,
  });
}

export function useStormResult(token: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.stormResult(token),
    queryFn: ({ signal }) => getStormResult(token, signal),
    enabled,
  });
}
