import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  singlePageAnswerMessage,
  singlePageContactProblem,
} from '../../../shared/validation/couple-rules';
import { parseNumberedReplies } from '../../../shared/validation/numbered-replies';

/** The controls a single-page problem can point at, so the page can mark and focus it. */
export type SinglePageField =
  | { kind: 'contact'; name: 'name' | 'email' | 'partnerName' }
  | { kind: 'answer'; number: number }
  | { kind: 'partnerBlock' };

export type SinglePageProblem = { message: string; field: SinglePageField };

export type SinglePageInput = {
  name: string;
  email: string;
  partnerName: string;
  /** Person 1's ten answers, in order. */
  answers: readonly string[];
  partnerBlock: string;
};

const CONTACT_ORDER = ['name', 'email', 'partnerName'] as const;

/**
 * The first problem in the documented order (docs/product.md §5 'Single page'): contact fields,
 * then each answer, then the empty paste box, then the pasted replies. The same shared rules as the
 * server's 400s.
 */
export function singlePageProblem(input: SinglePageInput): SinglePageProblem | null {
  const contact = singlePageContactProblem(input);
  if (contact) {
    const empty = CONTACT_ORDER.find((name) => input[name].trim() === '');
    return { message: contact, field: { kind: 'contact', name: empty ?? 'email' } };
  }
  const short = firstShortAnswer(input.answers);
  if (short !== null) {
    return { message: singlePageAnswerMessage(short), field: { kind: 'answer', number: short } };
  }
  if (input.partnerBlock.trim() === '') {
    return { message: COUPLE_MESSAGES.partnerBlockMissing, field: { kind: 'partnerBlock' } };
  }
  const replies = parseNumberedReplies(input.partnerBlock);
  if (!replies.ok) return { message: replies.message, field: { kind: 'partnerBlock' } };
  return null;
}
