import { eq, sql } from 'drizzle-orm';
import type { IntakeProfile } from '../../../shared/intake';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { assessments, stormInvites, users } from '../../db/schema';
import { openStormToken } from '../storm/public';

const placeholder = (name: string) => sql.placeholder(name);

/** The insert below, built once per database (db/prepared-query.ts). */
const assessmentWithUser = preparedPerDatabase((db) => {
  const user = db.$with('intake_user').as(
    db
      .insert(users)
      .values({
        fullName: placeholder('fullName'),
        email: placeholder('email'),
        phone: placeholder('phone'),
        gender: placeholder('gender'),
        relationshipStatus: placeholder('relationshipStatus'),
        duration: placeholder('duration'),
        primaryLoveLanguage: placeholder('primaryLoveLanguage'),
        secondaryLoveLanguage: placeholder('secondaryLoveLanguage'),
      })
      .returning({ id: users.id }),
  );
  return db
    .with(user)
    .insert(assessments)
    .values({
      userId: sql`(select ${user.id} from ${user})`,
      tier: placeholder('tier'),
      amount: placeholder('amount'),
    })
    .returning({ id: assessments.id })
    .prepare('insert_assessment_with_user');
});

const assessmentAlone = preparedPerDatabase((db) =>
  db
    .insert(assessments)
    .values({ tier: placeholder('tier'), amount: placeholder('amount') })
    .returning({ id: assessments.id })
    .prepare('insert_assessment_alone'),
);

/**
 * Inserts an assessment with its intake's own user row, in one statement (no transaction to hold
 * open). A typed address is not proven, so it never finds another intake's profile: the same
 * address twice makes two users (docs/decisions/012), and nobody can read or rename someone else's
 * profile by typing their address. Without a profile (the `{tier}` call of docs/product.md §7) the
 * assessment has no user until one is attached (attachProfile).
 */
export async function insertAssessment(
  db: Db,
  profile: IntakeProfile | undefined,
  assessment: { tier: string; amount: string },
): Promise<string> {
  if (!profile) {
    const [alone] = await assessmentAlone(db).execute(assessment);
    if (!alone) throw new Error('insert returned no row');
    return alone.id;
  }
  const [created] = await assessmentWithUser(db).execute({
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone || null,
    gender: profile.gender ?? null,
    relationshipStatus: profile.relationshipStatus ?? null,
    duration: profile.duration ?? null,
    primaryLoveLanguage: profile.primaryLoveLanguage,
    secondaryLoveLanguage: profile.secondaryLoveLanguage,
    ...assessment,
  });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

export type AssessmentRow = typeof assessments.$inferSelect;

const assessmentById = preparedPerDatabase((db) =>
  db
    .select({
      assessment: assessments,
      tokenSealed: stormInvites.tokenSealed,
      answeredAt: stormInvites.answeredAt,
    })
    .from(assessments)
    .leftJoin(stormInvites, eq(stormInvites.assessmentId, assessments.id))
    .where(eq(assessments.id, sql.placeholder('id')))
    .prepare('assessment_by_id'),
);

/** The assessment with its storm invitation, if any. */
export async function findAssessment(
  db: Db,
  id: string,
): Promise<{
  assessment: AssessmentRow;
  invite: { token: string; answered: boolean } | null;
} | null> {
  const [row] = await assessmentById(db).execute({ id });
  if (!row) return null;
  return {
    assessment: row.assessment,
    invite: inviteOf(row.assessment.id, row.tokenSealed, row.answeredAt),
  };
}

/** The invitation's link, opened with the assessment's id (docs/decisions/013); null when none. */
function inviteOf(
  assessmentId: string,
  tokenSealed: string | null,
  answeredAt: Date | null,
): { token: string; answered: boolean } | null {
  const token = openStormToken(assessmentId, tokenSealed);
  return token ? { token, answered: answeredAt !== null } : null;
}
