import { z } from 'zod';
import { answersFromList, tenAnswersSchema } from '../../../shared/api/sessions';
import { readJson, readText, removeKey, writeJson } from '../../lib/session-storage';
import { TWO_STEP_PRODUCTS, type TwoStepProduct, twoStepProductFromLevel } from './couple-products';

/** The two-step flow's work in progress, kept per tab until the answers are submitted (D-21). */
const DRAFT_KEY = 'msoul:detonation:draft';

/** The intake's own key names (docs/product.md §3; written by pages/scan/intake-storage.ts). */
const INTAKE_KEYS = {
  name: 'fullName',
  email: 'email',
  phone: 'phone',
  level: 'analysisLevel',
} as const;

export const QUESTION_COUNT = 10;

const draftSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    partnerName: z.string(),
  }),
  product: z.enum(TWO_STEP_PRODUCTS),
  answers: tenAnswersSchema,
  /** 0 is the profile step, 1 to 10 the question shown. */
  step: z.number().int().min(0).max(QUESTION_COUNT),
  /** The session opened by the profile step; the product may still change (the submit sets it). */
  refId: z.string().min(1).nullable(),
});
export type TwoStepDraft = z.infer<typeof draftSchema>;

function isDraft(value: unknown): value is TwoStepDraft {
  return draftSchema.safeParse(value).success;
}

/** A fresh start: person 1 pre-filled from the intake when they came through it (D-09). */
export function draftFromIntake(): TwoStepDraft {
  return {
    profile: {
      name: readText(INTAKE_KEYS.name) ?? '',
      email: readText(INTAKE_KEYS.email) ?? '',
      phone: readText(INTAKE_KEYS.phone) ?? '',
      partnerName: '',
    },
    product: twoStepProductFromLevel(readText(INTAKE_KEYS.level)),
    answers: answersFromList([]),
    step: 0,
    refId: null,
  };
}

/**
 * The stored draft, or a fresh one; a step past the profile needs a session to answer for. A
 * report the link offered (?tier=, docs/product.md §2) is the latest choice, so it is
 * preselected over the stored or intake one; the submit records the product with the session.
 */
export function readTwoStepDraft(offered: TwoStepProduct | null = null): TwoStepDraft {
  const stored = readJson(DRAFT_KEY, isDraft);
  const draft = stored ? (stored.refId ? stored : { ...stored, step: 0 }) : draftFromIntake();
  return offered === null ? draft : { ...draft, product: offered };
}

export function writeTwoStepDraft(draft: TwoStepDraft): void {
  writeJson(DRAFT_KEY, draft);
}

export function clearTwoStepDraft(): void {
  removeKey(DRAFT_KEY);
}
