import { z } from 'zod';
import { QUESTIONNAIRE_PRODUCTS } from '../catalog';
import { intakeProfileSchema } from '../intake';

/** An empty field that people never see; bots fill it (docs/architecture.md §5 honeypot). */
export const honeypotSchema = z
  .string()
  .max(200)
  .optional()
  .describe('Leave empty: a hidden field that only bots fill in');

/** POST /api/assessments: start an assessment for the intake's profile (docs/product.md §4, §7). */
export const createAssessmentBodySchema = z.strictObject({
  tier: z
    .string()
    .max(40)
    .describe('free | storm | detonation | detonation_plus and aliases (D-02)'),
  /**
   * The intake's profile. The call in docs/product.md §7 sends `{tier}` alone: that assessment has
   * no profile, and its free-scan invitation says 'Your partner'.
   */
  profile: intakeProfileSchema.optional(),
  website: honeypotSchema,
});
export type CreateAssessmentBody = z.infer<typeof createAssessmentBodySchema>;

export const createAssessmentResponseSchema = z.object({ id: z.uuid() });

export const assessmentParamsSchema = z.object({ id: z.string().max(100) });

/** PATCH /api/assessments/<id>: every question of the tier answered with one of its options. */
export const saveResponsesBodySchema = z.strictObject({
  responses: z
    .record(z.string().max(60), z.string().max(300))
    .describe('question id -> the chosen option text'),
});
export type SaveResponsesBody = z.infer<typeof saveResponsesBodySchema>;

/** An assessment as its owner's pages see it (the id in the URL is the key, D-06). */
export const assessmentStatusSchema = z.object({
  id: z.uuid(),
  tier: z.enum(QUESTIONNAIRE_PRODUCTS),
  completed: z.boolean(),
  /** The free scan's partner invitation, once person 1 has answered (D-10). */
  storm: z
    .object({
      token: z.string(),
      partnerAnswered: z.boolean(),
    })
    .nullable(),
});
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;
