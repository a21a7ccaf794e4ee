import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stormInvites } from '../../db/schema';
import { newCapabilityId } from '../../security/capability-id';

export const STORM_TOKEN_PREFIX = 'stm_';

/** The partner's invitation for a free scan; one per assessment, the same on every call. */
export async function openStormInvite(
  db: Db,
  assessmentId: string,
): Promise<{ token: string; answered: boolean }> {
  const [created] = await db
    .insert(stormInvites)
    .values({ token: newCapabilityId(STORM_TOKEN_PREFIX), assessmentId })
    .onConflictDoNothing({ target: stormInvites.assessmentId })
    .returning({ token: stormInvites.token });
  if (created) return { token: created.token, answered: false };
  // Opened before (a second save, or a concurrent one that won the insert).
  const [invite] = await db
    .select({ token: stormInvites.token, answeredAt: stormInvites.answeredAt })
    .from(stormInvites)
    .where(eq(stormInvites.assessmentId, assessmentId));
  if (!invite) throw new Error('storm invite vanished after insert');
  return { token: invite.token, answered: invite.answeredAt !== null };
}
