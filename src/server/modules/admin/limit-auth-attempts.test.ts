import { describe, expect, it } from 'vitest';
import { ATTEMPT_LIMIT } from './admin-policy';
import { backOffMs, type RecentAttempts } from './limit-auth-attempts';

const NOW = 1_000_000_000;
const limit = { windowMs: 60_000, perPair: 3, perAddress: 5, perUsername: 4 };
/** `count` failures, `gap` ms apart, the newest `age` ms ago (oldest first). */
const failures = (count: number, age = 1_000, gap = 1_000): number[] =>
  Array.from({ length: count }, (_, i) => NOW - age - (count - 1 - i) * gap);
const recent = (partial: Partial<RecentAttempts>): RecentAttempts => ({
  pair: [],
  address: [],
  username: [],
  ...partial,
});

describe('backOffMs', () => {
  it('lets an attempt through under every limit', () => {
    expect(backOffMs(recent({}), NOW, limit)).toBe(0);
    expect(
      backOffMs(
        recent({ pair: failures(2), address: failures(4), username: failures(3) }),
        NOW,
        limit,
      ),
    ).toBe(0);
  });

  it('holds a pair at its limit until its oldest counted failure leaves the window', () => {
    const pair = failures(3, 1_000, 10_000); // 21 s, 11 s and 1 s ago
    expect(backOffMs(recent({ pair, address: pair }), NOW, limit)).toBe(60_000 - 21_000);
  });

  it('holds an address at its limit whatever the username', () => {
    const address = failures(6, 1_000, 5_000); // 26 s to 1 s ago: the 2 oldest must leave
    expect(backOffMs(recent({ address }), NOW, limit)).toBe(60_000 - 21_000);
  });

  it('never holds back an address without failures, however attacked the username is', () => {
    expect(backOffMs(recent({ username: failures(1_000) }), NOW, limit)).toBe(0);
    expect(backOffMs(recent({ username: failures(1_000) }), NOW)).toBe(0);
  });

  it('holds back an address that has failed while the username is over its limit', () => {
    // The username cools down in 56 s; this address's only failure leaves the window in 20 s.
    const wait = backOffMs(
      recent({ address: [NOW - 40_000], username: failures(4, 1_000, 1_000) }),
      NOW,
      limit,
    );
    expect(wait).toBe(20_000);
    // The other way round: the username's count drops first.
    expect(
      backOffMs(
        recent({ address: [NOW - 1_000], username: [NOW - 50_000, ...failures(3)] }),
        NOW,
        limit,
      ),
    ).toBe(10_000);
  });

  it('waits at least a millisecond once limited (a 429 always says when to come back)', () => {
    const leavingNow = Array<number>(limit.perPair).fill(NOW - limit.windowMs);
    expect(backOffMs(recent({ pair: leavingNow }), NOW, limit)).toBe(1);
  });

  it('uses the policy limits by default: 10 per pair, 20 per address, over 15 minutes', () => {
    expect(ATTEMPT_LIMIT).toEqual({
      windowMs: 15 * 60_000,
      perPair: 10,
      perAddress: 20,
      perUsername: 10,
    });
    expect(backOffMs(recent({ pair: failures(9), address: failures(9) }), NOW)).toBe(0);
    expect(backOffMs(recent({ pair: failures(10), address: failures(10) }), NOW)).toBeGreaterThan(
      0,
    );
  });
});
