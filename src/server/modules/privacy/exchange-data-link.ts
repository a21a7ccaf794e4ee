import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PrivacyAccessResponse } from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashToken, looksLikeBearerToken, newBearerToken } from '../../security/bearer-token';
import { ACCESS_VALID_MS } from './privacy-repository';

/** The same answer for an unknown, malformed, expired and already used link. */
export const LINK_NOT_VALID = AppError.notFound(
  'This link has expired or has already been used. Ask for a new one on the Privacy & Ethics page.',
  'link_not_valid',
);

/**
 * POST /api/privacy/access: the e-mailed link, once, for a 30-minute access grant. One UPDATE
 * checks and uses the link, so two exchanges at once cannot both succeed. Only the grant's
 * SHA-256 is stored.
 */
export async function exchangeDataLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PrivacyAccessResponse> {
  if (!looksLikeBearerToken(token)) throw LINK_NOT_VALID;
  const accessToken = newBearerToken();
  const expiresAt = new Date(now.getTime() + ACCESS_VALID_MS);
  const [used] = await db
    .update(dataRequests)
    .set({
      usedAt: now,
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt: expiresAt,
      // A link used before its e-mail job ran needs no e-mail any more.
      linkTokenSealed: null,
    })
    .where(
      and(
        eq(dataRequests.linkTokenHash, hashToken(token)),
        isNull(dataRequests.usedAt),
        gt(dataRequests.expiresAt, now),
      ),
    )
    .returning({ email: dataRequests.email });
  if (!used) throw LINK_NOT_VALID;
  return { accessToken, expiresAt: expiresAt.toISOString(), email: used.email };
}
