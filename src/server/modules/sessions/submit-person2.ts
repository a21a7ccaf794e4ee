import type { z } from 'zod';
import { answersToList, type person2SubmitBodySchema } from '../../../shared/api/sessions';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  looksLikeEmail,
} from '../../../shared/validation/couple-rules';
import { firstReadabilityProblem } from '../../../shared/validation/readability';
import { AppError } from '../../http/app-error';
import { recordPrivateCheck } from './private-check-repository';
import { recordPerson2Answers } from './record-person2-answers';
import { type SessionDeps, sessionDigestOf } from './session-repository';

export const PERSON2_MESSAGES = {
  submitted: 'Your answers have been submitted.',
  replaced: 'Your new answers replaced the ones sent before.',
  invalidChoice: 'Please choose one of the four options for every question.',
} as const;

const PARTNER_QUESTION_TEXTS = partnerQuestions.map((question) => question.text);

/**
 * POST /api/person2/submit (docs/product.md §7): the partner's answers from /p2 (each one of the
 * question's options) or /p2paste (five words or more each, D-16), plus an optional address (D-12)
 * and the optional private check (decision 010), stored in the same transaction.
 */
export async function submitPerson2(
  { db, signer }: SessionDeps,
  body: z.output<typeof person2SubmitBodySchema>,
): Promise<{ ok: true; message: string; replaced: boolean; reportCreated: boolean }> {
  if (body.website) throw AppError.rejected();
  const answers = answersToList(body.answers).map((answer) => answer.trim());
  const allOptions = answers.every((answer, i) => {
    const options: readonly string[] = partnerQuestions[i]?.options ?? [];
    return options.includes(answer);
  });
  // The call in docs/product.md §7 sends no source: ten of /p2's options are a choice, anything
  // else a paste.
  const source = body.source ?? (allOptions ? 'choice' : 'paste');
  if (source === 'choice') {
    if (!allOptions) throw new AppError(400, 'invalid_choice', PERSON2_MESSAGES.invalidChoice);
  } else if (firstShortAnswer(answers) !== null) {
    throw new AppError(400, 'answer_too_short', COUPLE_MESSAGES.pasteIncomplete);
  } else {
    // D-24: pasted answers are read like typed ones; an option text is a real answer.
    const unreadable = firstReadabilityProblem(answers, PARTNER_QUESTION_TEXTS);
    if (unreadable) throw new AppError(400, 'answer_not_readable', unreadable.message);
  }
  const email = body.email ? body.email.toLowerCase() : null;
  if (email !== null && !looksLikeEmail(email)) {
    throw new AppError(400, 'invalid_email', COUPLE_MESSAGES.emailInvalid);
  }
  const refDigest = sessionDigestOf(body.refId);
  const { replaced, reportCreated } = await db.transaction(async (tx) => {
    const result = await recordPerson2Answers(tx, {
      refDigest,
      answers,
      source,
      email,
    });
    await recordPrivateCheck(tx, signer, {
      refDigest,
      role: 'person2',
      check: body.privateCheck,
    });
    return result;
  });
  return {
    ok: true,
    message: replaced ? PERSON2_MESSAGES.replaced : PERSON2_MESSAGES.submitted,
    replaced,
    reportCreated,
  };
}
