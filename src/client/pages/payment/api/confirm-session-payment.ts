import { useQuery } from '@tanstack/react-query';
import { sessionConfirmResponseSchema } from '../../../../shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/session-confirm: whether checkout `cs` was paid and where the analysis stands. The
 * server's transition is idempotent, so asking again (a reload, 'Check again') never charges or
 * mails twice.
 */
export function confirmSessionPayment(
  { refId, checkoutSessionId }: { refId: string; checkoutSessionId: string },
  signal?: AbortSignal,
) {
  return apiRequest('/api/session-confirm', {
    method: 'POST',
    body: { refId, checkoutSessionId },
    schema: sessionConfirmResponseSchema,
    signal,
  });
}

/**
 * A query, not a mutation: the pages ask on arrival, once (StrictMode's second effect run
 * shares the request), and 'Check again' refetches it (D-19: never on a timer).
 */
export function useSessionConfirmation(
  refId: string,
  checkoutSessionId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: ['payments', 'confirm', refId, checkoutSessionId] as const,
    queryFn: ({ signal }) => confirmSessionPayment({ refId, checkoutSessionId }, signal),
    enabled: enabled && refId !== '' && checkoutSessionId !== '',
  });
}
