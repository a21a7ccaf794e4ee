import { eq } from 'drizzle-orm';
import type { AdminLoginBody, AdminLoginResponse } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyAgainstNobody, verifyPassword } from '../../security/password-hash';
import { recordAuditEvent } from '../audit/public';
import { INVALID_CREDENTIALS } from './admin-policy';
import { issueMfaChallenge, issueSessionToken } from './admin-tokens';
import { beginAuthAttempt, forgetAttempt, type PendingAttempt } from './limit-auth-attempts';

export type AdminAuthDeps = {
  db: Db;
  attemptKey: Uint8Array;
  totpKey: Uint8Array;
  /** false in production unless ADMIN_TOTP_OPTIONAL=true: every admin needs the code step. */
  totpOptional: boolean;
};

const TOTP_REQUIRED = new AppError(
  403,
  'totp_required',
  'This admin account has no two-factor authentication, which this server requires. Enable it with: npm run admin -- enable-2fa <username>',
);

/**
 * POST /api/admin/login. An unknown username still costs one argon2 verification, so it
 * answers like a wrong password: same 401, same body, same timing class. An admin with 2FA gets
 * a challenge for the code step instead of a token. Only failures count towards the back-off
 * (limit-auth-attempts.ts).
 */
export async function logInAdmin(
  deps: AdminAuthDeps,
  body: AdminLoginBody,
  ip: string,
): Promise<AdminLoginResponse> {
  const { db } = deps;
  let attempt: PendingAttempt;
  try {
    attempt = await beginAuthAttempt(db, deps.attemptKey, 'login', { ip, username: body.username });
  } catch (error) {
    await recordAuditEvent(db, 'admin.rate_limited', null, { step: 'login' });
    throw error;
  }
  const [admin] = await db.select().from(admins).where(eq(admins.username, body.username));
  const passwordOk = admin
    ? await verifyPassword(admin.passwordHash, body.password)
    : await verifyAgainstNobody(body.password);
  if (!admin || !passwordOk) {
    // The typed username is not recorded: it may be a password typed into the wrong field.
    await recordAuditEvent(db, 'admin.login_failed', admin ? admin.username : null, {
      step: 'password',
    });
    throw AppError.unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
  }
  // The right password: not a failure, whatever the next step says.
  await forgetAttempt(db, attempt);
  if (admin.totpSecretSealed) {
    return { requiresMFA: true, challenge: await issueMfaChallenge(db, admin.id) };
  }
  if (!deps.totpOptional) {
    await recordAuditEvent(db, 'admin.login_failed', admin.username, { step: 'totp_required' });
    throw TOTP_REQUIRED;
  }
  const issued = await issueSessionToken(db, admin.id);
  await recordAuditEvent(db, 'admin.login', admin.username, { twoFactor: false });
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
}
