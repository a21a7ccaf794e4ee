import type { PurgeReport } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import type { CapabilityDigest } from '../../security/capability-id';
import { describeFailure } from './describe-failure';
import {
  findOutboxMessagesOfSessions,
  findOutboxMessagesTo,
  removeOutboxFiles,
} from './outbox-retention';
import {
  addCounts,
  type ErasedCounts,
  eraseCoupleSessions,
  eraseDataRequests,
  eraseUsers,
  findCoupleSessionsByEmail,
  findDataRequestsByEmail,
  findUsersByEmail,
  forgetPartnerLinkAddress,
  NOTHING_ERASED,
} from './retention-repository';

/** Ids per transaction, as in the purge: short transactions on PGlite's one connection. */
const BATCH_SIZE = 500;

export type ErasePersonDeps = { db: Db; outboxDir: string | null; now?: Date };

/**
 * 'Delete everything now' from the privacy page: one person's records, by e-mail address, erased
 * with the same code as the 30-day purge (only the selection differs). Their couple sessions go
 * with everything hanging off them, their user with their assessments, their data requests, the
 * outbox messages addressed to them and every report e-mail of their sessions; payments and paid assessments stay anonymised for
 * accounting. Safe to run again. The caller records the audit event (privacy.data_erased).
 */
export async function erasePersonData(deps: ErasePersonDeps, email: string): Promise<PurgeReport> {
  const { db, outboxDir } = deps;
  const now = deps.now ?? new Date();
  const errors: string[] = [];
  let counts: ErasedCounts = NOTHING_ERASED;
  let outboxMessages = 0;

  const erase = async <Id extends string>(
    name: string,
    find: () => Promise<Id[]>,
    eraseBatch: (tx: Db, ids: Id[]) => Promise<ErasedCounts>,
  ) => {
    try {
      const ids = await find();
      for (let start = 0; start < ids.length; start += BATCH_SIZE) {
        const batch = ids.slice(start, start + BATCH_SIZE);
        counts = addCounts(counts, await db.transaction((tx) => eraseBatch(tx, batch)));
      }
    } catch (error) {
      errors.push(`${name}: ${describeFailure(error)}`);
    }
  };

  // Sessions first: one of the ways to find them is through the user's intake assessment.
  let sessionIds: CapabilityDigest[] = [];
  await erase(
    'couple_sessions',
    async () => {
      sessionIds = await findCoupleSessionsByEmail(db, email);
      return sessionIds;
    },
    eraseCoupleSessions,
  );
  await erase(
    'users',
    () => findUsersByEmail(db, email),
    (tx, ids) => eraseUsers(tx, ids, now),
  );
  await erase('data_requests', () => findDataRequestsByEmail(db, email), eraseDataRequests);
  try {
    // Where someone else e-mailed them the partner link: the address goes, the session stays.
    await db.transaction((tx) => forgetPartnerLinkAddress(tx, email, now));
  } catch (error) {
    errors.push(`partner_notices: ${describeFailure(error)}`);
  }
  if (outboxDir !== null) {
    try {
      // Addressed to them, and every report e-mail of their sessions (the partner's copy too).
      const names = new Set([
        ...(await findOutboxMessagesTo(outboxDir, email)),
        ...(await findOutboxMessagesOfSessions(outboxDir, sessionIds)),
      ]);
      outboxMessages = await removeOutboxFiles(outboxDir, [...names]);
    } catch (error) {
      errors.push(`outbox: ${describeFailure(error)}`);
    }
  }

  return {
    purgedUsers: counts.users,
    purgedAssessments: counts.assessments,
    anonymizedRecords: counts.anonymized,
    purgedCoupleSessions: counts.coupleSessions,
    purgedOutboxMessages: outboxMessages,
    // Everything of this person, whatever its age, was in scope.
    cutoff: now.toISOString(),
    errors,
  };
}
