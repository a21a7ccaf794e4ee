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

const questionNumber = z.number().int().min(1).max(10);

/** A sentence quoted from an answer, as evidence for a finding. */
export const quoteSchema = z.object({
  person: personKeySchema,
  /** 1-based question number in that person's question set. */
  question: questionNumber,
  /** The question it answers, so a reader never meets a bare 'question 3'. */
  questionText: z.string(),
  text: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const fosmReadingSchema = z.object({
  /**
   * 1 (full of it) to 5 (straight talk): the Full of 💩 Meter (D-26, `FOSM_LEVELS`). Null when
   * the person wrote nothing of their own for it to read (every answer a chosen option).
   */
  level: z.number().int().min(1).max(5).nullable(),
  name: z.string(),
  /** Why this level: one line per validity signal that moved it. */
  evidence: z.array(z.string()),
});
export type FosmReading = z.infer<typeof fosmReadingSchema>;

export const trafficLightSchema = z.enum(['green', 'amber', 'red']);

export const dimensionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /**
   * The couple's score on this dimension, or null when the answers say too little about it
   * (D-24): then `summary` says there is not enough in the answers to say, never a default.
   */
  score: score.nullable(),
  /** The band of `score`; null exactly when `score` is. */
  trafficLight: trafficLightSchema.nullable(),
  /** Each person's own reading on the dimension; null where their answers say nothing of it. */
  byPerson: z.object({ person1: score.nullable(), person2: score.nullable() }),
  /** Written from the evidence that moved the score. */
  summary: z.string(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

/** D-25: how one person answered a paired theme. */
export const themeAnswerSchema = z.object({
  question: questionNumber,
  questionText: z.string(),
  /** The person's own words (the answer, shortened to a readable length). */
  answer: z.string(),
  /** How the engine read the answer on this theme ('pooling money'), or null when unclear. */
  reading: z.string().nullable(),
});

export const themeVerdictSchema = z.enum(['agree', 'differ', 'cannot_compare']);
export type ThemeVerdict = z.infer<typeof themeVerdictSchema>;

/**
 * D-25: one theme of the two question sets, both people's words side by side. A person is null
 * when their question set does not ask about the theme (then the verdict is 'cannot_compare').
 */
export const themeComparisonSchema = z.object({
  id: z.string(),
  title: z.string(),
  person1: themeAnswerSchema.nullable(),
  person2: themeAnswerSchema.nullable(),
  verdict: themeVerdictSchema,
  summary: z.string(),
});
export type ThemeComparison = z.infer<typeof themeComparisonSchema>;

/**
 * D-24: the report when answers that reached the engine cannot be read. It grades nothing and
 * says why, for whom, and where to write.
 */
export const notGradedSchema = z.object({
  /** Plain words for the reader: why the report could not be graded. */
  reason: z.string(),
  /** Whose answers could not be read. */
  people: z.array(personKeySchema).min(1),
  /** Each unreadable answer: whose, which question, and why. */
  problems: z.array(
    z.object({ person: personKeySchema, question: questionNumber, reason: z.string() }),
  ),
  /** The support address to write to (the operator's SUPPORT_EMAIL). */
  support: z.string(),
});

export const variableSchema = z.object({
  /** Stable machine name, documented in docs/scoring.md. */
  name: z.string(),
  label: z.string(),
  scope: z.enum(['person1', 'person2', 'couple']),
  /** Null when the answers hold no evidence for it (a dimension with nothing to read). */
  value: z.number().nullable(),
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
 * Three shapes. Graded: score, grade, readings and findings. Under the safety rule (D-22) both
 * partners get the same neutral report: no score, no grade, no reading of either person or of the
 * couple, nothing quoted, nothing that says who wrote what; only the note, where to get help and
 * the help line. Not graded (D-24): the same emptiness, with `notGraded` saying why. These are
 * the fields that must be empty (or null) in the two ungraded shapes, and set when graded.
 */
function checkShape(model: ReportModelShape, ctx: z.RefinementCtx): void {
  const flagged = model.safety.flagged;
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (flagged && model.notGraded !== null)
    issue(['notGraded'], 'must be null under the safety rule');
  const graded = !flagged && model.notGraded === null;
  if (model.graded !== graded) issue(['graded'], graded ? 'must be true' : 'must be false');
  const why = flagged ? 'under the safety rule' : 'when not graded';
  for (const key of ['score', 'grade', 'traumaBond', 'honesty'] as const) {
    if ((model[key] === null) === graded)
      issue([key], graded ? 'is required' : `must be null ${why}`);
  }
  if ((model.safety.note === null) === flagged)
    issue(['safety', 'note'], flagged ? 'is required under the safety rule' : 'must be null');
  if (graded) return;
  if (model.max !== null) issue(['max'], `must be null ${why}`);
  for (const key of ['redFlags', 'dynamics', 'dimensions', 'themes', 'variables'] as const) {
    if (model[key].length > 0) issue([key], `must be empty ${why}`);
  }
  if (flagged && model.safety.resources.length === 0)
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
  /** False under the safety rule and when not graded (D-24); then score and grade are null. */
  graded: z.boolean(),
  /** The couple's score and its letter grade; both null exactly when not `graded`. */
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
  /** Set only when answers could not be read (D-24); null otherwise. */
  notGraded: notGradedSchema.nullable(),
  /** D-25: the paired themes of the two question sets; empty when not graded. */
  themes: z.array(themeComparisonSchema),
  /** Null when not graded. */
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

export const reportModelSchema = reportModelShape.superRefine(checkShape);
export type ReportModel = z.infer<typeof reportModelSchema>;
