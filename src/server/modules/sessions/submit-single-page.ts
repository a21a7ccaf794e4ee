import type { z } from 'zod';
import type { emailSubmissionBodySchema } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import { openQuestions } from '../../../shared/questions/open';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  singlePageAnswerMessage,
  singlePageContactProblem,
} from '../../../shared/validation/couple-rules';
import {
  NUMBERED_ANSWERS_FORMAT_MESSAGE,
  parseNumberedAnswers,
  parseNumberedReplies,
} from '../../../shared/validation/numbered-replies';
import {
  firstReadabilityProblem,
  partnerReplyReadabilityMessage,
} from '../../../shared/validation/readability';
import { AppError } from '../../http/app-error';
import { recordPrivateCheck } from './private-check-repository';
import { recordPerson1Answers } from './record-person1-answers';
import { recordPerson2Answers } from './record-person2-answers';
import { type SessionDeps, sessionDigestOf } from './session-repository';
import { PAYMENT_UNAVAILABLE } from './start-session';

const OPEN_QUESTION_TEXTS = openQuestions.map((question) => question.text);
const PARTNER_QUESTION_TEXTS = partnerQuestions.map((question) => question.text);

const REPLACED_WARNING = 'These answers replaced the ones sent earlier for this session.';

/**
 * POST /api/email-submission (docs/product.md §7): the single page sends both people's answers at
 * once. The rules and their order are the page's (docs/product.md §5); the partner's block is
 * parsed with the page's parser. Both sets are stored in one transaction, or neither.
 */
export async function submitSinglePage(
  deps: SessionDeps,
  body: z.output<typeof emailSubmissionBodySchema>,
): Promise<{ warning: string | null; reportCreated: boolean }> {
  if (body.website) throw AppError.rejected();
  const contact = { name: body.person1, email: body.email, partnerName: body.partnerName };
  const contactProblem = singlePageContactProblem(contact);
  if (contactProblem) {
    const code =
      contactProblem === COUPLE_MESSAGES.emailInvalid ? 'invalid_email' : 'missing_information';
    throw new AppError(400, code, contactProblem);
  }
  const answers = parseNumberedAnswers(body.answersP1);
  if (!answers) throw new AppError(400, 'invalid_answers_format', NUMBERED_ANSWERS_FORMAT_MESSAGE);
  const short = firstShortAnswer(answers);
  if (short !== null) throw new AppError(400, 'answer_too_short', singlePageAnswerMessage(short));
  const unreadable = firstReadabilityProblem(answers, OPEN_QUESTION_TEXTS);
  if (unreadable) throw new AppError(400, 'answer_not_readable', unreadable.message);
  if (body.answersP2.trim() === '') {
    throw new AppError(400, 'partner_answers_missing', COUPLE_MESSAGES.partnerBlockMissing);
  }
  const partner = parseNumberedReplies(body.answersP2);
  if (!partner.ok) throw new AppError(400, 'partner_answers_invalid', partner.message);
  const unreadableReply = firstReadabilityProblem(partner.replies, PARTNER_QUESTION_TEXTS);
  if (unreadableReply) {
    throw new AppError(
      400,
      'answer_not_readable',
      partnerReplyReadabilityMessage(unreadableReply.number, unreadableReply.problem),
    );
  }
  if (!products[body.productType].purchasable) throw PAYMENT_UNAVAILABLE;

  const refDigest = sessionDigestOf(body.refId);
  const content = {
    refDigest,
    productType: body.productType,
    person1: {
      name: body.person1,
      email: body.email.toLowerCase(),
      phone: body.phone || null,
      partnerName: body.partnerName,
    },
    answers,
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const first = await recordPerson1Answers(tx, deps.signer, {
      refId: body.refId,
      content,
      source: 'single_page',
    });
    const second = await recordPerson2Answers(tx, {
      refDigest,
      answers: partner.replies,
      source: 'single_page',
      email: null,
    });
    // Person 1's own check; the partner's replies were pasted by person 1, so the partner's
    // check (if they had sent one from /p2) goes with the answers these replace.
    await recordPrivateCheck(tx, deps.signer, {
      refDigest,
      role: 'person1',
      check: body.privateCheck,
    });
    await recordPrivateCheck(tx, deps.signer, {
      refDigest,
      role: 'person2',
      check: undefined,
    });
    return {
      replaced: first.replaced || second.replaced,
      reportCreated: first.reportCreated || second.reportCreated,
    };
  });
  return {
    warning: outcome.replaced ? REPLACED_WARNING : null,
    reportCreated: outcome.reportCreated,
  };
}
