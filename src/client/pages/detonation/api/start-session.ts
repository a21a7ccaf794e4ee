import { useMutation } from '@tanstack/react-query';
import { type StartSessionBody, startSessionResponseSchema } from '../../../../shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/start-session: opens a couple session for the product; answers its refId (D-08). */
export function startSession(body: StartSessionBody) {
  return apiRequest('/api/start-session', {
    method: 'POST',
    idempotent: true,
    body,
    schema: startSessionResponseSchema,
  });
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
