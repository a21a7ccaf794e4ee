import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stormInvites } from '../../db/schema';
import {
  type CapabilityDigest,
  capabilityDigest,
  looksLikeCapabilityId,
  newCapabilityId,
  openWithCapability,
  sealUnderCapability,
} from '../../security/capability-id';

export const STORM_TOKEN_PREFIX = 'stm_';
const STORM_TOKEN_PURPOSE = 'storm-invite-token';

/**
 * A new invitation token with the two forms the database keeps (docs/decisions/013): its digest,
 * which the partner's link is looked up by, and the token sealed under person 1's assessment id,
 * so person 1's page can show the link again. The token itself is never stored.
 */
export function newStormToken(assessmentId: string): {
  token: string;
  tokenDigest: CapabilityDigest;
  tokenSealed: string;
} {
  const token = newCapabilityId(STORM_TOKEN_PREFIX);
  return {
    token,
    tokenDigest: capabilityDigest(token),
    tokenSealed: sealStormToken(assessmentId, token),
  };
}

/** A token sealed under person 1's assessment id (their page's capability). */
export function sealStormToken(assessmentId: string, token: string): string {
  return sealUnderCapability(assessmentId.toLowerCase(), STORM_TOKEN_PURPOSE, token);
}

/** The invitation's token from its sealed form; null when this assessment id does not open it. */
export function openStormToken(assessmentId: string, tokenSealed: string | null): string | null {
  if (tokenSealed === null) return null;
  return openWithCapability(assessmentId.toLowerCase(), STORM_TOKEN_PURPOSE, tokenSealed);
}

/** The digest a partner's link is looked up by; null for a value that is no token (D-06). */
export function stormTokenDigestOf(token: string): CapabilityDigest | null {
  return looksLikeCapabilityId(STORM_TOKEN_PREFIX, token) ? capabilityDigest(token) : null;
}

/** The partner's invitation for a free scan; one per assessment, the same on every call. */
export async function openStormInvite(
  db: Db,
  assessmentId: string,
): Promise<{ token: string; answered: boolean }> {
  const fresh = newStormToken(assessmentId);
  const [created] = await db
    .insert(stormInvites)
    .values({ tokenDigest: fresh.tokenDigest, tokenSealed: fresh.tokenSealed, assessmentId })
    .onConflictDoNothing({ target: stormInvites.assessmentId })
    .returning({ tokenDigest: stormInvites.tokenDigest });
  if (created) return { token: fresh.token, answered: false };
  // Opened before (a second save, or a concurrent one that won the insert).
  const [invite] = await db
    .select({ tokenSealed: stormInvites.tokenSealed, answeredAt: stormInvites.answeredAt })
    .from(stormInvites)
    .where(eq(stormInvites.assessmentId, assessmentId));
  const token = invite ? openStormToken(assessmentId, invite.tokenSealed) : null;
  if (!invite || !token) throw new Error('storm invite vanished or cannot be opened');
  return { token, answered: invite.answeredAt !== null };
}
