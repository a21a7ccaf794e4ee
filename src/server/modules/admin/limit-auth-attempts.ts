import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ATTEMPT_LIMIT } from './admin-policy';

export type AttemptScope = 'login' | '2fa';

/**
 * Counts one login or 2FA attempt against its client address and its username, in the database
 * so that every process shares the limit (DESIGN §1.3). The attempt is written first and the
 * window counted after, so concurrent attempts cannot slip past the limit together; an attempt
 * over the limit is taken back out again (it was never allowed to try), and a 429 says how long
 * until the oldest attempt in the window leaves it. Subjects are HMACs: no address or name is
 * stored.
 */
export async function limitAuthAttempts(
  db: Db,
  key: Uint8Array,
  scope: AttemptScope,
  who: { ip: string; username: string },
  now: Date = new Date(),
): Promise<void> {
  const subjects = [subjectOf(key, 'ip', who.ip), subjectOf(key, 'user', who.username)];
  const inserted = await db
    .insert(authAttempts)
    .values(subjects.map((subject) => ({ scope, subject, attemptedAt: now })))
    .returning({ id: authAttempts.id });
  const windowStart = new Date(now.getTime() - ATTEMPT_LIMIT.windowMs);

  let retryAfterMs = 0;
  for (const subject of subjects) {
    const recent = await db
      .select({ attemptedAt: authAttempts.attemptedAt })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.scope, scope),
          eq(authAttempts.subject, subject),
          gt(authAttempts.attemptedAt, windowStart),
        ),
      )
      .orderBy(asc(authAttempts.attemptedAt));
    if (recent.length > ATTEMPT_LIMIT.max) {
      // Below the limit again once this many of the oldest attempts have left the window.
      const leaving = recent[recent.length - 1 - ATTEMPT_LIMIT.max];
      const freeAt = (leaving?.attemptedAt.getTime() ?? now.getTime()) + ATTEMPT_LIMIT.windowMs;
      retryAfterMs = Math.max(retryAfterMs, freeAt - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    await db.delete(authAttempts).where(
      inArray(
        authAttempts.id,
        inserted.map((row) => row.id),
      ),
    );
    throw AppError.tooManyAttempts(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}

function subjectOf(key: Uint8Array, kind: 'ip' | 'user', value: string): string {
  const normalised = kind === 'user' ? value.trim().toLowerCase() : value;
  return createHmac('sha256', key).update(`${kind}:${normalised}`).digest('hex');
}
