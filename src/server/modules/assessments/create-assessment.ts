import type { CreateAssessmentBody } from '../../../shared/api/assessments';
import { products } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { resolveAssessmentTier } from '../questions/public';
import { insertAssessment } from './assessment-repository';

/**
 * Starts an assessment for the intake's profile, recording the profile as a User
 * (docs/product.md §4).
 */
export async function createAssessment(
  db: Db,
  body: CreateAssessmentBody,
): Promise<{ id: string }> {
  if (body.website) throw AppError.rejected();
  const tier = resolveAssessmentTier(body.tier);
  const amount = (products[tier].priceCents / 100).toFixed(2);
  return { id: await insertAssessment(db, body.profile, { tier, amount }) };
}
