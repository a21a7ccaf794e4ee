import {
  isQuestionnaireProduct,
  type QuestionnaireProduct,
  resolveProductId,
} from '../../../shared/catalog';
import { AppError } from '../../http/app-error';

export type AssessmentTier = QuestionnaireProduct;

/** A tier as the questionnaires accept it (D-02): any alias of the free scan or a paid report. */
export function resolveAssessmentTier(value: string): AssessmentTier {
  const product = resolveProductId(value);
  if (product === null || !isQuestionnaireProduct(product)) {
    throw new AppError(400, 'unknown_tier', `Unknown tier: ${value.slice(0, 40)}`);
  }
  return product;
}
