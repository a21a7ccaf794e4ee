import { eq, sql } from 'drizzle-orm';
import type { AssessmentStatus } from '../../../shared/api/assessments';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  listQuestions,
  questionSetTier,
  type StoredQuestion,
} from '../questions/question-repository';
import type { AssessmentTier } from '../questions/resolve-assessment-tier';
import { openStormInvite } from '../storm/open-storm-invite';
import { loadAssessment, toStatus } from './assessment-status';

/** Every question answered with one of its own options, and nothing else (spec §4, §7). */
export function checkResponses(
  set: readonly StoredQuestion[],
  responses: Record<string, string>,
): void {
  const byId = new Map(set.map((question) => [question.id, question]));
  for (const [id, answer] of Object.entries(responses)) {
    const question = byId.get(id);
    if (!question) throw AppError.badRequest(`Unknown question: ${id}`, 'unknown_question');
    if (!question.options.includes(answer)) {
      throw AppError.badRequest(`Not one of the options of question ${id}.`, 'unknown_option');
    }
  }
  const missing = set.filter((question) => !(question.id in responses)).map((q) => q.id);
  if (missing.length > 0) {
    throw AppError.badRequest(
      `Answer every question before saving (missing: ${missing.join(', ')}).`,
      'incomplete_responses',
    );
  }
}

function sameResponses(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Saves the answers of a finished questionnaire. For the free scan this opens the partner's
 * invitation; once the partner has answered, person 1's answers can no longer change (the
 * result was computed from them), though sending the same answers again is harmless.
 */
export async function saveResponses(
  db: Db,
  id: string,
  responses: Record<string, string>,
): Promise<AssessmentStatus> {
  const { assessment, invite } = await loadAssessment(db, id);
  const tier = assessment.tier as AssessmentTier;
  checkResponses(await listQuestions(db, questionSetTier(tier)), responses);

  if (invite?.answered) {
    if (sameResponses(assessment.responses, responses)) return toStatus(assessment, invite);
    throw new AppError(
      409,
      'already_answered',
      'Your partner has already answered, so these answers can no longer change.',
    );
  }

  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(assessments)
      .set({ responses, completedAt: sql`coalesce(${assessments.completedAt}, now())` })
      .where(eq(assessments.id, assessment.id))
      .returning();
    if (!saved) throw AppError.notFound();
    // An invitation read with the assessment is still open (answered ones returned above).
    const opened = tier === 'storm' ? (invite ?? (await openStormInvite(tx, assessment.id))) : null;
    return toStatus(saved, opened);
  });
}
