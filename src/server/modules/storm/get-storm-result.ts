import { alignStorm } from '../../../engine/storm/align-storm';
import type { StormResultResponse } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Db } from '../../db/client';
import { loadInvite } from './storm-repository';

/**
 * The shared result page's data: both people's answers side by side and the alignment. The
 * alignment is the engine's reading of the stored answers, made each time it is shown (decision
 * 004): the engine is pure, and person 1's answers are fixed once the partner has answered.
 */
export async function getStormResult(db: Db, token: string): Promise<StormResultResponse> {
  const invite = await loadInvite(db, token);
  if (invite.partnerAnswers === null) {
    return { status: 'waiting', inviterName: invite.inviterName };
  }
  const p1Choices = stormQuestions.map((question) => invite.p1Responses[question.id] ?? '');
  return {
    status: 'complete',
    inviterName: invite.inviterName,
    result: alignStorm({ questions: stormQuestions, p1Choices, p2Answers: invite.partnerAnswers }),
    themes: stormQuestions.map(({ theme, text, partnerPrompt }) => ({
      theme,
      question: text,
      prompt: partnerPrompt,
    })),
    p1: { answers: p1Choices },
    p2: { answers: invite.partnerAnswers },
  };
}
