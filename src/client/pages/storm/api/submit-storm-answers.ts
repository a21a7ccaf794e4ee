import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type StormInvite,
  type StormSubmitBody,
  stormSubmitResponseSchema,
} from '../../../../shared/api/storm';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SubmitStormAnswersInput = { token: string } & StormSubmitBody;

/** POST /api/storm/submit/<token>: the partner's five answers; 409 when answered before. */
export function submitStormAnswers({ token, answers, website }: SubmitStormAnswersInput) {
  return apiRequest(`/api/storm/submit/${segment(token)}`, {
    method: 'POST',
    idempotent: true,
    body: { answers, website },
    schema: stormSubmitResponseSchema,
  });
}

export function useSubmitStormAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitStormAnswers,
    onSuccess: (_data, { token }) => {
      // Back on the invite page, the answered invite now sends the partner to the result.
      queryClient.setQueryData(queryKeys.stormInvite(token), (invite: StormInvite | undefined) =>
        invite ? { ...invite, answered: true } : invite,
      );
      queryClient.removeQueries({ queryKey: queryKeys.stormResult(token) });
    },
  });
}
