import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StormSubmitBody } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import { firstReadabilityProblem } from '../../../shared/validation/readability';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { stormInvites } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { stormTokenDigestOf } from './open-storm-invite';
import { loadInvite } from './storm-repository';

const ALREADY_ANSWERED = new AppError(
  409,
  'already_answered',
  'These questions have already been answered.',
);

/** The prompts the partner answered (get-storm-invite.ts shows these, in this order). */
const PROMPTS = stormQuestions.map((question) => question.partnerPrompt);

/** The update below, built once per database (db/prepared-query.ts). */
const recordAnswers = preparedPerDatabase((db) =>
  db
    .update(stormInvites)
    // drizzle's update takes no placeholders as values, so these are SQL; the values come as
    // text on both drivers (node-postgres would send a JS array as a PostgreSQL array).
    .set({
      partnerAnswers: sql`${sql.placeholder('answers')}::text::jsonb`,
      answeredAt: sql`${sql.placeholder('answeredAt')}::text::timestamptz`,
    })
    .where(
      and(
        eq(stormInvites.tokenDigest, sql.placeholder('tokenDigest')),
        isNull(stormInvites.partnerAnswers),
      ),
    )
    .returning({ tokenDigest: stormInvites.tokenDigest })
    .prepare('storm_record_answers'),
);

/**
 * Records the partner's answers, once, in one statement: the update only applies while no answers
 * are stored, so a double submit or a race ends in 409 and changes nothing. The result is read
 * from the stored answers when it is shown (get-storm-result.ts, decision 004).
 */
export async function submitStormAnswers(
  db: Db,
  token: string,
  body: StormSubmitBody,
): Promise<void> {
  if (body.website) throw AppError.rejected();
  // D-24: the page's own readability rule; a refused request stores nothing.
  const unreadable = firstReadabilityProblem(body.answers, PROMPTS);
  if (unreadable) throw new AppError(400, 'answer_not_readable', unreadable.message);
  const tokenDigest = stormTokenDigestOf(token);
  const updated = tokenDigest
    ? await recordAnswers(db).execute({
        tokenDigest,
        answers: JSON.stringify(body.answers),
        answeredAt: new Date().toISOString(),
      })
    : [];
  if (updated.length > 0) return;
  // Not applied: the invitation is unknown (404, thrown by loadInvite) or already answered.
  await loadInvite(db, token);
  throw ALREADY_ANSWERED;
}
