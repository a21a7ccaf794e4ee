import { openQuestions } from '../questions/open';
import { partnerQuestions } from '../questions/partner';
import type { PersonKey } from './report-model';

/**
 * The text of question `question` (1-based) in the set this person answered (D-25): person 1
 * answers the ten open questions, the partner the ten /p2 questions.
 */
export function questionTextOf(person: PersonKey, question: number): string {
  const set = person === 'person1' ? openQuestions : partnerQuestions;
  const text = set[question - 1]?.text;
  if (text === undefined) throw new Error(`No question ${question} for ${person}.`);
  return text;
}
