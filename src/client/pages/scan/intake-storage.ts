import { INTAKE_FIELDS, type IntakeProfile, intakeProfileSchema } from '../../../shared/intake';
import { readText, writeText } from '../../lib/session-storage';
import type { IntakeField } from './intake-options';

/** The intake as typed: one string per field, '' when empty. */
export type IntakeForm = Record<IntakeField, string>;

/** The analysis level the start buttons set (docs/product.md §3 'analysisLevel'). */
export type AnalysisLevel = 'free' | 'detonation';

/** The intake from session storage, under the documented key names (docs/product.md §3, D-21). */
export function readIntakeForm(): IntakeForm {
  const form = {} as IntakeForm;
  for (const field of INTAKE_FIELDS) form[field] = readText(field) ?? '';
  return form;
}

export function writeIntakeField(field: IntakeField, value: string): void {
  writeText(field, value);
}

export function writeAnalysisLevel(level: AnalysisLevel): void {
  writeText('analysisLevel', level);
}

export function filledCount(form: IntakeForm): number {
  return INTAKE_FIELDS.filter((field) => form[field].trim() !== '').length;
}

/**
 * The profile the API accepts, or null when the form does not pass its contract (a missing
 * required field, an e-mail that is not one, a value outside the allowed lists).
 */
export function toProfile(form: IntakeForm): IntakeProfile | null {
  const present = Object.fromEntries(
    INTAKE_FIELDS.filter((field) => form[field].trim() !== '').map((field) => [field, form[field]]),
  );
  const parsed = intakeProfileSchema.safeParse(present);
  return parsed.success ? parsed.data : null;
}

export function isEmailValid(email: string): boolean {
  return intakeProfileSchema.shape.email.safeParse(email).success;
}

/**
 * The honeypot's value travels to the questions page in memory only: people never fill it, so a
 * reload sending '' loses nothing.
 */
let honeypot = '';
export const setHoneypot = (value: string) => {
  honeypot = value;
};
export const getHoneypot = () => honeypot;
