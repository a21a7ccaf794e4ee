import { eq } from 'drizzle-orm';
import type { IntakeProfile } from '../../../shared/intake';
import type { Db } from '../../db/client';
import { assessments, stormInvites, users } from '../../db/schema';

/**
 * The intake's user: a returning e-mail address reuses its user (spec §3: email unique). An
 * existing profile is not overwritten: knowing someone's address must not let anyone rename them.
 */
export async function findOrCreateUser(db: Db, profile: IntakeProfile): Promise<string> {
  const [created] = await db
    .insert(users)
    .values({
      fullName: profile.fullName,
      email: profile.email,
      phone: profile.phone || null,
      gender: profile.gender ?? null,
      relationshipStatus: profile.relationshipStatus ?? null,
      duration: profile.duration ?? null,
      primaryLoveLanguage: profile.primaryLoveLanguage,
      secondaryLoveLanguage: profile.secondaryLoveLanguage,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, profile.email));
  if (!existing) throw new Error('user vanished between insert and select');
  return existing.id;
}

export type AssessmentRow = typeof assessments.$inferSelect;

/** The assessment with its storm invitation, if any. */
export async function findAssessment(
  db: Db,
  id: string,
): Promise<{
  assessment: AssessmentRow;
  invite: { token: string; answered: boolean } | null;
} | null> {
  const [row] = await db
    .select({
      assessment: assessments,
      token: stormInvites.token,
      answeredAt: stormInvites.answeredAt,
    })
    .from(assessments)
    .leftJoin(stormInvites, eq(stormInvites.assessmentId, assessments.id))
    .where(eq(assessments.id, id));
  if (!row) return null;
  return {
    assessment: row.assessment,
    invite: row.token ? { token: row.token, answered: row.answeredAt !== null } : null,
  };
}
