import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ATTEMPT_LIMIT } from './admin-policy';

export type AttemptScope = 'login' | '2fa';
export type AttemptLimit = { [K in keyof typeof ATTEMPT_LIMIT]: number };

/** An attempt being checked: its rows count as a failure until it succeeds and is forgotten. */
export type PendingAttempt = { readonly ids: readonly string[] };

/** Times (ms, oldest first) of the other attempts in the window, per subject. */
export type RecentAttempts = { pair: number[]; address: number[]; username: number[] };

/**
 * The back-off (issue 21): how long this attempt must wait, 0 when it may go ahead. Only
 * failures are in `recent` (a success removes its rows), counted three ways:
 * - per (username, address) pair and per address: an address that keeps failing is held back,
 *   whatever the username;
 * - per username: only for an address that has failed itself in the window. A username under
 *   attack from many addresses does not stop its admin typing the right password on a network
 *   that has not failed (no lockout); each attacking address gets one guess a window.
 * The wait ends when the oldest failures over a limit leave the window; for the username rule,
 * when the username drops under its limit or this address's last failure leaves the window.
 */
export function backOffMs(
  recent: RecentAttempts,
  now: number,
  limit: AttemptLimit = ATTEMPT_LIMIT,
): number {
  const untilBelow = (times: number[], max: number): number => {
    if (times.length < max) return 0;
    // Below the limit again once this one and every older failure have left the window.
    const leaving = times[times.length - max] ?? now;
    return Math.max(1, leaving + limit.windowMs - now);
  };
  let wait = Math.max(
    untilBelow(recent.pair, limit.perPair),
    untilBelow(recent.address, limit.perAddress),
  );
  const lastAddressFailure = recent.address[recent.address.length - 1];
  if (lastAddressFailure !== undefined) {
    const username = untilBelow(recent.username, limit.perUsername);
    if (username > 0) {
      const addressClean = Math.max(1, lastAddressFailure + limit.windowMs - now);
      wait = Math.max(wait, Math.min(username, addressClean));
    }
  }
  return wait;
}

/**
 * Starts a login or 2FA attempt: a 429 with Retry-After if backOffMs holds it back, else its
 * rows, which count as a failure (kept when it fails) until forgetAttempt removes them on
 * success. They are written before the window is read, so concurrent attempts cannot slip past a
 * limit together; a refused attempt's rows are taken back out (it never tried). In the database
 * so that every process shares the counts (docs/architecture.md §1.3). Subjects are HMACs: no
 * address or name is stored.
 */
export async function beginAuthAttempt(
  db: Db,
  key: Uint8Array,
  scope: AttemptScope,
  who: { ip: string; username: string },
  now: Date = new Date(),
): Promise<PendingAttempt> {
  const subjects = subjectsOf(key, who);
  const inserted = await db
    .insert(authAttempts)
    .values(Object.values(subjects).map((subject) => ({ scope, subject, attemptedAt: now })))
    .returning({ id: authAttempts.id });
  const attempt: PendingAttempt = { ids: inserted.map((row) => row.id) };
  const rows = await db
    .select({
      id: authAttempts.id,
      subject: authAttempts.subject,
      attemptedAt: authAttempts.attemptedAt,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, scope),
        inArray(authAttempts.subject, Object.values(subjects)),
        gt(authAttempts.attemptedAt, new Date(now.getTime() - ATTEMPT_LIMIT.windowMs)),
      ),
    )
    .orderBy(asc(authAttempts.attemptedAt));
  const others = rows.filter((row) => !attempt.ids.includes(row.id));
  const timesOf = (subject: string) =>
    others.filter((row) => row.subject === subject).map((row) => row.attemptedAt.getTime());
  const wait = backOffMs(
    {
      pair: timesOf(subjects.pair),
      address: timesOf(subjects.address),
      username: timesOf(subjects.username),
    },
    now.getTime(),
  );
  if (wait > 0) {
    await forgetAttempt(db, attempt);
    throw AppError.tooManyAttempts(Math.max(1, Math.ceil(wait / 1000)));
  }
  return attempt;
}

/** A success: the attempt no longer counts (only failures hold anyone back). */
export async function forgetAttempt(db: Db, attempt: PendingAttempt): Promise<void> {
  if (attempt.ids.length === 0) return;
  await db.delete(authAttempts).where(inArray(authAttempts.id, [...attempt.ids]));
}

function subjectsOf(key: Uint8Array, who: { ip: string; username: string }) {
  const username = who.username.trim().toLowerCase();
  const hmac = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  return {
    pair: hmac(`pair:${JSON.stringify([username, who.ip])}`),
    // The same values as before the pair was added, so the stored rows keep counting.
    address: hmac(`ip:${who.ip}`),
    username: hmac(`user:${username}`),
  };
}
