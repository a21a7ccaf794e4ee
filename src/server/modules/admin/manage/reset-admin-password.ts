import { eq, sql } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { hashPassword } from '../../../security/password-hash';
import { recordAuditEvent } from '../../audit/public';
import {
  type AdminManageDeps,
  checkNewPassword,
  checkUsername,
  revokeAdminTokens,
  unknownAdmin,
} from './admin-accounts';

export type ResetAdminPasswordInput = { username: string; password: string };

/**
 * `admin reset-password`: a new password hash; every token of the admin is revoked (signed out
 * everywhere) and the spent TOTP step is reset. Returns how many tokens were revoked.
 */
export async function resetAdminPassword(
  deps: AdminManageDeps,
  input: ResetAdminPasswordInput,
): Promise<{ revokedTokens: number }> {
  checkUsername(input.username);
  await checkNewPassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(admins.username, input.username))
      .returning({ id: admins.id });
    if (!admin) throw unknownAdmin(input.username);
    const revokedTokens = await revokeAdminTokens(tx, admin.id);
    await recordAuditEvent(tx, 'admin.password_reset', 'cli', { username: input.username });
    return { revokedTokens };
  });
}
