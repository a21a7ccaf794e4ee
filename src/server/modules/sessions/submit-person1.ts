import type { z } from 'zod';
import { answersToList, type submitBodySchema } from '../../../shared/api/sessions';
import { isPaidProduct, products } from '../../../shared/catalog';
import { openQuestions } from '../../../shared/questions/open';
import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  profileProblem,
} from '../../../shared/validation/couple-rules';
import { firstReadabilityProblem } from '../../../shared/validation/readability';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { openCheckout, returnBase, submissionReturnUrls } from '../checkouts/public';
import { recordPrivateCheck } from './private-check-repository';
import { recordPerson1Answers } from './record-person1-answers';
import { type SessionDeps, sessionDigestOf } from './session-repository';
import { PAYMENT_UNAVAILABLE } from './start-session';

const OPEN_QUESTION_TEXTS = openQuestions.map((question) => question.text);

/**
 * POST /api/submit (docs/product.md §7): person 1's profile and ten answers from the two-step flow,
 * checked with the page's own rules and words, stored as a signed secure submission of the session.
 */
export async function submitPerson1(
  deps: SessionDeps & { payments: PaymentProvider; publicUrl: string },
  body: z.output<typeof submitBodySchema>,
): Promise<{
  submissionId: string;
  refId: string;
  replaced: boolean;
  checkoutUrl?: string;
  reportCreated: boolean;
}> {
  if (body.honeypot !== '') {
    throw AppError.rejected();
  }
  const problem = profileProblem(body.person1);
  if (problem) {
    const code = problem === COUPLE_MESSAGES.emailInvalid ? 'invalid_email' : 'missing_information';
    throw new AppError(400, code, problem);
  }
  const answers = answersToList(body.answers).map((answer) => answer.trim());
  if (firstShortAnswer(answers) !== null) {
    throw new AppError(400, 'answer_too_short', COUPLE_MESSAGES.answerTooShort);
  }
  // D-24: the page's own readability rule, after the word rule.
  const unreadable = firstReadabilityProblem(answers, OPEN_QUESTION_TEXTS);
  if (unreadable) throw new AppError(400, 'answer_not_readable', unreadable.message);
  if (!products[body.productType].purchasable) throw PAYMENT_UNAVAILABLE;

  const { person1 } = body;
  const refDigest = sessionDigestOf(body.refId);
  const content = {
    refDigest,
    productType: body.productType,
    person1: {
      name: person1.name,
      email: person1.email.toLowerCase(),
      phone: person1.phone || null,
      partnerName: person1.partnerName,
    },
    answers,
  };
  const recorded = await deps.db.transaction(async (tx) => {
    const result = await recordPerson1Answers(tx, deps.signer, {
      refId: body.refId,
      content,
      source: 'two_step',
    });
    await recordPrivateCheck(tx, deps.signer, {
      refDigest,
      role: 'person1',
      check: body.privateCheck,
    });
    return result;
  });
  const productType = body.productType;
  // Pay first (D-08): person 1 pays now; the report goes out once the partner has answered.
  // A session already paid for needs no second checkout.
  const checkout =
    !isPaidProduct(productType) || recorded.paid
      ? null
      : await openCheckout(deps, {
          refId: body.refId,
          product: productType,
          customerEmail: content.person1.email,
          ...submissionReturnUrls(returnBase(deps), recorded.submissionId),
          key: `submit:${recorded.submissionId}`,
          metadata: { refId: body.refId, submissionId: recorded.submissionId },
        });
  return {
    submissionId: recorded.submissionId,
    refId: body.refId,
    replaced: recorded.replaced,
    ...(checkout?.url ? { checkoutUrl: checkout.url } : {}),
    reportCreated: recorded.reportCreated,
  };
}
