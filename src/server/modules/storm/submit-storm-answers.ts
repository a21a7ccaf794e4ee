import { and, eq, isNull } from 'drizzle-orm';
import { alignStorm } from '../../../engine/storm/align-storm';
import type { StormSubmitBody } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Db } from '../../db/client';
import { stormInvites } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadInvite } from './storm-repository';

const ALREADY_ANSWERED = new AppError(
  409,
  'already_answered',
  'These questions have already been answered.',
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
  const updated = await db
    .update(stormInvites)
    .set({ partnerAnswers: body.answers, result, answeredAt: new Date() })
    .where(and(eq(stormInvites.token, invite.token), isNull(stormInvites.partnerAnswers)))
    .returning({ token: stormInvites.token });
  if (updated.length === 0) throw ALREADY_ANSWERED;
}
