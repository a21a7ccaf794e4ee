import { z } from 'zod';
import { singleLine } from './validation/single-line';

/** The intake form's allowed values (docs/product.md §3 "Intake form values"). */
export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const RELATIONSHIP_STATUSES = [
  'dating',
  'in-relationship',
  'engaged',
  'married',
  'complicated',
  'other',
] as const;
export const DURATIONS = [
  'less-than-1-month',
  '1-6-months',
  '6-months-1-year',
  '1-3-years',
  '3-5-years',
  '5-plus-years',
] as const;
export const LOVE_LANGUAGES = [
  'words-of-affirmation',
  'quality-time',
  'receiving-gifts',
  'acts-of-service',
  'physical-touch',
] as const;

/** Names and phone numbers: one line each. */
const trimmed = singleLine;

/** The intake profile as the server accepts it: recorded as a User (docs/product.md §3). */
export const intakeProfileSchema = z.strictObject({
  fullName: trimmed(120).min(1, 'is required'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be an e-mail address')),
  /** Optional (D-17). */
  phone: trimmed(40).optional(),
  gender: z.enum(GENDERS).optional(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES).optional(),
  duration: z.enum(DURATIONS).optional(),
  primaryLoveLanguage: z.enum(LOVE_LANGUAGES),
  secondaryLoveLanguage: z.enum(LOVE_LANGUAGES),
});
export type IntakeProfile = z.infer<typeof intakeProfileSchema>;

/**
 * Session-storage keys of the intake (docs/product.md §3), in the order of the form's 8 fields plus
 * the chosen analysis level.
 */
export const INTAKE_FIELDS = [
  'fullName',
  'email',
  'phone',
  'gender',
  'relationshipStatus',
  'duration',
  'primaryLoveLanguage',
  'secondaryLoveLanguage',
] as const;
export const INTAKE_STORAGE_KEYS = [...INTAKE_FIELDS, 'analysisLevel'] as const;
