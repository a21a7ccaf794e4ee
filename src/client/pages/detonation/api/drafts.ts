import {
  type CreateDraftBody,
  createDraftResponseSchema,
  resumeViewSchema,
  type SaveDraftBody,
  savedDraftSchema,
} from '../../../../shared/api/drafts';
import { apiRequest, segment } from '../../../lib/api-client';

/** POST /api/drafts: the new session's first draft; e-mails person 1 the resume link (once). */
export function createDraft(body: CreateDraftBody) {
  return apiRequest('/api/drafts', {
    method: 'POST',
    idempotent: true,
    body,
    schema: createDraftResponseSchema,
  });
}

/** POST /api/drafts/<resumeId>: the form as it is now (409 draft_closed once sent). */
export function saveDraft(resumeId: string, body: SaveDraftBody) {
  return apiRequest(`/api/drafts/${segment(resumeId)}`, {
    method: 'POST',
    body,
    schema: savedDraftSchema,
  });
}

/** GET /api/drafts/<resumeId>: what the e-mailed link opens; 404 once it no longer works. */
export function getDraft(resumeId: string, signal?: AbortSignal) {
  return apiRequest(`/api/drafts/${segment(resumeId)}`, { schema: resumeViewSchema, signal });
}
