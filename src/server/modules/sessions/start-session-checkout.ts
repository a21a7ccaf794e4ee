import { AppError } from '../../http/app-error';
import { factsOf, findSession, type SessionDeps } from './session-repository';

/**
 * POST /api/session-checkout (spec §7). Checks what can be checked before money is involved:
 * the session exists and both people have answered. The payment provider that returns the
 * checkout url arrives with the payments work; until then the answer says plainly that payment
 * is not available, so no page claims a payment that cannot happen.
 */
export async function startSessionCheckout(
  deps: SessionDeps,
  refId: string,
): Promise<{ url: string; message: string }> {
  const session = await findSession(deps.db, refId);
  const facts = factsOf(session);
  if (session.state === 'paid' || session.state === 'paid_awaiting_answers') {
    throw new AppError(409, 'already_paid', 'This session has already been paid for.');
  }
  const missing = [
    facts.person1Answered ? null : "the first person's answers",
    facts.person2Answered ? null : "the partner's answers",
  ].filter((part) => part !== null);
  if (missing.length > 0) {
    throw new AppError(
      409,
      'answers_missing',
      `Both partners need to answer before payment. Still missing: ${missing.join(' and ')}.`,
    );
  }
  throw new AppError(
    503,
    'payment_unavailable',
    'Payment is not available yet. Your answers are saved.',
  );
}
