/**
 * The admin login under attack (issue 21): an attacker who knows a username cannot lock its
 * admin out of a fresh address, successful logins never count towards a limit, and a 2FA
 * challenge dies after 3 wrong codes. Against the real app on PGlite; each client is an address
 * of its own (app.inject's remoteAddress).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/server/db/schema';
import {
  ATTEMPT_LIMIT,
  MFA_CODE_ATTEMPTS,
  TOTP_KEY_PURPOSE,
} from '../../src/server/modules/admin/admin-policy';
import { hashPassword } from '../../src/server/security/password-hash';
import { deriveKey, seal } from '../../src/server/security/secret-box';
import { newTotpSecret, totpAt } from '../../src/server/security/totp';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const PASSWORD = 'lichen grows slowly on the ferry ramp';

describe('the admin login under attack', () => {
  let t: TestApp;
  let addresses = 0;
  /** An address no request has come from yet. */
  const freshAddress = () => {
    addresses += 1;
    return `10.50.${addresses >> 8}.${addresses & 255}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function createAdmin(username: string, options: { totp: boolean }) {
    const secret = options.totp ? newTotpSecret() : null;
    await t.testDatabase.database.db.insert(admins).values({
      username,
      passwordHash: await hashPassword(PASSWORD),
      totpSecretSealed: secret
        ? seal(secret, deriveKey(TEST_SETTINGS.secretKey, TOTP_KEY_PURPOSE))
        : null,
    });
    return secret;
  }

  const login = (username: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress: from,
    });

  const verify2fa = (username: string, challenge: string, totpCode: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/verify-2fa',
      payload: { username, challenge, totpCode },
      remoteAddress: from,
    });

  /** Six digits the server accepts for no step now (it takes one step either side). */
  const wrongCode = (secret: string) => {
    const valid = new Set([-30_000, 0, 30_000].map((shift) => totpAt(secret, Date.now() + shift)));
    return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '';
  };

  const expectWorkingToken = async (token: unknown) => {
    expect(token).toEqual(expect.any(String));
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/admin/verify',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(verified.statusCode).toBe(200);
  };

  it('lockout from a fresh address: wrong passwords from elsewhere never stop the right one', async () => {
    await createAdmin('target', { totp: false });
    const attacker = freshAddress();
    // One address guesses until it is limited.
    let guesses = 0;
    let limited = await login('target', 'guess-0', attacker);
    while (limited.statusCode === 401 && guesses < 100) {
      guesses += 1;
      limited = await login('target', `guess-${guesses}`, attacker);
    }
    expect(guesses).toBe(ATTEMPT_LIMIT.perPair);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The right password from the limited address is refused too: it cannot test guesses.
    expect((await login('target', PASSWORD, attacker)).statusCode).toBe(429);

    // More addresses join in: each gets one guess, then the username's count holds it back.
    for (let i = 0; i < 5; i++) {
      const helper = freshAddress();
      expect((await login('target', `spray-${i}`, helper)).statusCode).toBe(401);
      const held = await login('target', `spray-${i}-again`, helper);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }

    // The admin, from an address that has not failed: straight in.
    const admin = await login('target', PASSWORD, freshAddress());
    expect(admin.statusCode, admin.body).toBe(200);
    await expectWorkingToken(admin.json().token);
  });

  it('counts no successful login: more than every limit of them from one address all succeed', async () => {
    await createAdmin('regular', { totp: false });
    const office = freshAddress();
    const logins = Math.max(ATTEMPT_LIMIT.perPair, ATTEMPT_LIMIT.perAddress) + 5;
    for (let i = 0; i < logins; i++) {
      const res = await login('regular', PASSWORD, office);
      expect(res.statusCode, `login ${i + 1}: ${res.body}`).toBe(200);
    }
    // Nothing was counted: the address still has all its failures left.
    for (let i = 0; i < ATTEMPT_LIMIT.perPair; i++) {
      expect((await login('regular', `typo-${i}`, office)).statusCode).toBe(401);
    }
    expect((await login('regular', 'one typo too many', office)).statusCode).toBe(429);
  });

  it('2FA challenge death: 3 wrong codes, then even the right code is refused', async () => {
    const secret = await createAdmin('guarded', { totp: true });
    if (!secret) throw new Error('no secret');
    const from = freshAddress();
    const challengeOf = async () => {
      const res = await login('guarded', PASSWORD, from);
      expect(res.statusCode, res.body).toBe(200);
      return String(res.json().challenge);
    };
    const challenge = await challengeOf();
    for (let i = 0; i < MFA_CODE_ATTEMPTS; i++) {
      const wrong = await verify2fa('guarded', challenge, wrongCode(secret), from);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('invalid_code');
    }
    const right = totpAt(secret, Date.now());
    const dead = await verify2fa('guarded', challenge, right, from);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().error.code).toBe('challenge_expired');
    // Still dead from another address.
    const elsewhere = await verify2fa('guarded', challenge, right, freshAddress());
    expect(elsewhere.json().error.code).toBe('challenge_expired');

    // The password again: a new challenge, which the same (unspent) code opens.
    const fresh = await challengeOf();
    expect(fresh).not.toBe(challenge);
    const ok = await verify2fa('guarded', fresh, right, from);
    expect(ok.statusCode, ok.body).toBe(200);
    await expectWorkingToken(ok.json().token);
  });

  it('keeps existing hashes working: a password the new rule refuses still logs in', async () => {
    await t.testDatabase.database.db
      .insert(admins)
      .values({ username: 'veteran', passwordHash: await hashPassword('password') });
    const res = await login('veteran', 'password', freshAddress());
    expect(res.statusCode, res.body).toBe(200);
    await expectWorkingToken(res.json().token);
  });

  it('gives a challenge 3 codes even when guesses arrive all at once', async () => {
    const secret = await createAdmin('rushed', { totp: true });
    if (!secret) throw new Error('no secret');
    const from = freshAddress();
    const challenge = String((await login('rushed', PASSWORD, from)).json().challenge);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        verify2fa('rushed', challenge, wrongCode(secret), freshAddress()),
      ),
    );
    const codes = answers.map((res) => res.json().error.code as string).sort();
    expect(codes).toEqual([
      ...Array<string>(8 - MFA_CODE_ATTEMPTS).fill('challenge_expired'),
      ...Array<string>(MFA_CODE_ATTEMPTS).fill('invalid_code'),
    ]);
  });
});
