import { admins } from '../../../db/schema';
import { hashPassword } from '../../../security/password-hash';
import { recordAuditEvent } from '../../audit/public';
import {
  AdminAccountError,
  type AdminSecretDeps,
  checkNewPassword,
  checkUsername,
  newTotpEnrolment,
  type TotpEnrolment,
} from './admin-accounts';

export type CreateAdminInput = { username: string; password: string; totp: boolean };
export type CreatedAdmin = { id: string; username: string; totp: TotpEnrolment | null };

/**
 * `admin create`: a new admin with an argon2id password hash and, unless `totp` is false, a
 * sealed TOTP secret whose enrolment (URI and base32 key) is returned to show once.
 */
export async function createAdmin(
  deps: AdminSecretDeps,
  input: CreateAdminInput,
): Promise<CreatedAdmin> {
  checkUsername(input.username);
  await checkNewPassword(input.password, input.username);
  // Hashed before the transaction: argon2 should not hold a lock on a shared database.
  const passwordHash = await hashPassword(input.password);
  const enrolment = input.totp ? newTotpEnrolment(input.username, deps.secretKey) : null;
  const id = await deps.db.transaction(async (tx) => {
    // ON CONFLICT rather than catching the unique violation: same answer on PGlite and PostgreSQL.
    const [row] = await tx
      .insert(admins)
      .values({
        username: input.username,
        passwordHash,
        totpSecretSealed: enrolment?.sealed ?? null,
      })
      .onConflictDoNothing({ target: admins.username })
      .returning({ id: admins.id });
    if (!row) {
      throw new AdminAccountError(
        'username_taken',
        `The username ${input.username} is taken: choose another.`,
      );
    }
    await recordAuditEvent(tx, 'admin.created', 'cli', { username: input.username });
    return row.id;
  });
  return {
    id,
    username: input.username,
    totp: enrolment ? { secret: enrolment.secret, uri: enrolment.uri } : null,
  };
}
