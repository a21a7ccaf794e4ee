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

/**
 * One person's reading on the free FOSM sample (decision D-27): a step of the three-step sample
 * (levels 1, 3 and 5 of the full meter, named as in shared/report/fosm-levels.ts) with the
 * evidence that placed it there, or no reading and why (person 1's answers are chosen options).
 */
export const stormFosmReadingSchema = z.discriminatedUnion('read', [
  z.object({
    read: z.literal(true),
    step: z.union([z.literal(1), z.literal(3), z.literal(5)]),
    name: z.string(),
    evidence: z.array(z.string()),
  }),
  z.object({ read: z.literal(false), reason: z.string() }),
]);
export type StormFosmReading = z.infer<typeof stormFosmReadingSchema>;

export const stormFosmSampleSchema = z.object({
  person1: stormFosmReadingSchema,
  partner: stormFosmReadingSchema,
});
export type StormFosmSample = z.infer<typeof stormFosmSampleSchema>;

/**
 * The Storm result (docs/product.md §3) when nothing raised the safety rule: alignment 0-100 over
 * the themes that could be compared (null when none could), what to celebrate, watch and try,
 * the themes the partner's answer does not speak to, and the FOSM sample (D-27).
 */
export const stormAlignedResultSchema = z.object({
  flagged: z.literal(false),
  alignment: z.number().int().min(0).max(100).nullable(),
  strengths: z.array(z.string()),
  risks: z.array(z.string()),
  /** Themes not compared: the partner's answer does not say, so nothing is shown as agreed. */
  unclear: z.array(z.string()),
  tips: z.array(z.string()),
  fosmSample: stormFosmSampleSchema,
});

/**
 * The Storm result when the safety rule is on (decision D-22): no alignment and nothing about the
 * couple, only a calm note and where to get help. It never says which person raised it.
 */
export const stormFlaggedResultSchema = z.object({
  flagged: z.literal(true),
  note: z.string(),
  resources: z.array(z.string()),
});
export type StormAlignedResult = z.infer<typeof stormAlignedResultSchema>;
export type StormFlaggedResult = z.infer<typeof stormFlaggedResultSchema>;

export const stormResultSchema = z.discriminatedUnion('flagged', [
  stormAlignedResultSchema,
  stormFlaggedResultSchema,
]);
export type StormResult = z.infer<typeof stormResultSchema>;

const stormThemesSchema = z.array(
  z.object({ theme: z.string(), question: z.string(), prompt: z.string() }),
);

/**
 * GET /api/storm/result/<token>: the shared result, or that the partner has not answered yet.
 * Every result ends with `helpLine`, flagged or not. A flagged result carries neither person's
 * answers (nor names or themes): serialisation keeps only the fields listed here.
 */
export const stormResultResponseSchema = z.union([
  z.object({ status: z.literal('waiting'), inviterName: z.string() }),
  z.object({
    status: z.literal('complete'),
    inviterName: z.string(),
    result: stormAlignedResultSchema,
    /** Per theme, in order: the theme, person 1's question and the partner's prompt. */
    themes: stormThemesSchema,
    p1: z.object({ answers: z.array(z.string()) }),
    p2: z.object({ answers: z.array(z.string()) }),
    /** Where to get help, in one line (safetyHelpLine of the configured SAFETY_RESOURCES). */
    helpLine: z.string(),
  }),
  z.object({
    status: z.literal('complete'),
    result: stormFlaggedResultSchema,
    helpLine: z.string(),
  }),
]);
export type StormResultResponse = z.infer<typeof stormResultResponseSchema>;
