import { openQuestions } from '../../../shared/questions/open';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  singlePageAnswerMessage,
  singlePageContactProblem,
} from '../../../shared/validation/couple-rules';
import { parseNumberedReplies } from '../../../shared/validation/numbered-replies';
import {
  firstReadabilityProblem,
  partnerReplyReadabilityMessage,
} from '../../../shared/validation/readability';

const OPEN_QUESTION_TEXTS = openQuestions.map((question) => question.text);
const PARTNER_QUESTION_TEXTS = partnerQuestions.map((question) => question.text);

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
 * contact fields, then each answer (words, then D-24's readability), then the empty paste box,
 * then the pasted replies (their format, then their readability); null when there is none. The same shared rules as the server's 400s; the field to fix is the form's
 * (contact-forms.ts).
 */
export function singlePageProblem(input: SinglePageInput): string | null {
  const contact = singlePageContactProblem(input);
  if (contact) return contact;
  const short = firstShortAnswer(input.answers);
  if (short !== null) return singlePageAnswerMessage(short);
  const unreadable = firstReadabilityProblem(input.answers, OPEN_QUESTION_TEXTS);
  if (unreadable) return unreadable.message;
  if (input.partnerBlock.trim() === '') return COUPLE_MESSAGES.partnerBlockMissing;
  const replies = parseNumberedReplies(input.partnerBlock);
  if (!replies.ok) return replies.message;
  const reply = firstReadabilityProblem(replies.replies, PARTNER_QUESTION_TEXTS);
  return reply ? partnerReplyReadabilityMessage(reply.number, reply.problem) : null;
}
