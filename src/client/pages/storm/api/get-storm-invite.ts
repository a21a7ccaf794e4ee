import { useQuery } from '@tanstack/react-query';
import { stormInviteSchema } from '../../../../shared/api/storm';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/storm/<token>: who asked, the five prompts, and whether they were answered. */
export function getStormInvite(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/storm/${segment(token)}`, { schema: stormInviteSchema, signal });
}

export function useStormInvite(token: string) {
  return useQuery({
    queryKey: queryKeys.stormInvite(token),
    queryFn: ({ signal }) => getStormInvite(token, signal),
  });
}
