import { eq, sql } from 'drizzle-orm';
import type { IntakeProfile } from '../../../shared/intake';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { assessments, stormInvites, users } from '../../db/schema';

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
      .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
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

/**
 * Inserts an assessment for the intake's user, in one statement (no transaction to hold open).
 * A returning e-mail address reuses its user (spec §3: email unique). An existing profile is not
 * overwritten: knowing someone's address must not let anyone rename them. The conflict only sets
 * the address to itself, so that the existing row's id comes back.
 */
export async function insertAssessment(
  db: Db,
  profile: IntakeProfile,
  assessment: { tier: string; amount: string },
): Promise<string> {
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
      token: stormInvites.token,
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
    invite: row.token ? { token: row.token, answered: row.answeredAt !== null } : null,
  };
}
