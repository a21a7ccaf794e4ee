import { z } from 'zod';
import { ANSWER_KEYS, type AnswerKey } from '../../../shared/api/sessions';
import { openQuestions } from '../../../shared/questions/open';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  COUPLE_MESSAGES,
  looksLikeEmail,
  singlePageAnswerMessage,
} from '../../../shared/validation/couple-rules';
import { emailField, FIELD_MESSAGES, requiredField } from '../../../shared/validation/form-fields';
import {
  PARTNER_BLOCK_MESSAGE,
  parseNumberedReplies,
} from '../../../shared/validation/numbered-replies';
import {
  answerReadability,
  answersReadability,
  firstReadabilityProblem,
  numberedReadabilityMessage,
  partnerReplyReadabilityMessage,
} from '../../../shared/validation/readability';
import { hasEnoughWords } from '../../../shared/validation/words';
import type { FieldName, FormValues } from '../../lib/use-zod-form';
import type { SinglePageDraft } from './single-page-storage';

/**
 * The fields of the two couple forms for useZodForm, in the order they appear, with the same
 * shared rules as the server's 400s (couple-rules.ts) and the messages under the fields.
 */

const nameField = requiredField(FIELD_MESSAGES.name);
const partnerNameField = requiredField(FIELD_MESSAGES.partnerName);

/** /detonation's profile step (docs/product.md §5 'Detonation profile'); the phone is optional. */
export const profileFormSchema = z.object({
  name: nameField,
  email: emailField(looksLikeEmail),
  phone: z.string(),
  partnerName: partnerNameField,
});

const OPEN_QUESTION_TEXTS = openQuestions.map((question) => question.text);
const PARTNER_QUESTION_TEXTS = partnerQuestions.map((question) => question.text);

/**
 * Person 1's answer number `n` on the single page: five words or more, then readable (D-24);
 * an answer repeated from another is the whole form's check (below).
 */
function answerField(n: number) {
  return z
    .string()
    .refine((answer) => hasEnoughWords(answer), {
      error: singlePageAnswerMessage(n),
      abort: true,
    })
    .superRefine((answer, context) => {
      const problem = answerReadability(answer, OPEN_QUESTION_TEXTS[n - 1] ?? '');
      if (problem)
        context.addIssue({ code: 'custom', message: numberedReadabilityMessage(n, problem) });
    });
}

/** The partner's pasted replies, once they parse: each readable (D-24), as the server reads them. */
function partnerRepliesProblem(block: string): string | null {
  const parsed = parseNumberedReplies(block);
  if (!parsed.ok) return null;
  const found = firstReadabilityProblem(parsed.replies, PARTNER_QUESTION_TEXTS);
  return found ? partnerReplyReadabilityMessage(found.number, found.problem) : null;
}

/**
 * The single page (docs/product.md §5 'Single page'): contact, the ten answers, the pasted replies.
 * Its e-mail field asks for a valid address even while empty, as the page always did.
 */
export const singlePageFormSchema = z
  .object({
    name: nameField,
    email: emailField(looksLikeEmail, FIELD_MESSAGES.emailInvalid),
    phone: z.string(),
    partnerName: partnerNameField,
    ...({
      q1: answerField(1),
      q2: answerField(2),
      q3: answerField(3),
      q4: answerField(4),
      q5: answerField(5),
      q6: answerField(6),
      q7: answerField(7),
      q8: answerField(8),
      q9: answerField(9),
      q10: answerField(10),
    } satisfies Record<AnswerKey, z.ZodType<string, string>>),
    partnerBlock: requiredField(COUPLE_MESSAGES.partnerBlockMissing)
      .refine((block) => parseNumberedReplies(block).ok, {
        error: PARTNER_BLOCK_MESSAGE,
        abort: true,
      })
      .superRefine((block, context) => {
        const problem = partnerRepliesProblem(block);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  })
  .superRefine((values, context) => {
    // The same answer given twice: the later one is marked, naming the earlier (D-24).
    const problems = answersReadability(
      ANSWER_KEYS.map((key) => values[key]),
      OPEN_QUESTION_TEXTS,
    );
    problems.forEach((problem, i) => {
      const key = ANSWER_KEYS[i];
      if (problem?.code !== 'repeated' || !key) return;
      context.addIssue({
        code: 'custom',
        path: [key],
        message: numberedReadabilityMessage(i + 1, problem),
      });
    });
  });

export type SinglePageField = FieldName<typeof singlePageFormSchema>;

/** The single page's draft as the form's fields: the answers side by side with the rest. */
export function singlePageValues(draft: SinglePageDraft): FormValues<typeof singlePageFormSchema> {
  const { name, email, phone, partnerName, partnerBlock } = draft;
  return { name, email, phone, partnerName, partnerBlock, ...draft.answers };
}

function isAnswerKey(field: string): field is AnswerKey {
  return ANSWER_KEYS.some((key) => key === field);
}

/** The draft with one field changed. */
export function withSinglePageField(
  draft: SinglePageDraft,
  field: SinglePageField,
  value: string,
): SinglePageDraft {
  if (isAnswerKey(field)) return { ...draft, answers: { ...draft.answers, [field]: value } };
  return { ...draft, [field]: value };
}
