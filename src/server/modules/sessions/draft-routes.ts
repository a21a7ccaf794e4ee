import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import {
  createDraftBodySchema,
  createDraftResponseSchema,
  resumeIdParamsSchema,
  resumeViewSchema,
  saveDraftBodySchema,
  savedDraftSchema,
} from '../../../shared/api/drafts';
import { apiErrorSchema } from '../../../shared/api/error';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { enqueueResumeLink } from '../../jobs/resume-jobs';
import { createSessionDraft } from './create-session-draft';
import { readSessionDraft } from './read-session-draft';
import { saveSessionDraft } from './save-session-draft';

export type DraftRouteDeps = { db: Db; boss: PgBoss; secretKey: string };

/**
 * Draft saves come with typing (the page waits for a pause, and saves on each step change):
 * generous for a person, a wall for a flood.
 */
export const DRAFT_SAVE_RATE_LIMIT = RATE_LIMITS.write;

const tags = ['sessions'];

/**
 * Resume anywhere (docs/decisions/015): person 1's answers in progress saved on the server under
 * the resume link e-mailed to them when the two-step flow starts.
 */
export const draftRoutes: FastifyPluginAsyncZod<DraftRouteDeps> = async (app, deps) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/drafts',
    {
      config: { idempotent: true, rateLimit: RATE_LIMITS.create },
      schema: {
        tags,
        summary: "Store a new session's first draft and e-mail person 1 its resume link (once)",
        body: createDraftBodySchema,
        response: {
          201: createDraftResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { resumeDigest, ...created } = await createSessionDraft(deps, request.body);
      // After commit, so the job finds its row; a send lost to a crash is re-queued by the sweep
      // in jobs/resume-jobs.ts.
      if (created.link === 'pending') await enqueueResumeLink(deps.boss, resumeDigest);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/drafts/:resumeId',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags,
        summary: 'What the resume link opens: the draft, or the session once answers are in',
        params: resumeIdParamsSchema,
        response: { 200: resumeViewSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => readSessionDraft(deps.db, request.params.resumeId),
  );

  app.post(
    '/api/drafts/:resumeId',
    {
      config: { rateLimit: DRAFT_SAVE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Save person 1's answers in progress (refused once they are sent)",
        params: resumeIdParamsSchema,
        body: saveDraftBodySchema,
        response: {
          200: savedDraftSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => saveSessionDraft(deps.db, request.params.resumeId, request.body.draft),
  );
};
