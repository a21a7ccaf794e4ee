import { type ResumeView, sessionDraftSchema } from '../../../shared/api/drafts';
import type { Db } from '../../db/client';
import { openWithCapability } from '../../security/capability-id';
import {
  findDraft,
  linkStateOf,
  RESUME_LINK_NOT_VALID,
  RESUME_REF_PURPOSE,
  resumeDigestOf,
} from './draft-repository';
import { findSession } from './session-repository';

/**
 * GET /api/drafts/<resumeId>: what the e-mailed link opens. The session's refId comes out of the
 * box sealed under the link's id (docs/decisions/013); while person 1 is still answering, the
 * draft comes with it; once their answers are in, only the session, so the page leads on to it.
 */
export async function readSessionDraft(db: Db, resumeId: string): Promise<ResumeView> {
  const row = await findDraft(db, resumeDigestOf(resumeId));
  const refId = openWithCapability(resumeId, RESUME_REF_PURPOSE, row.refIdSealed);
  if (refId === null) throw RESUME_LINK_NOT_VALID;
  const session = await findSession(db, row.refDigest);
  const draft = sessionDraftSchema.safeParse(row.content);
  if (session.currentSubmissionDigest !== null || !draft.success) {
    return { status: 'submitted', refId };
  }
  return {
    status: 'draft',
    refId,
    draft: draft.data,
    savedAt: row.updatedAt.toISOString(),
    link: linkStateOf(row),
  };
}
