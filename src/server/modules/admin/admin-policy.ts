/** The admin area's security rules (issue 7, DESIGN §5), in one place. */

/** A dashboard token lives 30 minutes without use and 12 hours at most. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** The 2FA step must follow the password step within 5 minutes. */
export const MFA_CHALLENGE_MS = 5 * 60_000;

/** Login and 2FA: at most 10 attempts a minute per client address and per username. */
export const ATTEMPT_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** HKDF purposes: the same strings wherever these keys are used (CLI and server). */
export const TOTP_KEY_PURPOSE = 'admin-totp';
export const ATTEMPT_KEY_PURPOSE = 'admin-attempts';

/** The one answer for an unknown username and a wrong password (same status, body, timing). */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const INVALID_CODE = 'Invalid code';
