import type { StormInvite } from '../../../shared/api/storm';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Db } from '../../db/client';
import { loadInvite } from './storm-repository';

/** What the partner's page shows: who asked, the five prompts, whether they already answered. */
export async function getStormInvite(db: Db, token: string): Promise<StormInvite> {
  const invite = await loadInvite(db, token);
  return {
    inviterName: invite.inviterName,
    prompts: stormQuestions.map(({ id, theme, partnerPrompt }) => ({
      id,
      theme,
      prompt: partnerPrompt,
    })),
    answered: invite.partnerAnswers !== null,
  };
}
