/**
 * The admin area's API (issue 7): login with and without TOTP, tokens, limits, and every
 * dashboard call, against the real app on PGlite. Admins are written with the same primitives
 * the admin CLI uses (argon2id hash, sealed TOTP secret).
 */

import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  admins,
  adminTokens,
  auditEvents,
  authAttempts,
  reports,
} from '../../src/server/db/schema';
import {
  ATTEMPT_LIMIT,
  MFA_CODE_ATTEMPTS,
  SESSION_IDLE_MS,
  TOTP_KEY_PURPOSE,
} from '../../src/server/modules/admin/admin-policy';
import { sampleMail } from '../../src/server/providers/mail/sample-mail';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { hashPassword } from '../../src/server/security/password-hash';
import { deriveKey, seal } from '../../src/server/security/secret-box';
import { newTotpSecret, totpAt } from '../../src/server/security/totp';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery staple';

describe('admin API', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP limits of one test do not touch another. */
  let ip = '10.20.0.1';

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const db = () => t.testDatabase.database.db;

  async function createAdmin(username: string, options: { totp: boolean }) {
    const secret = options.totp ? newTotpSecret() : null;
    await db()
      .insert(admins)
      .values({
        username,
        passwordHash: await hashPassword(PASSWORD),
        totpSecretSealed: secret
          ? seal(secret, deriveKey(TEST_SETTINGS.secretKey, TOTP_KEY_PURPOSE))
          : null,
      });
    return { username, secret };
  }

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; token?: string; from?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: options.payload,
      remoteAddress: options.from ?? ip,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  const login = (username: string, password = PASSWORD, from?: string) =>
    inject('POST', '/api/admin/login', { payload: { username, password }, from });

  async function tokenFor(username: string): Promise<string> {
    const res = await login(username);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token;
  }

  describe('login without 2FA', () => {
    it('answers a token that opens the admin calls, and logout revokes it', async () => {
      await createAdmin('olive', { totp: false });
      const res = await login('olive');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
      expect(res.headers['cache-control']).toBe('no-store');

      const verify = await inject('GET', '/api/admin/verify', { token: body.token });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({ ok: true, username: 'olive' });

      // Only the token's hash is stored.
      const stored = await db().select().from(adminTokens);
      expect(JSON.stringify(stored)).not.toContain(body.token);

      const logout = await inject('POST', '/api/admin/logout', { token: body.token });
      expect(logout.statusCode).toBe(204);
      const after = await inject('GET', '/api/admin/verify', { token: body.token });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('unauthorized');
    });

    it('gives a new token at each login, each working on its own', async () => {
      await createAdmin('pia', { totp: false });
      const first = await tokenFor('pia');
      const second = await tokenFor('pia');
      expect(second).not.toBe(first);
      for (const token of [first, second]) {
        expect((await inject('GET', '/api/admin/verify', { token })).statusCode).toBe(200);
      }
    });

    it('answers an unknown user and a wrong password alike', async () => {
      await createAdmin('quinn', { totp: false });
      const unknown = await login('nobody-here', PASSWORD);
      const wrong = await login('quinn', 'not the password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid credentials' },
      });
    });

    it('spends an argon2 verification on an unknown user too (same timing class)', async () => {
      await createAdmin('rosa', { totp: false });
      const time = async (username: string, password: string) => {
        const start = process.hrtime.bigint();
        await login(username, password, `10.99.${ipCounter}.${Math.floor(Math.random() * 250)}`);
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 7; i++) {
        unknown.push(await time(`ghost-${i}`, 'wrong password'));
        wrong.push(await time('rosa', 'wrong password'));
      }
      // A ratio in one run, not a time: without the dummy verification the unknown user would
      // answer several times faster than a wrong password.
      expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
    });

    it('rejects empty or unexpected fields with a 400 that says what is wrong', async () => {
      const empty = await inject('POST', '/api/admin/login', {
        payload: { username: '', password: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toContain('Enter your username.');
      const extra = await inject('POST', '/api/admin/login', {
        payload: { username: 'a', password: 'b', admin: true },
      });
      expect(extra.statusCode).toBe(400);
      const missing = await inject('POST', '/api/admin/login', { payload: { username: 'a' } });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('login with 2FA', () => {
    async function challengeFor(username: string): Promise<string> {
      const res = await login(username);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({ requiresMFA: true, challenge: expect.any(String) });
      return body.challenge;
    }

    const verify2fa = (payload: object) => inject('POST', '/api/admin/verify-2fa', { payload });

    it('asks for the code, refuses a wrong one, accepts the right one once', async () => {
      const { username, secret } = await createAdmin('sam', { totp: true });
      if (!secret) throw new Error('no secret');
      const challenge = await challengeFor(username);

      const wrongCode = totpAt(secret, Date.now()) === '000000' ? '111111' : '000000';
      const wrong = await verify2fa({ username, totpCode: wrongCode, challenge });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: { code: 'invalid_code', message: 'Invalid code' } });

      const code = totpAt(secret, Date.now());
      const right = await verify2fa({ username, totpCode: code, challenge });
      expect(right.statusCode, right.body).toBe(200);
      const token = right.json().token;
      expect((await inject('GET', '/api/admin/verify', { token })).statusCode).toBe(200);

      // The same code again, with a fresh password step: spent.
      const again = await verify2fa({
        username,
        totpCode: code,
        challenge: await challengeFor(username),
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().error.code).toBe('invalid_code');
      // The challenge was used up by the successful step.
      const replay = await verify2fa({ username, totpCode: code, challenge });
      expect(replay.json().error.code).toBe('challenge_expired');

      // Neither the audit log nor the server log holds the code, the password or the token.
      const audit = JSON.stringify(await db().select().from(auditEvents));
      const logs = t.logs.join('\n');
      for (const secretText of [PASSWORD, token, challenge, secret]) {
        expect(audit).not.toContain(secretText);
        expect(logs).not.toContain(secretText);
      }
      // The code as a number of its own (log lines carry 13-digit times that may contain it).
      const codeAlone = new RegExp(`(?<![0-9])${code}(?![0-9])`);
      expect(audit).not.toMatch(codeAlone);
      expect(logs).not.toMatch(codeAlone);
    });

    it('accepts a code from one step before, not from two', async () => {
      const { username, secret } = await createAdmin('tia', { totp: true });
      if (!secret) throw new Error('no secret');
      const tooOld = totpAt(secret, Date.now() - 61_000);
      const current = totpAt(secret, Date.now());
      const tooOldAnswer = await verify2fa({
        username,
        totpCode: tooOld === current ? '000000' : tooOld,
        challenge: await challengeFor(username),
      });
      expect(tooOldAnswer.statusCode).toBe(401);
      const previous = await verify2fa({
        username,
        totpCode: totpAt(secret, Date.now() - 30_000),
        challenge: await challengeFor(username),
      });
      expect(previous.statusCode, previous.body).toBe(200);
    });

    it('binds the code to the password step: no challenge, another user, an expired one', async () => {
      const { username, secret } = await createAdmin('uma', { totp: true });
      await createAdmin('vic', { totp: true });
      if (!secret) throw new Error('no secret');
      const code = totpAt(secret, Date.now());
      const made = await verify2fa({ username, totpCode: code, challenge: 'x'.repeat(43) });
      expect(made.json().error.code).toBe('challenge_expired');

      const vicChallenge = await challengeFor('vic');
      const crossed = await verify2fa({ username, totpCode: code, challenge: vicChallenge });
      expect(crossed.statusCode).toBe(401);
      expect(crossed.json().error.code).toBe('challenge_expired');

      const challenge = await challengeFor(username);
      await db()
        .update(adminTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(adminTokens.kind, 'mfa'));
      const expired = await verify2fa({ username, totpCode: code, challenge });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('challenge_expired');
    });

    it('checks the code has exactly 6 characters', async () => {
      const res = await verify2fa({ username: 'sam', totpCode: '12345', challenge: 'c' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('exactly 6 characters');
    });

    it('stores the TOTP secret sealed, never in clear', async () => {
      const { username, secret } = await createAdmin('wes', { totp: true });
      const [row] = await db().select().from(admins).where(eq(admins.username, username));
      expect(row?.totpSecretSealed).toMatch(/^v1\./);
      expect(row?.totpSecretSealed).not.toContain(secret);
    });
  });

  describe('rate limits (only failures count; tests/api/admin-attacks.test.ts has the attacks)', () => {
    const wrongCodeFor = (secret: string) => {
      const valid = new Set(
        [-30_000, 0, 30_000].map((shift) => totpAt(secret, Date.now() + shift)),
      );
      return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '';
    };

    it('allows 20 failures per address over any usernames, then 429 with Retry-After', async () => {
      await createAdmin('xena', { totp: false });
      for (let i = 0; i < ATTEMPT_LIMIT.perAddress; i++) {
        expect((await login(`someone-${i}`, 'wrong')).statusCode).toBe(401);
      }
      // Even the right password: this address has used up its failures.
      const limited = await login('xena');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_LIMIT.windowMs / 1000);
      expect(limited.json().error.message).toContain(`${retryAfter} second`);
      // Another address is not affected.
      expect((await login('xena', PASSWORD, '10.77.0.1')).statusCode).toBe(200);
    });

    it('allows 10 failures per username from one address, then 429 for that address only', async () => {
      await createAdmin('yuri', { totp: false });
      for (let i = 0; i < ATTEMPT_LIMIT.perPair; i++) {
        expect((await login('yuri', 'wrong')).statusCode).toBe(401);
      }
      const limited = await login('yuri');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The same address may still try another username (its own limit is higher).
      expect((await login('someone-else', 'wrong')).statusCode).toBe(401);
      expect((await login('yuri', PASSWORD, `10.88.${ipCounter}.1`)).statusCode).toBe(200);
    });

    it('lets attempts in again once the window has passed', async () => {
      await createAdmin('zoe', { totp: false });
      for (let i = 0; i < ATTEMPT_LIMIT.perPair; i++) await login('zoe', 'wrong');
      expect((await login('zoe')).statusCode).toBe(429);
      await db()
        .update(authAttempts)
        .set({ attemptedAt: new Date(Date.now() - ATTEMPT_LIMIT.windowMs - 1000) });
      expect((await login('zoe')).statusCode).toBe(200);
    });

    it('limits the 2FA step the same way, over as many challenges as it takes', async () => {
      const { username, secret } = await createAdmin('abe', { totp: true });
      if (!secret) throw new Error('no secret');
      const verify = (challenge: string, totpCode: string) =>
        inject('POST', '/api/admin/verify-2fa', { payload: { username, totpCode, challenge } });
      let challenge = '';
      for (let i = 0; i < ATTEMPT_LIMIT.perPair; i++) {
        // A challenge takes 3 codes; the right password (not a failure) gives another.
        if (i % MFA_CODE_ATTEMPTS === 0) challenge = (await login(username)).json().challenge;
        const res = await verify(challenge, wrongCodeFor(secret));
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('invalid_code');
      }
      const fresh = (await login(username)).json().challenge;
      const limited = await verify(fresh, totpAt(secret, Date.now()));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The 429 did not use up the fresh challenge, and another address is not held back.
      const elsewhere = await inject('POST', '/api/admin/verify-2fa', {
        payload: { username, totpCode: totpAt(secret, Date.now()), challenge: fresh },
        from: '10.77.0.2',
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it('stores no address or username with the attempts, and nothing for a success', async () => {
      await createAdmin('carla-the-admin', { totp: false });
      const count = async () => (await db().select().from(authAttempts)).length;
      const before = await count();
      expect((await login('carla-the-admin', 'wrong', '10.123.45.67')).statusCode).toBe(401);
      // Three subjects: the address, the username, and the two together.
      expect(await count()).toBe(before + 3);
      expect((await login('carla-the-admin', PASSWORD, '10.123.45.67')).statusCode).toBe(200);
      expect(await count()).toBe(before + 3);
      const rows = JSON.stringify(await db().select().from(authAttempts));
      expect(rows).not.toContain('10.123.45.67');
      expect(rows).not.toContain('carla-the-admin');
    });
  });

  describe('token expiry', () => {
    it('ends a token after 30 minutes without use', async () => {
      await createAdmin('bea', { totp: false });
      const token = await tokenFor('bea');
      await db()
        .update(adminTokens)
        .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) });
      expect((await inject('GET', '/api/admin/verify', { token })).statusCode).toBe(401);
    });

    it('ends a token after 12 hours however often it is used', async () => {
      await createAdmin('cal', { totp: false });
      const token = await tokenFor('cal');
      await db()
        .update(adminTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await inject('GET', '/api/admin/verify', { token })).statusCode).toBe(401);
    });

    it('answers 401 on every admin call without a valid token', async () => {
      const calls: ['GET' | 'POST', string][] = [
        ['GET', '/api/admin/verify'],
        ['GET', '/api/admin/stats'],
        ['POST', '/api/admin/purge-data'],
        ['GET', '/api/admin/logs'],
        ['GET', '/api/admin/export?format=json'],
        ['GET', '/api/admin/outbox'],
        ['GET', '/api/admin/outbox/x.eml'],
        ['GET', '/api/admin/fulfilments/failed'],
        ['POST', '/api/admin/fulfilments/det_x/retry'],
        ['POST', '/api/admin/logout'],
      ];
      for (const [method, url] of calls) {
        for (const token of [undefined, 'garbage', 'A'.repeat(43)]) {
          const res = await inject(method, url, { token });
          expect(res.statusCode, `${method} ${url}`).toBe(401);
          expect(res.json().error.code).toBe('unauthorized');
        }
      }
    });
  });

  describe('dashboard calls', () => {
    let token: string;
    beforeAll(async () => {
      await createAdmin('dana', { totp: false });
      token = (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'dana', password: PASSWORD },
          remoteAddress: '10.30.0.1',
        })
      ).json().token;
    });

    it('counts stats from the database and the schedule', async () => {
      const res = await inject('GET', '/api/admin/stats', { token });
      expect(res.statusCode).toBe(200);
      const stats = res.json();
      const count = async (table: string) =>
        Number(
          (
            (await db().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
        );
      expect(stats.totalUsers).toBe(await count('users'));
      expect(stats.totalAssessments).toBe(await count('assessments'));
      expect(stats.retentionDays).toBe(30);
      const next = new Date(stats.nextPurgeDate);
      expect(next.getUTCMinutes()).toBe(0);
      expect(next.getTime() - Date.now()).toBeGreaterThan(0);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
      // D-15: the admins without 2FA are named.
      expect(stats.adminsWithout2fa).toContain('dana');
      expect(stats.adminsWithout2fa).not.toContain('sam');
    });

    it('counts old data and purges it, with a report and an audit event', async () => {
      const { refId } = (
        await inject('POST', '/api/start-session', { payload: { productType: 'detonation' } })
      ).json();
      await db().execute(
        sql`update couple_sessions set created_at = now() - interval '31 days' where ref_id = ${capabilityDigest(refId)}`,
      );
      const before = (await inject('GET', '/api/admin/stats', { token })).json();
      expect(before.oldDataCount).toBeGreaterThanOrEqual(1);

      const purge = await inject('POST', '/api/admin/purge-data', { token });
      expect(purge.statusCode, purge.body).toBe(200);
      const report = purge.json();
      expect(report).toMatchObject({
        purgedUsers: expect.any(Number),
        purgedAssessments: expect.any(Number),
        anonymizedRecords: expect.any(Number),
        errors: [],
      });
      expect(report.purgedCoupleSessions).toBeGreaterThanOrEqual(1);
      const after = (await inject('GET', '/api/admin/stats', { token })).json();
      expect(after.oldDataCount).toBe(0);
      expect((await inject('GET', `/api/sessions/${refId}`)).statusCode).toBe(404);

      const logged = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'purge.run'));
      expect(logged.some((event) => event.actor === 'dana')).toBe(true);
    });

    it('lists the audit log newest first, filters by action and pages', async () => {
      const all = await inject('GET', '/api/admin/logs?limit=3', { token });
      expect(all.statusCode).toBe(200);
      const page = all.json();
      expect(page.events).toHaveLength(3);
      const times = page.events.map((event: { occurredAt: string }) =>
        Date.parse(event.occurredAt),
      );
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page.actions).toContain('admin.login_failed');
      expect(page.nextBefore).toBe(page.events[2].occurredAt);

      const older = (
        await inject(
          'GET',
          `/api/admin/logs?limit=3&before=${encodeURIComponent(page.nextBefore)}`,
          {
            token,
          },
        )
      ).json();
      for (const event of older.events) {
        expect(Date.parse(event.occurredAt)).toBeLessThan(Date.parse(page.nextBefore));
      }

      const failed = (
        await inject('GET', '/api/admin/logs?action=admin.login_failed', { token })
      ).json();
      expect(failed.events.length).toBeGreaterThan(0);
      expect(
        failed.events.every((event: { action: string }) => event.action === 'admin.login_failed'),
      ).toBe(true);

      // Opening the log is itself logged; nothing in it holds a password.
      const viewed = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'admin.logs_viewed'));
      expect(viewed.length).toBeGreaterThan(0);
      const everything = JSON.stringify(await db().select().from(auditEvents));
      expect(everything).not.toContain(PASSWORD);
      expect(everything).not.toContain('not the password');

      const bad = await inject('GET', '/api/admin/logs?limit=0', { token });
      expect(bad.statusCode).toBe(400);
    });

    it('exports JSON and a zip of CSV files, and logs the export', async () => {
      await inject('POST', '/api/start-session', { payload: { productType: 'detonation_fosm' } });
      const json = await inject('GET', '/api/admin/export?format=json', { token });
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toContain('application/json');
      expect(json.headers['content-disposition']).toMatch(
        /attachment; filename="msoul-export-\d{4}-\d{2}-\d{2}\.json"/,
      );
      const document = json.json();
      expect(Object.keys(document.entities)).toEqual(
        expect.arrayContaining(['users', 'assessments', 'couple_sessions', 'session_payments']),
      );
      expect(document.entities.couple_sessions.length).toBeGreaterThan(0);
      expect(JSON.stringify(document)).not.toContain('password_hash');
      expect(JSON.stringify(document)).not.toContain('passwordHash');

      const csv = await inject('GET', '/api/admin/export?format=csv', { token });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(csv.rawPayload));
      expect(Object.keys(files)).toContain('couple_sessions.csv');
      const sessions = new TextDecoder().decode(files['couple_sessions.csv']);
      expect(sessions.split('\r\n')[0]).toContain('refDigest');

      const bad = await inject('GET', '/api/admin/export?format=xml', { token });
      expect(bad.statusCode).toBe(400);
      const exports = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'admin.export'));
      expect(exports.length).toBe(2);
    });

    it('lists and opens outbox messages, refusing names outside the outbox', async () => {
      const empty = (await inject('GET', '/api/admin/outbox', { token })).json();
      expect(empty.enabled).toBe(true);
      await t.services.mailer.send(
        sampleMail({ subject: 'Outbox viewer check', deliveryKey: 'outbox-check' }),
      );
      const list = (await inject('GET', '/api/admin/outbox', { token })).json();
      const entry = list.messages.find(
        (message: { subject: string }) => message.subject === 'Outbox viewer check',
      );
      expect(entry).toBeDefined();
      const opened = await inject('GET', `/api/admin/outbox/${encodeURIComponent(entry.file)}`, {
        token,
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ subject: 'Outbox viewer check', file: entry.file });
      expect(opened.json().attachments).toEqual([
        expect.objectContaining({ filename: 'msoul-report.pdf', contentType: 'application/pdf' }),
      ]);

      for (const name of ['..%2Fsecret-key', 'nope.eml', '..%2F..%2Fetc%2Fpasswd']) {
        const res = await inject('GET', `/api/admin/outbox/${name}`, { token });
        expect(res.statusCode, name).toBe(404);
      }
    });

    it('lists a failed report and retries it until it is delivered', async () => {
      const post = async (url: string, payload?: object) => {
        const res = await inject('POST', url, { payload });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json();
      };
      const { refId } = await post('/api/start-session', { productType: 'detonation' });
      await post(
        '/api/submit',
        person1Submit(refId, {
          name: 'Retry Ann',
          email: 'retry-ann@example.com',
          partnerName: 'Bo',
        }),
      );
      await post('/api/person2/submit', partnerSubmit(refId));
      const { url } = await post('/api/session-checkout', { refId });
      const checkoutSessionId = decodeURIComponent(url.split('/').pop() ?? '');
      await post(`/api/test-checkout/${checkoutSessionId}/pay`);
      const statusOf = async () =>
        (
          await db()
            .select({ status: reports.status })
            .from(reports)
            .where(eq(reports.refDigest, capabilityDigest(refId)))
        )[0]?.status;
      await expect.poll(statusOf, { timeout: 30_000, interval: 200 }).toBe('delivered');

      // What the job does after its last try: the report is failed and a delivery unsent.
      await db()
        .update(reports)
        .set({ status: 'failed', lastError: 'an e-mail could not be delivered' })
        .where(eq(reports.refDigest, capabilityDigest(refId)));
      await db().execute(
        sql`update report_deliveries set status = 'pending', sent_at = null, message_id = null where ref_id = ${capabilityDigest(refId)}`,
      );
      const listed = (await inject('GET', '/api/admin/fulfilments/failed', { token })).json();
      expect(listed.fulfilments).toContainEqual(
        expect.objectContaining({
          // The digest, never the working link (docs/decisions/013).
          reference: capabilityDigest(refId),
          productType: 'detonation',
          lastError: 'an e-mail could not be delivered',
        }),
      );
      expect((await inject('GET', '/api/admin/stats', { token })).json().failedFulfilments).toBe(1);

      const byLink = await inject('POST', `/api/admin/fulfilments/${refId}/retry`, { token });
      expect(byLink.statusCode).toBe(404);
      const reference = capabilityDigest(refId);
      const retry = await inject('POST', `/api/admin/fulfilments/${reference}/retry`, { token });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().ok).toBe(true);
      await expect.poll(statusOf, { timeout: 30_000, interval: 200 }).toBe('delivered');
      expect(
        (await inject('GET', '/api/admin/fulfilments/failed', { token })).json().fulfilments,
      ).toEqual([]);

      const again = await inject('POST', `/api/admin/fulfilments/${reference}/retry`, { token });
      expect(again.statusCode).toBe(404);
      const retried = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'report.retried'));
      expect(retried).toHaveLength(1);
    }, 60_000);
  });
});
