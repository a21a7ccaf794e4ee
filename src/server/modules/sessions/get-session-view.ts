import type { SessionView } from '../../../shared/api/sessions';
import { PARTNER_SOURCES } from '../../../shared/api/sessions';
import { firstName } from '../../../shared/first-name';
import { factsOf, findSession, readSubmission, type SessionDeps } from './session-repository';
import { applySessionEvent } from './session-states';

/**
 * GET /api/sessions/<refId>: what the sharing, partner and checkout pages show. No answers and
 * no addresses: whoever holds the link may read it.
 */
export async function getSessionView(deps: SessionDeps, refId: string): Promise<SessionView> {
  const session = await findSession(deps.db, refId);
  const facts = factsOf(session);
  const submission = session.currentSubmissionId
    ? await readSubmission(deps, session.currentSubmissionId)
    : null;
  const source = PARTNER_SOURCES.find((known) => known === session.p2Source) ?? null;
  return {
    refId: session.refId,
    productType: session.productType,
    state: session.state,
    person1Name: submission ? firstName(submission.person1.name) : null,
    partnerName: submission ? firstName(submission.person1.partnerName) : null,
    person1Answered: facts.person1Answered,
    person2Answered: facts.person2Answered,
    person2Source: source,
    person2EmailKnown: session.p2Email !== null,
    person2CanAnswer: applySessionEvent(facts, 'person2_answered').ok,
  };
}
