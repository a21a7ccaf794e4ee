import { alignStorm } from '../../../engine/storm/align-storm';
import type { StormResultResponse } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import { safetyHelpLine } from '../../../shared/safety/resources';
import type { Db } from '../../db/client';
import { loadInvite } from './storm-repository';

/**
 * The shared result page's data: the alignment and both people's answers side by side, or, when
 * the partner's answers raise the safety rule (D-22), only a calm note and where to get help:
 * no alignment, no names, neither person's answers. Every result ends with the help line.
 * The result is the engine's reading of the stored answers, made each time it is shown
 * (decision 004): the engine is pure, and person 1's answers are fixed once the partner has
 * answered.
 */
export async function getStormResult(
  db: Db,
  token: string,
  safetyResources: readonly string[],
): Promise<StormResultResponse> {
  const invite = await loadInvite(db, token);
  if (invite.partnerAnswers === null) {
    return { status: 'waiting', inviterName: invite.inviterName };
  }
  const p1Choices = stormQuestions.map((question) => invite.p1Responses[question.id] ?? '');
  const result = alignStorm({
    questions: stormQuestions,
    p1Choices,
    p2Answers: invite.partnerAnswers,
    resources: safetyResources,
    p1FirstName: invite.inviterName,
  });
  const helpLine = safetyHelpLine(safetyResources);
  if (result.flagged) return { status: 'complete', result, helpLine };
  return {
    status: 'complete',
    inviterName: invite.inviterName,
    result,
    themes: stormQuestions.map(({ theme, text, partnerPrompt }) => ({
      theme,
      question: text,
      prompt: partnerPrompt,
    })),
    p1: { answers: p1Choices },
    p2: { answers: invite.partnerAnswers },
    helpLine,
  };
}
