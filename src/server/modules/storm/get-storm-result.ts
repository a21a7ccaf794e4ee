import type { StormResultResponse } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Db } from '../../db/client';
import { loadInvite } from './storm-repository';

/** The shared result page's data: both people's answers side by side and the alignment. */
export async function getStormResult(db: Db, token: string): Promise<StormResultResponse> {
  const invite = await loadInvite(db, token);
  if (invite.partnerAnswers === null || invite.result === null) {
    return { status: 'waiting', inviterName: invite.inviterName };
  }
  return {
    status: 'complete',
    inviterName: invite.inviterName,
    result: invite.result,
    themes: stormQuestions.map(({ theme, text, partnerPrompt }) => ({
      theme,
      question: text,
      prompt: partnerPrompt,
    })),
    p1: { answers: stormQuestions.map((question) => invite.p1Responses[question.id] ?? '') },
    p2: { answers: invite.partnerAnswers },
  };
}
