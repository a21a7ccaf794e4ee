import { useQuery } from '@tanstack/react-query';
import { sessionViewSchema } from '../../../../shared/api/sessions';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/sessions/<refId>: whose answers are saved, for /cancel; 404 when unknown. */
export function getSession(refId: string, signal?: AbortSignal) {
  return apiRequest(`/api/sessions/${segment(refId)}`, { schema: sessionViewSchema, signal });
}

export function useSession(refId: string) {
  return useQuery({
    queryKey: queryKeys.session(refId),
    queryFn: ({ signal }) => getSession(refId, signal),
    enabled: refId !== '',
  });
}
