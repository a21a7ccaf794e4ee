import { eq } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/public';
import { type AdminManageDeps, checkUsername, unknownAdmin } from './admin-accounts';

/** `admin delete`: removes the admin; their tokens go with them (ON DELETE CASCADE). */
export async function deleteAdmin(
  deps: AdminManageDeps,
  input: { username: string },
): Promise<void> {
  checkUsername(input.username);
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(admins)
      .where(eq(admins.username, input.username))
      .returning({ id: admins.id });
    if (deleted.length === 0) throw unknownAdmin(input.username);
    await recordAuditEvent(tx, 'admin.deleted', 'cli', { username: input.username });
  });
}
