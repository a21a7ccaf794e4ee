import { useQuery } from '@tanstack/react-query';
import { submissionViewSchema } from '../../../../shared/api/payments';
import { apiRequest, segment } from '../../../lib/api-client';

/** GET /api/submissions/<id>: the two-step flow's submission after checkout; 404 unknown. */
export function getSubmission(submissionId: string, signal?: AbortSignal) {
  return apiRequest(`/api/submissions/${segment(submissionId)}`, {
    schema: submissionViewSchema,
    signal,
  });
}

export function useSubmission(
  submissionId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: ['payments', 'submission', submissionId] as const,
    queryFn: ({ signal }) => getSubmission(submissionId, signal),
    enabled: enabled && submissionId !== '',
  });
}
