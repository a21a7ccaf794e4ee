import type { PrivacyEraseResponse } from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema';
import { recordAuditEvent } from '../audit/public';
import { erasePersonData } from '../retention/public';
import { type AccessGrant, sameAddress } from './privacy-repository';

export const ERASED_MESSAGE = 'Your data has been deleted.';
export const ERASE_INCOMPLETE_MESSAGE =
  'We deleted what we could, but part of your data could not be removed just now. Please write to our support address and we will finish it by hand.';

/**
 * DELETE /api/privacy/data: erases everything held for the grant's address now, with the same
 * code as the 30-day purge (retention/erase-person-data.ts). The address's data requests go with
 * it, so this grant stops working: later calls answer 401.
 */
export async function deletePersonalData(
  deps: { db: Db; outboxDir: string | null },
  grant: AccessGrant,
  now = new Date(),
): Promise<PrivacyEraseResponse> {
  const report = await erasePersonData(
    { db: deps.db, outboxDir: deps.outboxDir, now },
    grant.email,
  );
  // The erase removes the address's data requests; make sure this grant is gone whatever it did.
  await deps.db.delete(dataRequests).where(sameAddress(dataRequests.email, grant.email));
  const erased = {
    users: report.purgedUsers,
    assessments: report.purgedAssessments,
    anonymizedRecords: report.anonymizedRecords,
    coupleSessions: report.purgedCoupleSessions,
    outboxMessages: report.purgedOutboxMessages,
  };
  const complete = report.errors.length === 0;
  await recordAuditEvent(deps.db, 'privacy.data_erased', null, {
    requestId: grant.requestId,
    ...erased,
    errors: report.errors.length,
  });
  return {
    ok: true,
    complete,
    message: complete ? ERASED_MESSAGE : ERASE_INCOMPLETE_MESSAGE,
    erased,
  };
}
