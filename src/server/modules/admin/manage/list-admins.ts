import { asc, sql } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import type { AdminManageDeps } from './admin-accounts';

/** One line of `admin list`: never the hash or the secret, only whether 2FA is on. */
export type AdminSummary = { username: string; twoFactor: boolean; createdAt: Date };

/** `admin list`: every admin, by username. Reading the list is not audited (nothing changes). */
export async function listAdmins(deps: AdminManageDeps): Promise<AdminSummary[]> {
  return deps.db
    .select({
      username: admins.username,
      // Computed in SQL: the sealed secret itself is never read.
      twoFactor: sql<boolean>`${admins.totpSecretSealed} is not null`,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .orderBy(asc(admins.username));
}
