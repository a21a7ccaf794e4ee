import { useQuery } from '@tanstack/react-query';
import { questionListSchema } from '../../../../shared/api/questions';
import { apiRequest, segment } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/questions/<tier>: the tier's multiple-choice questions, in order (docs/product.md §7).
 */
export function getQuestions(tier: string, signal?: AbortSignal) {
  return apiRequest(`/api/questions/${segment(tier)}`, { schema: questionListSchema, signal });
}

export function useQuestions(tier: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.questions(tier),
    queryFn: ({ signal }) => getQuestions(tier, signal),
    enabled,
  });
}
