import { useQuery } from '@tanstack/react-query';
import { sessionViewSchema } from '../../../../shared/api/sessions';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/sessions/<refId>: whose answers are saved, whether the session is paid and where its
 * report stands (/cancel, and the payment pages when a checkout is not paid); 404 when unknown.
 */
export function getSession(refId: string, signal?: AbortSignal) {
  return apiRequest(`/api/sessions/${segment(refId)}`, { schema: sessionViewSchema, signal });
}

export function useSession(refId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.session(refId),
    queryFn: ({ signal }) => getSession(refId, signal),
    enabled: enabled && refId !== '',
  });
}
