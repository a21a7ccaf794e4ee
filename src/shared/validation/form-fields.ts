import { z } from 'zod';

/**
 * The messages under a form's fields once a submit was tried: one wording for the two-step
 * profile, the single page and the intake (issue 22). The toasts and alerts beside them keep the
 * fixed words (docs/product.md §11) (COUPLE_MESSAGES).
 */
export const FIELD_MESSAGES = {
  name: 'Enter your name.',
  fullName: 'Enter your full name.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  partnerName: "Enter your partner's name.",
  primaryLoveLanguage: 'Choose your primary love language.',
  secondaryLoveLanguage: 'Choose your secondary love language.',
} as const;

/** Spaces alone do not fill a field. */
export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/** A field that must be filled; nothing else is checked while it is blank. */
export function requiredField(message: string) {
  return z.string().refine(isFilled, { error: message, abort: true });
}

/**
 * An e-mail field: `missing` while it is blank, then FIELD_MESSAGES.emailInvalid until `isEmail`
 * accepts it. Each form passes the check its server applies.
 */
export function emailField(
  isEmail: (value: string) => boolean,
  missing: string = FIELD_MESSAGES.emailMissing,
) {
  return requiredField(missing).refine(isEmail, { error: FIELD_MESSAGES.emailInvalid });
}
