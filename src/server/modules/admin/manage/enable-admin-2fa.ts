import { eq, sql } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/public';
import {
  type AdminSecretDeps,
  checkUsername,
  newTotpEnrolment,
  revokeAdminTokens,
  type TotpEnrolment,
  unknownAdmin,
} from './admin-accounts';

export type EnabledAdmin2fa = TotpEnrolment & {
  /** The admin had a secret already: it no longer works (e.g. a lost phone). */
  replaced: boolean;
  revokedTokens: number;
};

/**
 * `admin enable-2fa`: a new TOTP secret for the admin, sealed; a previous secret is replaced.
 * Every token of the admin is revoked and the spent step reset, as for a password change.
 */
export async function enableAdmin2fa(
  deps: AdminSecretDeps,
  input: { username: string },
): Promise<EnabledAdmin2fa> {
  checkUsername(input.username);
  const enrolment = newTotpEnrolment(input.username, deps.secretKey);
  return deps.db.transaction(async (tx) => {
    // Locked so that two enrolments at once cannot both report replaced: false.
    const [before] = await tx
      .select({ id: admins.id, sealed: admins.totpSecretSealed })
      .from(admins)
      .where(eq(admins.username, input.username))
      .for('update');
    if (!before) throw unknownAdmin(input.username);
    await tx
      .update(admins)
      .set({ totpSecretSealed: enrolment.sealed, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(admins.id, before.id));
    const revokedTokens = await revokeAdminTokens(tx, before.id);
    await recordAuditEvent(tx, 'admin.2fa_enabled', 'cli', { username: input.username });
    return {
      secret: enrolment.secret,
      uri: enrolment.uri,
      replaced: before.sealed !== null,
      revokedTokens,
    };
  });
}
