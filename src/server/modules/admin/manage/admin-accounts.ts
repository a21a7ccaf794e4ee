import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adminTokens } from '../../../db/schema';
import { deriveKey, seal } from '../../../security/secret-box';
import { newTotpSecret, totpUri } from '../../../security/totp';
import { TOTP_KEY_PURPOSE } from '../admin-policy';
import { newPasswordProblem } from './password-strength';

/**
 * What the admin account commands (scripts/admin.mts) share: the username rule, their errors,
 * TOTP enrolment and token revocation. Admins exist only through these functions (issue 7).
 */
export type AdminManageDeps = { db: Db };
/** Commands that seal a TOTP secret also need SECRET_KEY. */
export type AdminSecretDeps = { db: Db; secretKey: string };

export type AdminAccountErrorCode =
  | 'bad_username'
  | 'bad_password'
  | 'username_taken'
  | 'unknown_admin'
  | 'no_2fa';

/** A refused command; the message is one line the CLI prints as it is. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
  constructor(
    readonly code: AdminAccountErrorCode,
    message: string,
  ) {
    super(message);
  }
}

// Printable ASCII without spaces: a username shows unambiguously in logs and the terminal.
const USERNAME = /^[A-Za-z0-9._@-]{1,100}$/;

/** Throws unless `username` is 1-100 characters of letters, digits and . _ @ -. */
export function checkUsername(username: string): void {
  if (!USERNAME.test(username)) {
    throw new AdminAccountError(
      'bad_username',
      'A username has 1 to 100 characters: letters, digits and . _ @ - (no spaces).',
    );
  }
}

/**
 * Throws with newPasswordProblem's words unless `password` is acceptable as a new admin password
 * (12-256 characters, not common, hard to guess; password-strength.ts). `username` counts as a
 * word an attacker knows.
 */
export async function checkNewPassword(password: string, username?: string): Promise<void> {
  const problem = await newPasswordProblem(password, username ? [username] : []);
  if (problem) throw new AdminAccountError('bad_password', problem);
}

export function unknownAdmin(username: string): AdminAccountError {
  return new AdminAccountError('unknown_admin', `There is no admin named ${username}.`);
}

/** What an operator needs to enrol an authenticator app: shown once, never stored in clear. */
export type TotpEnrolment = { secret: string; uri: string };

/** A new 160-bit TOTP secret for `username`, and its sealed form for admins.totp_secret_sealed. */
export function newTotpEnrolment(
  username: string,
  secretKey: string,
): TotpEnrolment & { sealed: string } {
  const secret = newTotpSecret();
  return {
    secret,
    uri: totpUri(secret, username),
    // The login's 2FA step opens it with the same purpose (admin-policy.ts).
    sealed: seal(secret, deriveKey(secretKey, TOTP_KEY_PURPOSE)),
  };
}

/** Signs the admin out everywhere: every session and pending 2FA token. Returns how many. */
export async function revokeAdminTokens(db: Db, adminId: string): Promise<number> {
  const revoked = await db
    .delete(adminTokens)
    .where(eq(adminTokens.adminId, adminId))
    .returning({ tokenHash: adminTokens.tokenHash });
  return revoked.length;
}
