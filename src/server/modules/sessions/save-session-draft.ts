import { eq } from 'drizzle-orm';
import type { SavedDraft, SessionDraft } from '../../../shared/api/drafts';
import type { Db } from '../../db/client';
import { sessionDrafts } from '../../db/schema';
import { DRAFT_CLOSED, findDraft, linkStateOf, resumeDigestOf } from './draft-repository';
import { findSession } from './session-repository';

/**
 * POST /api/drafts/<resumeId>: the form as it is now replaces the stored draft. Refused once
 * person 1 has submitted (the session row is locked, so a submit and a save never cross): a
 * draft never overwrites sent answers.
 */
export async function saveSessionDraft(
  db: Db,
  resumeId: string,
  draft: SessionDraft,
  now = new Date(),
): Promise<SavedDraft> {
  const resumeDigest = resumeDigestOf(resumeId);
  return db.transaction(async (tx) => {
    const row = await findDraft(tx, resumeDigest);
    const session = await findSession(tx, row.refDigest, { forUpdate: true });
    if (session.currentSubmissionDigest !== null || row.content === null) throw DRAFT_CLOSED;
    await tx
      .update(sessionDrafts)
      .set({ content: draft, updatedAt: now })
      .where(eq(sessionDrafts.resumeDigest, resumeDigest));
    return { savedAt: now.toISOString(), link: linkStateOf(row) };
  });
}
