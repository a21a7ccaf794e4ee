import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  singlePageAnswerMessage,
  singlePageContactProblem,
} from '../../../shared/validation/couple-rules';
import { parseNumberedReplies } from '../../../shared/validation/numbered-replies';

export type SinglePageInput = {
  name: string;
  email: string;
  partnerName: string;
  /** Person 1's ten answers, in order. */
  answers: readonly string[];
  partnerBlock: string;
};

/**
 * The alert for the first problem in the documented order (docs/product.md §5 'Single page'):
 * contact fields, then each answer, then the empty paste box, then the pasted replies; null when
 * there is none. The same shared rules as the server's 400s; the field to fix is the form's
 * (contact-forms.ts).
 */
export function singlePageProblem(input: SinglePageInput): string | null {
  const contact = singlePageContactProblem(input);
  if (contact) return contact;
  const short = firstShortAnswer(input.answers);
  if (short !== null) return singlePageAnswerMessage(short);
  if (input.partnerBlock.trim() === '') return COUPLE_MESSAGES.partnerBlockMissing;
  const replies = parseNumberedReplies(input.partnerBlock);
  return replies.ok ? null : replies.message;
}
