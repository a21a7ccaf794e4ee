/**
 * What other modules may use of questions (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */

export type { QuestionSetTier, StoredQuestion } from './question-repository';
export { listQuestions, questionSetTier } from './question-repository';
export type { AssessmentTier } from './resolve-assessment-tier';
export { resolveAssessmentTier } from './resolve-assessment-tier';
