import { eq } from 'drizzle-orm';
import type { PartnerSource } from '../../../shared/api/sessions';
import type { Db } from '../../db/client';
import { coupleSessions } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';
import { createReportRecord } from './create-report-record';
import { factsOf, findSession, LOCKED } from './session-repository';
import { applySessionEvent } from './session-states';

/**
 * Person 2's ten answers with where they came from (D-08) and their optional address (D-12).
 * Answers sent before payment are replaced; once the session is paid and answered they are
 * locked. Runs in the caller's transaction, with the session row locked.
 */
export async function recordPerson2Answers(
  tx: Db,
  input: {
    refDigest: CapabilityDigest;
    answers: string[];
    source: PartnerSource;
    email: string | null;
  },
): Promise<{ replaced: boolean; reportCreated: boolean }> {
  const session = await findSession(tx, input.refDigest, { forUpdate: true });
  const transition = applySessionEvent(factsOf(session), 'person2_answered');
  if (!transition.ok) throw LOCKED;
  const now = new Date();
  await tx
    .update(coupleSessions)
    .set({
      p2Answers: input.answers,
      p2Source: input.source,
      // A replacement without an address keeps the one given before.
      p2Email: input.email ?? session.p2Email,
      p2AnsweredAt: now,
      state: transition.state,
      updatedAt: now,
    })
    .where(eq(coupleSessions.refDigest, input.refDigest));
  const reportCreated =
    transition.state === 'paid' ? await createReportRecord(tx, input.refDigest) : false;
  return { replaced: transition.replaced, reportCreated };
}
