import { z } from 'zod';
import { PAID_PRODUCTS } from '../catalog';

/**
 * The couple report as the engine v2.7 writes it and the PDF and e-mail render it. Pure data:
 * everything the reader sees is decided by the engine; renderers only lay it out.
 */
export const ENGINE_VERSION = '2.7';

export const GRADES = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
] as const;

export const personKeySchema = z.enum(['person1', 'person2']);
export type PersonKey = z.infer<typeof personKeySchema>;

const score = z.number().int().min(0).max(100);

/** A sentence quoted from an answer, as evidence for a finding. */
export const quoteSchema = z.object({
  person: personKeySchema,
  /** 1-based question number. */
  question: z.number().int().min(1).max(10),
  text: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const fosmReadingSchema = z.object({
  /** 1 (full of it) to 5 (straight talk): the Full of 💩 Meter (D-26, `FOSM_LEVELS`). */
  level: z.number().int().min(1).max(5),
  name: z.string(),
  /** Why this level: one line per validity signal that moved it. */
  evidence: z.array(z.string()),
});
export type FosmReading = z.infer<typeof fosmReadingSchema>;

export const trafficLightSchema = z.enum(['green', 'amber', 'red']);

export const dimensionSchema = z.object({
  id: z.string(),
  label: z.string(),
  score,
  trafficLight: trafficLightSchema,
  summary: z.string(),
});

export const variableSchema = z.object({
  /** Stable machine name, documented in docs/scoring.md. */
  name: z.string(),
  label: z.string(),
  scope: z.enum(['person1', 'person2', 'couple']),
  value: z.number(),
  min: z.number(),
  max: z.number(),
});
export type ReportVariable = z.infer<typeof variableSchema>;

/** The Max extras: Detonation + FOSM (Max) only, and never in a report under the safety rule. */
export const maxSectionSchema = z.object({
  shadowWork: z.array(z.object({ title: z.string(), body: z.string() })),
  forecast: z.string(),
  verdict: z.string(),
  actionPlan: z.array(z.object({ title: z.string(), detail: z.string() })),
  partnerScores: z.object({ person1: score, person2: score, average: score }),
});

export const traumaBondSchema = z.object({
  detected: z.boolean(),
  summary: z.string(),
  evidence: z.array(quoteSchema),
});

export const honestySchema = z.object({
  person1: fosmReadingSchema,
  person2: fosmReadingSchema,
  insights: z.array(z.string()),
});

/**
 * When the safety rule is on (decision D-22) both partners get the same neutral report: no score,
 * no grade, no reading of either person or of the couple, nothing quoted, nothing that says who
 * wrote what; only the note, where to get help and the help line. These are the fields that
 * must be empty (or null) then, and set otherwise.
 */
function checkSafetyShape(model: ReportModelShape, ctx: z.RefinementCtx): void {
  const flagged = model.safety.flagged;
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if ((model.score === null) !== flagged)
    issue(['score'], flagged ? 'must be null under the safety rule' : 'is required');
  if ((model.grade === null) !== flagged)
    issue(['grade'], flagged ? 'must be null under the safety rule' : 'is required');
  if ((model.traumaBond === null) !== flagged)
    issue(['traumaBond'], flagged ? 'must be null under the safety rule' : 'is required');
  if ((model.honesty === null) !== flagged)
    issue(['honesty'], flagged ? 'must be null under the safety rule' : 'is required');
  if ((model.safety.note === null) === flagged)
    issue(['safety', 'note'], flagged ? 'is required under the safety rule' : 'must be null');
  if (!flagged) return;
  if (model.max !== null) issue(['max'], 'must be null under the safety rule');
  for (const key of ['redFlags', 'dynamics', 'dimensions', 'variables'] as const) {
    if (model[key].length > 0) issue([key], 'must be empty under the safety rule');
  }
  if (model.safety.resources.length === 0)
    issue(['safety', 'resources'], 'must list where to get help under the safety rule');
}

const reportModelShape = z.object({
  engineVersion: z.literal(ENGINE_VERSION),
  product: z.enum(PAID_PRODUCTS),
  couple: z.object({
    person1: z.object({ name: z.string() }),
    person2: z.object({ name: z.string() }),
    relationshipStatus: z.string().nullable(),
    duration: z.string().nullable(),
  }),
  /** The couple's score and its letter grade; both null exactly when `safety.flagged`. */
  score: score.nullable(),
  grade: z.enum(GRADES).nullable(),
  headline: z.string(),
  /**
   * The safety rule (D-22). When flagged the whole report is this neutral section: a note on why a
   * couple reading is not the right tool for these answers, and where to get help (the operator's
   * SAFETY_RESOURCES). Unflagged: note null, resources empty.
   */
  safety: z.object({
    flagged: z.boolean(),
    note: z.string().nullable(),
    resources: z.array(z.string()),
  }),
  /** Null under the safety rule. */
  traumaBond: traumaBondSchema.nullable(),
  /** Empty under the safety rule. */
  redFlags: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      severity: z.enum(['low', 'medium', 'high']),
      explanation: z.string(),
      evidence: z.array(quoteSchema),
    }),
  ),
  /** Empty under the safety rule. */
  dynamics: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
  /** Null under the safety rule. */
  honesty: honestySchema.nullable(),
  /** Empty under the safety rule. */
  dimensions: z.array(dimensionSchema),
  /** Detonation + FOSM (Max) only; null for Detonation and under the safety rule. */
  max: maxSectionSchema.nullable(),
  /** Every variable the engine measured (docs/scoring.md); empty under the safety rule. */
  variables: z.array(variableSchema),
  disclaimers: z.array(z.string()),
  /**
   * The one line every report ends with, flagged or not: where to get help
   * (`safetyHelpLine` of the configured resources).
   */
  helpLine: z.string(),
});
type ReportModelShape = z.infer<typeof reportModelShape>;

export const reportModelSchema = reportModelShape.superRefine(checkSafetyShape);
export type ReportModel = z.infer<typeof reportModelSchema>;
