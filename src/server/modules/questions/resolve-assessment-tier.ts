import { resolveProductId } from '../../../shared/catalog';
import { AppError } from '../../http/app-error';

export type AssessmentTier = 'storm' | 'detonation' | 'detonation_fosm';

/** A tier as the questionnaires accept it (D-02): any alias of the free scan or a paid report. */
export function resolveAssessmentTier(value: string): AssessmentTier {
  const product = resolveProductId(value);
  if (product === null || product === 'dual_scan') {
    throw new AppError(400, 'unknown_tier', `Unknown tier: ${value.slice(0, 40)}`);
  }
  return product;
}
