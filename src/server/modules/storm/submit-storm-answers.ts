import { and, eq, isNull, sql } from 'drizzle-orm';
import { alignStorm } from '../../../engine/storm/align-storm';
import type { StormSubmitBody } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { stormInvites } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadInvite } from './storm-repository';

const ALREADY_ANSWERED = new AppError(
  409,
  'already_answered',
  'These questions have already been answered.',
);

/** The update below, built once per database (db/prepared-query.ts). */
const recordAnswers = preparedPerDatabase((db) =>
  db
    .update(stormInvites)
    // drizzle's update takes no placeholders as values, so these are SQL; the values come as
    // text on both drivers (node-postgres would send a JS array as a PostgreSQL array).
    .set({
      partnerAnswers: sql`${sql.placeholder('answers')}::text::jsonb`,
      result: sql`${sql.placeholder('result')}::text::jsonb`,
      answeredAt: sql`${sql.placeholder('answeredAt')}::text::timestamptz`,
    })
    .where(
      and(eq(stormInvites.token, sql.placeholder('token')), isNull(stormInvites.partnerAnswers)),
    )
    .returning({ token: stormInvites.token })
    .prepare('storm_record_answers'),
);

/**
 * Records the partner's answers and the result, once: the update only applies while no answers
 * are stored, so a double submit or a race ends in 409 and changes nothing.
 */
export async function submitStormAnswers(
  db: Db,
  token: string,
  body: StormSubmitBody,
): Promise<void> {
  if (body.website) throw AppError.rejected();
  const invite = await loadInvite(db, token);
  if (invite.partnerAnswers !== null) throw ALREADY_ANSWERED;

  const p1Choices = stormQuestions.map((question) => invite.p1Responses[question.id] ?? '');
  const result = alignStorm({ questions: stormQuestions, p1Choices, p2Answers: body.answers });
  const updated = await recordAnswers(db).execute({
    token: invite.token,
    answers: JSON.stringify(body.answers),
    result: JSON.stringify(result),
    answeredAt: new Date().toISOString(),
  });
  if (updated.length === 0) throw ALREADY_ANSWERED;
}
