import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Person2SubmitBody,
  person2SubmitResponseSchema,
} from '../../../../shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/person2/submit: the partner's ten answers from /p2 (choice) or /p2paste (paste). */
export function submitPartnerAnswers(body: Person2SubmitBody) {
  return apiRequest('/api/person2/submit', {
    method: 'POST',
    idempotent: true,
    body,
    schema: person2SubmitResponseSchema,
  });
}

export function useSubmitPartnerAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPartnerAnswers,
    // The checkout page reloads the session when it opens; refetching here would swap this
    // page's form for another state during the redirect.
    onSuccess: (_data, { refId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.session(refId), refetchType: 'none' }),
  });
}
