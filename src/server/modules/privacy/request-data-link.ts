import type { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { privacyRequestBodySchema } from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueuePrivacyLink } from '../../jobs/privacy-jobs';
import { hashToken, newBearerToken } from '../../security/bearer-token';
import { deriveKey, seal } from '../../security/secret-box';
import { recordAuditEvent } from '../audit/public';
import {
  countRecentRequests,
  isKnownAddress,
  LINK_KEY_PURPOSE,
  LINK_VALID_MS,
} from './privacy-repository';

/** At most this many links per address per hour; more requests are answered but send nothing. */
export const MAX_LINKS_PER_ADDRESS_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

export type RequestDataLinkDeps = { db: Db; boss: PgBoss; secretKey: string };

/**
 * POST /api/privacy/request: when the address is known (and under its hourly limit), a one-time
 * link valid 24 hours is stored (its token only as SHA-256, plus sealed for the mail job until
 * it is sent) and its e-mail queued. The caller answers the same whatever happened here, so the
 * answer says nothing about whether the address is known. A newer request leaves older links
 * working until they expire or are used: e-mails can arrive out of order.
 */
export async function requestDataLink(
  deps: RequestDataLinkDeps,
  body: z.output<typeof privacyRequestBodySchema>,
  now = new Date(),
): Promise<void> {
  if (body.website) throw AppError.rejected();
  const { db } = deps;
  const email = body.email;
  if (!(await isKnownAddress(db, email))) return;
  const since = new Date(now.getTime() - HOUR_MS);
  if ((await countRecentRequests(db, email, since)) >= MAX_LINKS_PER_ADDRESS_PER_HOUR) return;

  const token = newBearerToken();
  const requestId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataRequests)
      .values({
        email,
        linkTokenHash: hashToken(token),
        linkTokenSealed: seal(token, deriveKey(deps.secretKey, LINK_KEY_PURPOSE)),
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINK_VALID_MS),
      })
      .returning({ id: dataRequests.id });
    if (!created) throw new Error('insert returned no row');
    await recordAuditEvent(tx, 'privacy.link_requested', null, { requestId: created.id });
    return created.id;
  });
  // After commit, so the job always finds its row; a send lost to a crash is re-queued by the
  // sweep in jobs/privacy-jobs.ts.
  await enqueuePrivacyLink(deps.boss, requestId);
}
