import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AdminTokenResponse, AdminVerify2faBody } from '../../../shared/api/admin';
import { admins } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { open } from '../../security/secret-box';
import { checkTotp } from '../../security/totp';
import { recordAuditEvent } from '../audit/public';
import { INVALID_CODE } from './admin-policy';
import { claimMfaAttempt, issueSessionToken, revokeToken } from './admin-tokens';
import { beginAuthAttempt, forgetAttempt, type PendingAttempt } from './limit-auth-attempts';
import type { AdminAuthDeps } from './log-in-admin';

/**
 * POST /api/admin/verify-2fa: the code (RFC 6238, one step either side) for the admin whose
 * password step issued `challenge`. Each code works once: the accepted step is stored with a
 * conditional update, so a replay, even a simultaneous one, finds the step already spent. A
 * challenge takes MFA_CODE_ATTEMPTS codes at most (admin-tokens.ts), then the password step
 * must be passed again; failures count towards the back-off (limit-auth-attempts.ts).
 */
export async function verifyAdmin2fa(
  deps: AdminAuthDeps,
  body: AdminVerify2faBody,
  ip: string,
  now: Date = new Date(),
): Promise<AdminTokenResponse> {
  const { db } = deps;
  let attempt: PendingAttempt;
  try {
    attempt = await beginAuthAttempt(
      db,
      deps.attemptKey,
      '2fa',
      { ip, username: body.username },
      now,
    );
  } catch (error) {
    await recordAuditEvent(db, 'admin.rate_limited', null, { step: '2fa' });
    throw error;
  }
  const pending = await claimMfaAttempt(db, body.challenge, now);
  if (!pending || pending.username !== body.username) {
    await recordAuditEvent(db, 'admin.2fa_failed', null, { reason: 'no_login_in_progress' });
    throw AppError.unauthorized(
      'This login has expired. Enter your username and password again.',
      'challenge_expired',
    );
  }
  const [admin] = await db.select().from(admins).where(eq(admins.id, pending.adminId));
  const secret = admin?.totpSecretSealed ? open(admin.totpSecretSealed, deps.totpKey) : null;
  const check = secret
    ? checkTotp(secret, body.totpCode, now.getTime(), admin?.totpLastStep ?? null)
    : ({ ok: false } as const);
  const spent =
    check.ok &&
    (
      await db
        .update(admins)
        .set({ totpLastStep: check.step })
        .where(
          and(
            eq(admins.id, pending.adminId),
            or(isNull(admins.totpLastStep), lt(admins.totpLastStep, check.step)),
          ),
        )
        .returning({ id: admins.id })
    ).length === 1;
  if (!spent) {
    await recordAuditEvent(db, 'admin.2fa_failed', pending.username, { reason: 'invalid_code' });
    throw AppError.unauthorized(INVALID_CODE, 'invalid_code');
  }
  await forgetAttempt(db, attempt);
  await revokeToken(db, body.challenge);
  const issued = await issueSessionToken(db, pending.adminId, now);
  await recordAuditEvent(db, 'admin.2fa_verified', pending.username);
  await recordAuditEvent(db, 'admin.login', pending.username, { twoFactor: true });
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
}
