import { z } from 'zod';

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
  /** 1 (straight talker) to 5 (full of it): the Full of 💩 Meter. */
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

export const reportModelSchema = z.object({
  engineVersion: z.literal(ENGINE_VERSION),
  product: z.enum(['detonation', 'detonation_fosm']),
  couple: z.object({
    person1: z.object({ name: z.string() }),
    person2: z.object({ name: z.string() }),
    relationshipStatus: z.string().nullable(),
    duration: z.string().nullable(),
  }),
  /** The couple's score and its letter grade. */
  score,
  grade: z.enum(GRADES),
  headline: z.string(),
  /** When coercion, abuse or fear markers appear, the report leads with this (D-20). */
  safety: z.object({
    flagged: z.boolean(),
    note: z.string().nullable(),
    resources: z.array(z.string()),
  }),
  traumaBond: z.object({
    detected: z.boolean(),
    summary: z.string(),
    evidence: z.array(quoteSchema),
  }),
  redFlags: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      severity: z.enum(['low', 'medium', 'high']),
      explanation: z.string(),
      evidence: z.array(quoteSchema),
    }),
  ),
  dynamics: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
  honesty: z.object({
    person1: fosmReadingSchema,
    person2: fosmReadingSchema,
    insights: z.array(z.string()),
  }),
  dimensions: z.array(dimensionSchema),
  /** Detonation + FOSM (Max) only; null for Detonation. */
  max: z
    .object({
      shadowWork: z.array(z.object({ title: z.string(), body: z.string() })),
      forecast: z.string(),
      verdict: z.string(),
      actionPlan: z.array(z.object({ title: z.string(), detail: z.string() })),
      partnerScores: z.object({ person1: score, person2: score, average: score }),
    })
    .nullable(),
  variables: z.array(variableSchema),
  disclaimers: z.array(z.string()),
});
export type ReportModel = z.infer<typeof reportModelSchema>;
