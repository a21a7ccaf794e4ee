import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AssessmentStatus } from '../../../shared/api/assessments';
import type { Db } from '../../db/client';
import { assessments, stormInvites } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { newCapabilityId } from '../../security/capability-id';
import {
  listQuestions,
  questionSetTier,
  type StoredQuestion,
} from '../questions/question-repository';
import type { AssessmentTier } from '../questions/resolve-assessment-tier';
import { openStormInvite, STORM_TOKEN_PREFIX } from '../storm/open-storm-invite';
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

const SavedRows = z.object({
  rows: z.array(z.object({ completed_ms: z.number(), token: z.string().nullable() })),
});

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

  const saved = await saveAndOpenInvite(db, assessment.id, responses, tier === 'storm' && !invite);
  const opened =
    tier === 'storm'
      ? (invite ?? saved.opened ?? (await openStormInvite(db, assessment.id)))
      : null;
  return toStatus({ ...assessment, completedAt: saved.completedAt }, opened);
}

/**
 * Stores the answers and, when asked, opens the partner's invitation, in one statement: both or
 * neither, without a transaction. (On PGlite a transaction's statements each wait for a turn of
 * the server's event loop while holding the database, db/pglite-thread.ts.) The invitation is
 * null when none was asked for, or when a concurrent save opened it first.
 */
async function saveAndOpenInvite(
  db: Db,
  assessmentId: string,
  responses: Record<string, string>,
  openInvite: boolean,
): Promise<{ completedAt: Date; opened: { token: string; answered: false } | null }> {
  const token = newCapabilityId(STORM_TOKEN_PREFIX);
  const column = (name: string) => sql.identifier(name);
  const result: unknown = await db.execute(sql`
    with saved as (
      update ${assessments}
      set ${column(assessments.responses.name)} = ${JSON.stringify(responses)}::jsonb,
          ${column(assessments.completedAt.name)} = coalesce(${assessments.completedAt}, now())
      where ${assessments.id} = ${assessmentId}
      returning ${assessments.id}, ${assessments.completedAt}
    ), opened as (
      insert into ${stormInvites} (${column(stormInvites.token.name)}, ${column(stormInvites.assessmentId.name)})
      select ${token}, saved.id from saved where ${openInvite}
      on conflict (${column(stormInvites.assessmentId.name)}) do nothing
      returning ${column(stormInvites.token.name)}
    )
    select extract(epoch from saved.completed_at)::float8 * 1000 as completed_ms, opened.token
    from saved left join opened on true`);
  const [row] = SavedRows.parse(result).rows;
  if (!row) throw AppError.notFound();
  return {
    completedAt: new Date(row.completed_ms),
    opened: row.token ? { token: row.token, answered: false } : null,
  };
}
