import { useMutation } from '@tanstack/react-query';
import {
  type CreateAssessmentBody,
  createAssessmentResponseSchema,
} from '../../../../shared/api/assessments';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/assessments: starts an assessment for the intake's profile; answers its id. */
export function createAssessment(body: CreateAssessmentBody) {
  return apiRequest('/api/assessments', {
    method: 'POST',
    idempotent: true,
    body,
    schema: createAssessmentResponseSchema,
  });
}

export function useCreateAssessment() {
  return useMutation({ mutationFn: createAssessment });
}
