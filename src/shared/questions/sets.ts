import { partnerQuestions } from './partner';
import { stormQuestions } from './storm';
import type { Question } from './types';

export type QuestionSetProduct = 'storm' | 'detonation' | 'detonation_fosm';

/** The questions a product asks; both paid tiers share one set (spec §3 "Question sets"). */
export function questionsForProduct(id: QuestionSetProduct): readonly Question[] {
  return id === 'storm' ? stormQuestions : partnerQuestions;
}
