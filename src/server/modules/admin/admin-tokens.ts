import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, adminTokens } from '../../db/schema';
import { hashToken, looksLikeBearerToken, newBearerToken } from '../../security/bearer-token';
import {
  MFA_CHALLENGE_MS,
  MFA_CODE_ATTEMPTS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './admin-policy';

export type IssuedToken = { token: string; expiresAt: Date };
export type AuthenticatedAdmin = { adminId: string; username: string; expiresAt: Date };

/** A new dashboard token at each login (only its hash is stored). */
export async function issueSessionToken(
  db: Db,
  adminId: string,
  now: Date = new Date(),
): Promise<IssuedToken> {
  const token = newBearerToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(adminTokens).values({
    tokenHash: hashToken(token),
    adminId,
    kind: 'session',
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, expiresAt: earlier(expiresAt, new Date(now.getTime() + SESSION_IDLE_MS)) };
}

/** The challenge that ties the 2FA step to the password step just passed. */
export async function issueMfaChallenge(
  db: Db,
  adminId: string,
  now: Date = new Date(),
): Promise<string> {
  const challenge = newBearerToken();
  await db.insert(adminTokens).values({
    tokenHash: hashToken(challenge),
    adminId,
    kind: 'mfa',
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + MFA_CHALLENGE_MS),
  });
  return challenge;
}

/**
 * The admin a token belongs to, or null when it is unknown, revoked or expired (30 minutes idle,
 * 12 hours absolute). Each use moves the idle deadline on; an expired token's row is removed.
 */
export async function authenticateToken(
  db: Db,
  token: string,
  kind: 'session' | 'mfa',
  now: Date = new Date(),
): Promise<AuthenticatedAdmin | null> {
  if (!looksLikeBearerToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      adminId: adminTokens.adminId,
      username: admins.username,
      lastUsedAt: adminTokens.lastUsedAt,
      expiresAt: adminTokens.expiresAt,
    })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.tokenHash, tokenHash), eq(adminTokens.kind, kind)));
  if (!row) return null;
  const idleDeadline = kind === 'session' ? row.lastUsedAt.getTime() + SESSION_IDLE_MS : Infinity;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleDeadline) {
    await revokeToken(db, token);
    return null;
  }
  if (kind === 'session') {
    await db
      .update(adminTokens)
      .set({ lastUsedAt: now })
      .where(eq(adminTokens.tokenHash, tokenHash));
  }
  return {
    adminId: row.adminId,
    username: row.username,
    expiresAt: earlier(row.expiresAt, new Date(now.getTime() + SESSION_IDLE_MS)),
  };
}

/**
 * One code tried with a 2FA challenge: the admin it belongs to, or null when the challenge is
 * unknown, expired or has had its MFA_CODE_ATTEMPTS codes (then even the right code is refused).
 * The try is counted before the code is checked, in one conditional update, so guesses sent at
 * once cannot share a slot. A dead challenge's row stays until the purge removes it at expiry
 * (retention/purge-expired-data.ts).
 */
export async function claimMfaAttempt(
  db: Db,
  challenge: string,
  now: Date = new Date(),
): Promise<{ adminId: string; username: string } | null> {
  if (!looksLikeBearerToken(challenge)) return null;
  const [claimed] = await db
    .update(adminTokens)
    .set({ attempts: sql`${adminTokens.attempts} + 1` })
    .where(
      and(
        eq(adminTokens.tokenHash, hashToken(challenge)),
        eq(adminTokens.kind, 'mfa'),
        lt(adminTokens.attempts, MFA_CODE_ATTEMPTS),
        gt(adminTokens.expiresAt, now),
      ),
    )
    .returning({ adminId: adminTokens.adminId });
  if (!claimed) return null;
  const [admin] = await db
    .select({ username: admins.username })
    .from(admins)
    .where(eq(admins.id, claimed.adminId));
  return admin ? { adminId: claimed.adminId, username: admin.username } : null;
}

/** Logout, or a used challenge: the token stops working at once. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(adminTokens).where(eq(adminTokens.tokenHash, hashToken(token)));
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
