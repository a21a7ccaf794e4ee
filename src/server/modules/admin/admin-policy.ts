/** The admin area's security rules (issue 7, docs/architecture.md §5), in one place. */

/** A dashboard token lives 30 minutes without use and 12 hours at most. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** The 2FA step must follow the password step within 5 minutes. */
export const MFA_CHALLENGE_MS = 5 * 60_000;

/** A 2FA challenge dies after this many codes: the next one is refused even when right. */
export const MFA_CODE_ATTEMPTS = 3;

/**
 * Login and 2FA back-off (limit-auth-attempts.ts): only failures count, over 15 minutes. An
 * address may fail 10 times for one username and 20 times in all; a username with 10 failures
 * (from anywhere) holds back only the addresses that have failed themselves, so nobody can lock
 * an admin out of a fresh address (issue 21).
 */
export const ATTEMPT_LIMIT = {
  windowMs: 15 * 60_000,
  perPair: 10,
  perAddress: 20,
  perUsername: 10,
} as const;

/** New admin passwords (scripts/admin.mts): at least this many characters, and not guessable. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** HKDF purposes: the same strings wherever these keys are used (CLI and server). */
export const TOTP_KEY_PURPOSE = 'admin-totp';
export const ATTEMPT_KEY_PURPOSE = 'admin-attempts';

/** The one answer for an unknown username and a wrong password (same status, body, timing). */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const INVALID_CODE = 'Invalid code';
