import { z } from 'zod';
import { COUPLE_PRODUCTS } from '../catalog';
import { person1Schema, refIdSchema, tenAnswersSchema } from './sessions';

/**
 * Person 1's answers in progress on the server (docs/decisions/015: resume anywhere). Starting the
 * two-step flow e-mails person 1 a private resume link (/resume/<resumeId>); the page saves the
 * form as a draft under that id while they type, and the link restores it on any device. A draft
 * holds the same fields with the same limits as the answers it becomes, but may be incomplete; it
 * is refused once person 1 has submitted, and goes with its session (purge and erasure).
 */

/** The two-step flow has ten questions; 0 is the profile step. */
export const DRAFT_LAST_STEP = 10;

export const sessionDraftSchema = z.strictObject({
  /** The report chosen so far (the submit records it with the session). */
  product: z.enum(COUPLE_PRODUCTS),
  /** Person 1's profile as typed so far: the answers' own field limits, none required. */
  profile: person1Schema.partial(),
  /** q1..q10 as typed so far: the answers' own length limit, none required. */
  answers: tenAnswersSchema.partial(),
  /** Where they were: 0 the profile step, 1 to 10 the question shown. */
  step: z.number().int().min(0).max(DRAFT_LAST_STEP),
});
export type SessionDraft = z.infer<typeof sessionDraftSchema>;

export const resumeIdSchema = z.string().max(100).describe('The resume link id (e-mailed)');
export const resumeIdParamsSchema = z.object({ resumeId: resumeIdSchema });

/**
 * Where the e-mail with the resume link stands: `sent` once the mail server accepted it,
 * `pending` while it is queued, `not_sent` when none goes out (too many links to this address
 * this hour). Pages claim an e-mail only when it is `sent`.
 */
export const RESUME_LINK_STATES = ['sent', 'pending', 'not_sent'] as const;
export const resumeLinkStateSchema = z.enum(RESUME_LINK_STATES);
export type ResumeLinkState = z.infer<typeof resumeLinkStateSchema>;

/**
 * POST /api/drafts: right after the profile step opened the session, its first draft, and the
 * address the resume link goes to (person 1's own, from that profile). Once per session.
 */
export const createDraftBodySchema = z.strictObject({
  refId: refIdSchema,
  email: person1Schema.shape.email,
  draft: sessionDraftSchema,
});
export type CreateDraftBody = z.input<typeof createDraftBodySchema>;

export const savedDraftSchema = z.object({
  /** When the server stored this draft (ISO 8601). */
  savedAt: z.string(),
  link: resumeLinkStateSchema,
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const createDraftResponseSchema = savedDraftSchema.extend({
  /** The draft's capability: the page saves under it; the e-mailed link carries it. */
  resumeId: z.string(),
});

/** POST /api/drafts/<resumeId>: the form as it is now; replaces the stored draft. */
export const saveDraftBodySchema = z.strictObject({ draft: sessionDraftSchema });
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

/**
 * GET /api/drafts/<resumeId>: what the resume link opens. `draft` while person 1 is still
 * answering; `submitted` once their answers are in (the draft is gone then), with the session's
 * refId so the page can lead on to it.
 */
export const resumeViewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('draft'),
    refId: z.string(),
    draft: sessionDraftSchema,
    savedAt: z.string(),
    link: resumeLinkStateSchema,
  }),
  z.object({ status: z.literal('submitted'), refId: z.string() }),
]);
export type ResumeView = z.infer<typeof resumeViewSchema>;
