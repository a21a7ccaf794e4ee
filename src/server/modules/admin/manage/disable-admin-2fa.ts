import { eq, sql } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/public';
import {
  AdminAccountError,
  type AdminManageDeps,
  checkUsername,
  revokeAdminTokens,
  unknownAdmin,
} from './admin-accounts';

/**
 * `admin disable-2fa`: removes the admin's TOTP secret, so the password alone logs in. Every
 * token of the admin is revoked. An admin without 2FA is refused, so a typo is not mistaken for
 * a change.
 */
export async function disableAdmin2fa(
  deps: AdminManageDeps,
  input: { username: string },
): Promise<{ revokedTokens: number }> {
  checkUsername(input.username);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: admins.id, sealed: admins.totpSecretSealed })
      .from(admins)
      .where(eq(admins.username, input.username))
      .for('update');
    if (!before) throw unknownAdmin(input.username);
    if (before.sealed === null) {
      throw new AdminAccountError(
        'no_2fa',
        `Admin ${input.username} has no two-factor authentication to disable.`,
      );
    }
    await tx
      .update(admins)
      .set({ totpSecretSealed: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(admins.id, before.id));
    const revokedTokens = await revokeAdminTokens(tx, before.id);
    await recordAuditEvent(tx, 'admin.2fa_disabled', 'cli', { username: input.username });
    return { revokedTokens };
  });
}
