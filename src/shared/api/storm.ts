import { z } from 'zod';
import { honeypotSchema } from './assessments';

export const STORM_QUESTION_COUNT = 5;
export const STORM_ANSWER_MAX_CHARS = 600;

export const stormTokenParamsSchema = z.object({ token: z.string().max(100) });

/** GET /api/storm/<token>: what the partner's page needs. */
export const stormInviteSchema = z.object({
  /** Person 1's first name, so the partner knows who asked. */
  inviterName: z.string(),
  prompts: z.array(z.object({ id: z.string(), theme: z.string(), prompt: z.string() })),
  answered: z.boolean(),
});
export type StormInvite = z.infer<typeof stormInviteSchema>;

/** POST /api/storm/submit/<token>: the partner's five free-text answers. */
export const stormSubmitBodySchema = z.strictObject({
  answers: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Please answer all questions.')
        .max(STORM_ANSWER_MAX_CHARS, `must be at most ${STORM_ANSWER_MAX_CHARS} characters`),
    )
    .length(STORM_QUESTION_COUNT, `must hold exactly ${STORM_QUESTION_COUNT} answers`),
  website: honeypotSchema,
});
export type StormSubmitBody = z.infer<typeof stormSubmitBodySchema>;

export const stormSubmitResponseSchema = z.object({ ok: z.literal(true) });

/** The Storm result (spec §3): alignment 0-100 and what to celebrate, watch and try. */
export const stormResultSchema = z.object({
  alignment: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
  risks: z.array(z.string()),
  tips: z.array(z.string()),
});
export type StormResult = z.infer<typeof stormResultSchema>;

/** GET /api/storm/result/<token>: the shared result, or that the partner has not answered yet. */
export const stormResultResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), inviterName: z.string() }),
  z.object({
    status: z.literal('complete'),
    inviterName: z.string(),
    result: stormResultSchema,
    /** Per theme, in order: the theme, person 1's question and the partner's prompt. */
    themes: z.array(z.object({ theme: z.string(), question: z.string(), prompt: z.string() })),
    p1: z.object({ answers: z.array(z.string()) }),
    p2: z.object({ answers: z.array(z.string()) }),
  }),
]);
export type StormResultResponse = z.infer<typeof stormResultResponseSchema>;
