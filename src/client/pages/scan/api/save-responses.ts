import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentStatusSchema, type SaveResponsesBody } from '../../../../shared/api/assessments';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SaveResponsesInput = { id: string } & SaveResponsesBody;

/** PATCH /api/assessments/<id>: every answer of the tier at once; answers the new status. */
export function saveResponses({ id, responses }: SaveResponsesInput) {
  return apiRequest(`/api/assessments/${segment(id)}`, {
    method: 'PATCH',
    body: { responses },
    schema: assessmentStatusSchema,
  });
}

export function useSaveResponses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResponses,
    // The results page reads the same status: hand it over instead of a stale copy.
    onSuccess: (status) => queryClient.setQueryData(queryKeys.assessment(status.id), status),
  });
}
