import { useQuery } from '@tanstack/react-query';
import { sessionViewSchema } from '../../../../shared/api/sessions';
import { apiRequest, segment } from '../../../lib/api-client';

/** The key of one session's view; the partner pages update it after they change the session. */
export const sessionQueryKey = (refId: string) => ['sessions', refId] as const;

/** GET /api/sessions/<refId>: who the session is for and who has answered; 404 when unknown. */
export function getSession(refId: string, signal?: AbortSignal) {
  return apiRequest(`/api/sessions/${segment(refId)}`, { schema: sessionViewSchema, signal });
}

export function useSession(refId: string) {
  return useQuery({
    queryKey: sessionQueryKey(refId),
    queryFn: ({ signal }) => getSession(refId, signal),
  });
}
