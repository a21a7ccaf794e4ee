import { type QuestionnaireProduct, type QuestionSet, questionSetOf } from '../catalog';
import { partnerQuestions } from './partner';
import { stormQuestions } from './storm';
import type { Question } from './types';

const SETS: Record<QuestionSet, readonly Question[]> = {
  storm: stormQuestions,
  detonation: partnerQuestions,
};

/** The questions a product asks (its catalog question set; both paid tiers share one). */
export function questionsForProduct(id: QuestionnaireProduct): readonly Question[] {
  return SETS[questionSetOf(id)];
}
