/**
 * Bodies of a couple session's answer steps, typed by the API's contracts, for the tests that
 * need an answered session on the way to what they test (payment, delivery, admin, privacy).
 */
import {
  answersFromList,
  type Person2SubmitBody,
  type SubmitBody,
} from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';

/** Person 1's ten open answers, five words or more each. */
export const OPEN_ANSWERS = Array.from({ length: 10 }, (_, i) => `Answer ${i + 1} in five words.`);

/** The partner's choice on every question: the option at `index`. */
export function partnerChoices(index = 0): string[] {
  return partnerQuestions.map((question) => question.options[index] ?? '');
}

/** POST /api/submit: person 1 and their answers (OPEN_ANSWERS unless given), for Detonation. */
export function person1Submit(
  refId: string,
  person1: SubmitBody['person1'],
  options: { answers?: readonly string[]; productType?: SubmitBody['productType'] } = {},
): SubmitBody {
  return {
    refId,
    person1,
    answers: answersFromList(options.answers ?? OPEN_ANSWERS),
    productType: options.productType ?? 'detonation',
    honeypot: '',
  };
}

/** POST /api/person2/submit: the partner's choices, with an address for a copy when given. */
export function partnerSubmit(
  refId: string,
  options: { email?: string; choices?: readonly string[] } = {},
): Person2SubmitBody {
  return {
    refId,
    answers: answersFromList(options.choices ?? partnerChoices()),
    source: 'choice',
    ...(options.email === undefined ? {} : { email: options.email }),
  };
}
