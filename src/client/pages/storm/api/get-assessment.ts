import { useQuery } from '@tanstack/react-query';
import { assessmentStatusSchema } from '../../../../shared/api/assessments';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/assessments/<id>: person 1's scan, its invite token and whether the partner answered. */
export function getAssessment(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/assessments/${segment(id)}`, { schema: assessmentStatusSchema, signal });
}

export function useAssessment(id: string) {
  return useQuery({
    queryKey: queryKeys.assessment(id),
    queryFn: ({ signal }) => getAssessment(id, signal),
  });
}
