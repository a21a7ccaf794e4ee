import { z } from 'zod';
import { PAID_PRODUCTS } from '../../shared/catalog';
import { privateCheckSchema } from '../../shared/safety/private-check';

/** The ten answers of one person, in question order. */
const tenAnswers = z.array(z.string()).length(10);

/** A couple's data as the paid flows collect it: the input of `scoreCouple`. */
export const coupleInputSchema = z.object({
  product: z.enum(PAID_PRODUCTS),
  person1: z.object({
    name: z.string().min(1),
    relationshipStatus: z.string().optional(),
    duration: z.string().optional(),
    primaryLoveLanguage: z.string().optional(),
    secondaryLoveLanguage: z.string().optional(),
  }),
  person2: z.object({ name: z.string().min(1) }),
  /** Open answers to the ten detonation questions. */
  person1Answers: tenAnswers,
  /** /p2 option texts or free text (/p2paste, single-page paste box). */
  person2Answers: tenAnswers,
  /**
   * Person 1's own answers to the /p2 multiple-choice questions, when known: question id
   * ('p2-q1'..'p2-q10') -> the chosen option text. Feeds `intake_choice_agreement`.
   */
  person1Intake: z.record(z.string(), z.string()).optional(),
  /**
   * Each person's private check (decision 010), when they answered it. It feeds the safety rule
   * only: nothing of it is ever written into the report.
   */
  privateCheck: z
    .object({ person1: privateCheckSchema.optional(), person2: privateCheckSchema.optional() })
    .optional(),
});

export type CoupleInput = z.infer<typeof coupleInputSchema>;
