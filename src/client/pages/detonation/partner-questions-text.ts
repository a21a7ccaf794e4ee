import { partnerQuestions } from '../../../shared/questions/partner';
import { PARTNER_REPLY_COUNT } from '../../../shared/validation/numbered-replies';
import { MIN_ANSWER_WORDS } from '../../../shared/validation/words';

/**
 * What 'Copy Questions' puts on the clipboard for person 1 to text: how to reply, then the ten
 * questions numbered, so the reply comes back in the numbered form the paste box reads.
 */
export function partnerQuestionsText(): string {
  return [
    `Answer these ${PARTNER_REPLY_COUNT} questions for our mSoul report, in your own words. Reply with numbered answers (1. to ${PARTNER_REPLY_COUNT}.), at least ${MIN_ANSWER_WORDS} words each.`,
    '',
    ...partnerQuestions.map((question, i) => `${i + 1}. ${question.text}`),
  ].join('\n');
}
