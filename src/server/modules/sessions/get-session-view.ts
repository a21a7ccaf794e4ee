import { eq } from 'drizzle-orm';
import type { SessionAnalysis, SessionState, SessionView } from '../../../shared/api/sessions';
import { PARTNER_SOURCES } from '../../../shared/api/sessions';
import { firstName } from '../../../shared/first-name';
import { reports } from '../../db/schema';
import {
  factsOf,
  findSession,
  readSubmission,
  type SessionDeps,
  sessionDigestOf,
} from './session-repository';
import { applySessionEvent } from './session-states';

/**
 * GET /api/sessions/<refId>: what the sharing, partner and checkout pages show. No answers and
 * no addresses: whoever holds the link may read it, the partner included.
 */
export async function getSessionView(deps: SessionDeps, refId: string): Promise<SessionView> {
  const refDigest = sessionDigestOf(refId);
  const session = await findSession(deps.db, refDigest);
  const facts = factsOf(session);
  const submission = session.currentSubmissionDigest
    ? await readSubmission(deps, session.currentSubmissionDigest)
    : null;
  const [report] = await deps.db
    .select({ status: reports.status })
    .from(reports)
    .where(eq(reports.refDigest, refDigest));
  const source = PARTNER_SOURCES.find((known) => known === session.p2Source) ?? null;
  return {
    refId,
    productType: session.productType,
    state: session.state,
    person1Name: submission ? shownName(submission.person1.name) : null,
    partnerName: submission ? shownName(submission.person1.partnerName) : null,
    person1Answered: facts.person1Answered,
    person2Answered: facts.person2Answered,
    person2Source: source,
    person2EmailKnown: session.p2Email !== null,
    person2CanAnswer: applySessionEvent(facts, 'person2_answered').ok,
    analysis: analysisOf(session.state, report?.status ?? null),
  };
}

/**
 * The first name another person's page may show, or null. People do type an e-mail address
 * into a name field (autofill), and no partner-side answer may carry one.
 */
export function shownName(fullName: string): string | null {
  const first = firstName(fullName);
  return first === '' || first.includes('@') ? null : first;
}

/** Where the report stands, from the session's state and its report row (if any). */
export function analysisOf(state: SessionState, reportStatus: string | null): SessionAnalysis {
  if (state === 'collecting' || state === 'answered') return 'unpaid';
  if (state === 'paid_awaiting_answers') return 'waiting_for_partner';
  if (reportStatus === 'delivered') return 'sent';
  if (reportStatus === 'failed') return 'failed';
  return 'preparing';
}
