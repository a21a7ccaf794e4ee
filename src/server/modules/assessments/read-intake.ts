import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, users } from '../../db/schema';

export type IntakeForReport = {
  relationshipStatus: string | null;
  duration: string | null;
  primaryLoveLanguage: string | null;
  secondaryLoveLanguage: string | null;
  /** Person 1's own answers to the multiple-choice questions: question id -> option text. */
  responses: Record<string, string>;
};

/** What the report engine reads from an intake (D-09); null when the assessment is gone. */
export async function readIntake(db: Db, assessmentId: string): Promise<IntakeForReport | null> {
  const [row] = await db
    .select({
      relationshipStatus: users.relationshipStatus,
      duration: users.duration,
      primaryLoveLanguage: users.primaryLoveLanguage,
      secondaryLoveLanguage: users.secondaryLoveLanguage,
      responses: assessments.responses,
    })
    .from(assessments)
    .leftJoin(users, eq(users.id, assessments.userId))
    .where(eq(assessments.id, assessmentId));
  return row ?? null;
}
