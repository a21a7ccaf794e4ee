import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AssessmentStatus } from '../../../shared/api/assessments';
import { productsAnswering } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { assessments, stormInvites } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AssessmentTier } from '../questions/public';
import {
  listQuestions,
  type QuestionSetTier,
  questionSetTier,
  type StoredQuestion,
} from '../questions/public';
import { newStormToken, openStormInvite, openStormToken } from '../storm/public';
import { isAssessmentId, loadAssessment, toStatus } from './assessment-status';

/**
 * What is wrong with these answers to this set, or null: every question answered with one of
 * its own options, and nothing else (docs/product.md §4, §7).
 */
export function responsesProblem(
  set: readonly StoredQuestion[],
  responses: Record<string, string>,
): AppError | null {
  const byId = new Map(set.map((question) => [question.id, question]));
  for (const [id, answer] of Object.entries(responses)) {
    const question = byId.get(id);
    if (!question) return AppError.badRequest(`Unknown question: ${id}`, 'unknown_question');
    if (!question.options.includes(answer)) {
      return AppError.badRequest(`Not one of the options of question ${id}.`, 'unknown_option');
    }
  }
  const missing = set.filter((question) => !(question.id in responses)).map((q) => q.id);
  if (missing.length > 0) {
    return AppError.badRequest(
      `Answer every question before saving (missing: ${missing.join(', ')}).`,
      'incomplete_responses',
    );
  }
  return null;
}

export function checkResponses(
  set: readonly StoredQuestion[],
  responses: Record<string, string>,
): void {
  const problem = responsesProblem(set, responses);
  if (problem) throw problem;
}

function sameResponses(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const ALREADY_ANSWERED = new AppError(
  409,
  'already_answered',
  'Your partner has already answered, so these answers can no longer change.',
);

/** The assessment tiers that answer each question set (questionSetTier, the other way). */
const TIERS_OF_SET: Record<QuestionSetTier, readonly AssessmentTier[]> = {
  storm: productsAnswering('storm'),
  detonation: productsAnswering('detonation'),
};

/** The question set these answers answer completely and correctly, if any. */
async function answeredSet(
  db: Db,
  responses: Record<string, string>,
): Promise<QuestionSetTier | null> {
  for (const set of Object.keys(TIERS_OF_SET) as QuestionSetTier[]) {
    if (responsesProblem(await listQuestions(db, set), responses) === null) return set;
  }
  return null;
}

/**
 * Saves the answers of a finished questionnaire. For the free scan this opens the partner's
 * invitation; once the partner has answered, person 1's answers can no longer change (the
 * result was computed from them), though sending the same answers again is harmless.
 *
 * The usual save is one statement, which applies only to an assessment of a tier these answers
 * fit whose partner has not answered. When it does not apply, the assessment is read to say why
 * (or to accept the same answers again).
 */
export async function saveResponses(
  db: Db,
  id: string,
  responses: Record<string, string>,
): Promise<AssessmentStatus> {
  const set = isAssessmentId(id) ? await answeredSet(db, responses) : null;
  const saved = set ? await saveWhileOpen(db, id, responses, TIERS_OF_SET[set]) : null;
  if (saved) return saved;

  const { assessment, invite } = await loadAssessment(db, id);
  const tier = assessment.tier as AssessmentTier;
  checkResponses(await listQuestions(db, questionSetTier(tier)), responses);
  if (invite?.answered) {
    if (sameResponses(assessment.responses, responses)) return toStatus(assessment, invite);
    throw ALREADY_ANSWERED;
  }
  // Reached only through a race (the statement above found the assessment closed or absent, the
  // read finds it open): save once more; if that does not apply either, the partner answered.
  const again = await saveWhileOpen(db, id, responses, [tier]);
  if (!again) throw ALREADY_ANSWERED;
  return again;
}

const SavedRows = z.object({
  rows: z.array(z.object({ tier: z.string(), token_sealed: z.string().nullable() })),
});

/**
 * Stores the answers, if the assessment is of one of `tiers` and its partner has not answered,
 * and opens the partner's invitation for a free scan that has none: one statement, so both or
 * neither happen without a transaction. (On PGlite a transaction's statements each wait for a
 * turn of the server's event loop while holding the database, db/pglite-thread.ts.) Null when
 * nothing was stored.
 */
async function saveWhileOpen(
  db: Db,
  id: string,
  responses: Record<string, string>,
  tiers: readonly AssessmentTier[],
): Promise<AssessmentStatus | null> {
  const fresh = newStormToken(id);
  const column = (name: string) => sql.identifier(name);
  const result: unknown = await db.execute(sql`
    with target as (
      select ${assessments.id} from ${assessments}
      where ${assessments.id} = ${id} and ${assessments.tier} in ${tiers}
        and not exists (
          select 1 from ${stormInvites}
          where ${stormInvites.assessmentId} = ${id} and ${stormInvites.answeredAt} is not null
        )
    ), saved as (
      update ${assessments}
      set ${column(assessments.responses.name)} = ${JSON.stringify(responses)}::text::jsonb,
          ${column(assessments.completedAt.name)} = coalesce(${assessments.completedAt}, now())
      from target where ${assessments.id} = target.id
      returning ${assessments.id}, ${assessments.tier}
    ), existing as (
      select ${stormInvites.tokenSealed} from ${stormInvites} where ${stormInvites.assessmentId} = ${id}
    ), opened as (
      insert into ${stormInvites} (${column(stormInvites.tokenDigest.name)}, ${column(stormInvites.tokenSealed.name)}, ${column(stormInvites.assessmentId.name)})
      select ${fresh.tokenDigest}, ${fresh.tokenSealed}, saved.id from saved
      where saved.tier = 'storm' and not exists (select 1 from existing)
      on conflict (${column(stormInvites.assessmentId.name)}) do nothing
      returning ${column(stormInvites.tokenSealed.name)}
    )
    select saved.tier,
      coalesce(opened.token_sealed, (select token_sealed from existing)) as token_sealed
    from saved left join opened on true`);
  const [row] = SavedRows.parse(result).rows;
  if (!row) return null;
  const tier = row.tier as AssessmentTier;
  // A concurrent save opened the invitation after this statement's snapshot: read it.
  const inviteToken =
    tier === 'storm'
      ? (openStormToken(id, row.token_sealed) ?? (await openStormInvite(db, id)).token)
      : null;
  return {
    id,
    tier,
    completed: true,
    storm: inviteToken ? { token: inviteToken, partnerAnswered: false } : null,
  };
}
