import { useMutation, useQuery } from '@tanstack/react-query';
import { submissionViewSchema } from '../../shared/api/payments';
import { sessionCheckoutResponseSchema } from '../../shared/api/sessions';
import { apiRequest, segment } from './api-client';

/**
 * The two-step flow's submission, shared by the payment pages and /detonation (which resumes the
 * session in progress): GET /api/submissions/<id> (paid, partner answered, payable; 404 unknown)
 * and POST /api/submission-checkout (its checkout again).
 */
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

/** The submission's checkout; the server hands back one still open rather than opening two. */
export function startSubmissionCheckout({ submissionId }: { submissionId: string }) {
  return apiRequest('/api/submission-checkout', {
    method: 'POST',
    idempotent: true,
    body: { submissionId },
    schema: sessionCheckoutResponseSchema,
  });
}

export function useStartSubmissionCheckout() {
  return useMutation({ mutationFn: startSubmissionCheckout });
}
