/**
 * 'Manage my data' (issue 7, /privacy-ethics): the link request that answers the same for any
 * address, the one-time link e-mailed through the real job queue into the outbox, its exchange
 * for a short access grant, the download (the person's own answers only), the correction that
 * re-signs person 1's submissions, the erasure, and every limit and error on the way.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDataLink } from '../../src/server/modules/privacy/send-data-link';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { PRIVACY_REQUEST_MESSAGE } from '../../src/shared/api/privacy';
import { answersFromList } from '../../src/shared/api/sessions';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `Person one writes honest answer number ${i + 1} about the evenings.`,
);
/** The partner's answers: distinctive, so their absence from person 1's download is provable. */
const P2_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `Zebracorn partner reply ${i + 1} that belongs only to the partner.`,
);
const STORM_PARTNER_ANSWERS = Array.from(
  { length: 5 },
  (_, i) => `Quokkafish storm reply ${i + 1} written by the partner alone.`,
);

let ip = 0;
/** Each request speaks from its own address, so per-IP limits count only where a test wants. */
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.7.${Math.floor(ip / 250)}.${ip % 250}` };
}

type Person = { name: string; email: string };

describe('the privacy API', () => {
  let t: TestApp;
  let unique = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh person, so tests do not share addresses (and per-address limits). */
  function person(first: string): Person {
    unique += 1;
    return { name: `${first} Lopez`, email: `${first.toLowerCase()}.${unique}@example.com` };
  }

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await t.testDatabase.database.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { payload?: unknown; token?: string; ip?: string } = {},
  ) {
    return t.app.inject({
      method,
      url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.ip ? { remoteAddress: options.ip } : from()),
    });
  }

  async function ok(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
    const res = await call(method, url, { payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** The intake plus a free scan the partner answered. */
  async function seedIntakeAndScan(who: Person): Promise<void> {
    const { id } = await ok('POST', '/api/assessments', {
      tier: 'free',
      profile: {
        fullName: who.name,
        email: who.email.toUpperCase(),
        phone: '+1 555 0100',
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'words-of-affirmation',
      },
    });
    const questions: { id: string; options: string[] }[] = await ok('GET', '/api/questions/storm');
    const saved = await ok('PATCH', `/api/assessments/${id}`, {
      responses: Object.fromEntries(questions.map((q) => [q.id, q.options[1] ?? ''])),
    });
    await ok('POST', `/api/storm/submit/${saved.storm.token}`, { answers: STORM_PARTNER_ANSWERS });
  }

  /** A couple session: person 1's signed submission, the partner's pasted answers and address. */
  async function seedSession(p1: Person, p2Email: string): Promise<string> {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    await ok('POST', '/api/submit', {
      refId,
      person1: { name: p1.name, email: p1.email, phone: '555 0100', partnerName: 'Sam Rivera' },
      answers: answersFromList(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    await ok('POST', '/api/person2/submit', {
      refId,
      answers: answersFromList(P2_ANSWERS),
      source: 'paste',
      email: p2Email,
    });
    return refId;
  }

  async function mailsTo(address: string) {
    const entries = await listOutbox(t.outboxDir);
    return entries.filter((entry) => entry.recipients.includes(address));
  }

  /** The data link e-mails to `address` (person 1 also gets a 'your partner has answered'). */
  async function linksTo(address: string) {
    return (await mailsTo(address)).filter((entry) => entry.subject === 'Your mSoul data link');
  }

  /** Waits for the job to write the n-th link e-mail to `address`; returns the link's token. */
  async function linkFor(address: string, count = 1): Promise<string> {
    await expect
      .poll(async () => (await linksTo(address)).length, { timeout: 15_000, interval: 100 })
      .toBeGreaterThanOrEqual(count);
    const [newest] = (await linksTo(address)).sort((a, b) => b.date.getTime() - a.date.getTime());
    if (!newest) throw new Error('no e-mail');
    const mail = await simpleParser(await readFile(join(t.outboxDir, newest.fileName)));
    expect(mail.subject).toBe('Your mSoul data link');
    const match = /https:\/\/msoul\.test\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no link in the e-mail: ${mail.text}`);
    expect(String(mail.html)).toContain(match[0]);
    return match[1];
  }

  function requestLink(email: string, ipAddress?: string) {
    return call('POST', '/api/privacy/request', { payload: { email }, ip: ipAddress });
  }

  /** Request, wait for the e-mail, exchange: an access token for the address. */
  async function accessFor(email: string): Promise<string> {
    const before = (await linksTo(email)).length;
    expect((await requestLink(email)).statusCode).toBe(202);
    const token = await linkFor(email, before + 1);
    const res = await call('POST', '/api/privacy/access', { payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accessToken;
  }

  async function requestCount(email: string): Promise<number> {
    const found = await rows<{ n: number }>(
      sql`select count(*)::int as n from data_requests where email = ${email}`,
    );
    return found[0]?.n ?? -1;
  }

  describe('POST /api/privacy/request', () => {
    it('answers 202 with the same body for a known and an unknown address', async () => {
      const maya = person('Maya');
      await seedIntakeAndScan(maya);
      const known = await requestLink(maya.email);
      const unknown = await requestLink('nobody.at.all@example.com');
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ ok: true, message: PRIVACY_REQUEST_MESSAGE });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(known.body).toBe(unknown.body);
      expect(PRIVACY_REQUEST_MESSAGE).toBe(
        'If we hold data for this address, we have e-mailed a link to it. It works for 24 hours.',
      );
      await linkFor(maya.email);
      expect(await requestCount(maya.email)).toBe(1);
      expect(await requestCount('nobody.at.all@example.com')).toBe(0);
      expect(await mailsTo('nobody.at.all@example.com')).toEqual([]);
    });

    it('e-mails a one-time link valid 24 hours, then keeps only its hash', async () => {
      const lea = person('Lea');
      await seedIntakeAndScan(lea);
      const before = Date.now();
      expect((await requestLink(lea.email)).statusCode).toBe(202);
      const token = await linkFor(lea.email);
      const [row] = await rows<{
        id: string;
        link_token_hash: string;
        link_token_sealed: string | null;
        sent_at: string | null;
        expires_at: string;
        created_at: string;
      }>(sql`select * from data_requests where email = ${lea.email}`);
      if (!row) throw new Error('no data request');
      await expect
        .poll(
          async () =>
            (
              await rows<{ sealed: string | null }>(
                sql`select link_token_sealed as sealed from data_requests where id = ${row.id}`,
              )
            )[0]?.sealed,
        )
        .toBeNull();
      const [sent] = await rows<{ sent_at: string | null; link_token_hash: string }>(
        sql`select sent_at, link_token_hash from data_requests where id = ${row.id}`,
      );
      expect(sent?.sent_at).not.toBeNull();
      expect(JSON.stringify(sent)).not.toContain(token);
      const validFor = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
      expect(validFor).toBe(24 * 60 * 60 * 1000);
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

      // The job's data is the request id only: never the address or the token.
      const jobs = await rows<{ data: unknown }>(
        sql`select data from pgboss.job where name = 'privacy.send-link'`,
      );
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs) expect(Object.keys(job.data as object)).toEqual(['requestId']);
      expect(JSON.stringify(jobs)).not.toContain('@');
      expect(JSON.stringify(jobs)).not.toContain(token);

      // A repeated job sends nothing twice.
      const again = await sendDataLink(
        {
          db: t.testDatabase.database.db,
          mailer: t.services.mailer,
          secretKey: TEST_SETTINGS.secretKey,
          publicUrl: TEST_SETTINGS.publicUrl,
        },
        row.id,
      );
      expect(again).toEqual({ sent: false });
      expect(await mailsTo(lea.email)).toHaveLength(1);

      // The audit log says a link was requested, with the request id only.
      const events = await rows<{ detail: unknown }>(
        sql`select detail from audit_events where action = 'privacy.link_requested'`,
      );
      expect(events.map((event) => event.detail)).toContainEqual({ requestId: row.id });
    });

    it('knows an address in any case, and through each place it is stored', async () => {
      const nora = person('Nora');
      const partner = person('Partner');
      await seedSession(nora, partner.email);
      expect((await requestLink(nora.email.toUpperCase())).statusCode).toBe(202);
      await linkFor(nora.email);
      // Person 2's own address is known too.
      expect((await requestLink(partner.email)).statusCode).toBe(202);
      await linkFor(partner.email);
      // A test checkout's address (the session's checkout was opened with person 1's).
      const checkouts = await rows<{ customer_email: string }>(
        sql`select customer_email from local_checkouts where lower(customer_email) = ${nora.email}`,
      );
      expect(checkouts.length).toBeGreaterThan(0);
    });

    it('sends at most three links per address per hour, and answers the same after that', async () => {
      const ada = person('Ada');
      await seedIntakeAndScan(ada);
      for (let i = 1; i <= 5; i++) {
        const res = await requestLink(ada.email);
        expect(res.statusCode).toBe(202);
        expect(res.json().message).toBe(PRIVACY_REQUEST_MESSAGE);
      }
      expect(await requestCount(ada.email)).toBe(3);
      await linkFor(ada.email, 3);
      expect(await mailsTo(ada.email)).toHaveLength(3);
      // Older links stay valid while newer ones exist (until they expire or are used).
      const valid = await rows<{ n: number }>(
        sql`select count(*)::int as n from data_requests where email = ${ada.email} and used_at is null and expires_at > now()`,
      );
      expect(valid[0]?.n).toBe(3);
    });

    it('limits requests per IP address: the 6th in a minute is a 429 JSON error', async () => {
      const address = '10.250.0.1';
      for (let i = 0; i < 5; i++) {
        expect((await requestLink(`someone${i}@example.com`, address)).statusCode).toBe(202);
      }
      const limited = await requestLink('someone@example.com', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toContain('application/json');
      expect(limited.json().error.code).toBe('rate_limited');
    });

    it.each([
      [{}, 'invalid_request'],
      [{ email: '' }, 'invalid_request'],
      [{ email: 'not-an-address' }, 'invalid_request'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'invalid_request'],
      [{ email: 42 }, 'invalid_request'],
      [{ email: 'a@example.com', extra: true }, 'invalid_request'],
      [{ email: 'a@example.com', website: 'https://spam.example' }, 'rejected'],
    ])('rejects %j with 400 %s and stores nothing', async (payload, code) => {
      const before = await rows<{ n: number }>(sql`select count(*)::int as n from data_requests`);
      const res = await call('POST', '/api/privacy/request', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
      const after = await rows<{ n: number }>(sql`select count(*)::int as n from data_requests`);
      expect(after).toEqual(before);
    });
  });

  describe('POST /api/privacy/access', () => {
    it('exchanges the link once for a 30-minute grant; a second use is 404', async () => {
      const ben = person('Ben');
      await seedIntakeAndScan(ben);
      await requestLink(ben.email);
      const token = await linkFor(ben.email);
      const first = await call('POST', '/api/privacy/access', { payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const grant = first.json();
      expect(grant.email).toBe(ben.email);
      expect(grant.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const minutes = (new Date(grant.expiresAt).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);

      const second = await call('POST', '/api/privacy/access', { payload: { token } });
      expect(second.statusCode).toBe(404);
      const unknown = await call('POST', '/api/privacy/access', {
        payload: { token: 'A'.repeat(43) },
      });
      const malformed = await call('POST', '/api/privacy/access', { payload: { token: 'short' } });
      for (const res of [second, unknown, malformed]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(second.body);
      }
      expect(second.json().error.code).toBe('link_not_valid');
      // The grant stored as a hash only.
      const stored = await rows<Record<string, unknown>>(
        sql`select * from data_requests where email = ${ben.email}`,
      );
      expect(JSON.stringify(stored)).not.toContain(grant.accessToken);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('refuses an expired link with the same 404', async () => {
      const cleo = person('Cleo');
      await seedIntakeAndScan(cleo);
      await requestLink(cleo.email);
      const token = await linkFor(cleo.email);
      await t.testDatabase.database.db.execute(
        sql`update data_requests set expires_at = now() - interval '1 minute' where email = ${cleo.email}`,
      );
      const res = await call('POST', '/api/privacy/access', { payload: { token } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('link_not_valid');
    });

    it('limits exchanges per IP address: the 11th in a minute is a 429', async () => {
      const address = '10.250.0.2';
      for (let i = 0; i < 10; i++) {
        const res = await call('POST', '/api/privacy/access', {
          payload: { token: 'B'.repeat(43) },
          ip: address,
        });
        expect(res.statusCode).toBe(404);
      }
      const limited = await call('POST', '/api/privacy/access', {
        payload: { token: 'B'.repeat(43) },
        ip: address,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
    });

    it.each([
      [{}],
      [{ token: '' }],
      [{ token: 7 }],
      [{ token: 'x'.repeat(101) }],
      [{ token: 'A'.repeat(43), extra: 1 }],
    ])('rejects %j with 400', async (payload) => {
      const res = await call('POST', '/api/privacy/access', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    });
  });

  describe('with an access grant', () => {
    it('answers 401 for a missing, malformed, unknown or expired grant on every route', async () => {
      const dan = person('Dan');
      await seedIntakeAndScan(dan);
      const expired = await accessFor(dan.email);
      await t.testDatabase.database.db.execute(
        sql`update data_requests set access_expires_at = now() - interval '1 second' where email = ${dan.email}`,
      );
      const bodies = new Set<string>();
      for (const token of [undefined, 'not a token', 'C'.repeat(43), expired]) {
        for (const [method, url, payload] of [
          ['GET', '/api/privacy/data', undefined],
          ['PATCH', '/api/privacy/profile', { phone: '1' }],
          ['DELETE', '/api/privacy/data', undefined],
        ] as const) {
          const res = await call(method, url, { payload, token });
          expect(res.statusCode, `${method} ${url}`).toBe(401);
          expect(res.headers['cache-control']).toBe('no-store');
          bodies.add(res.body);
        }
      }
      expect(bodies.size).toBe(1);
      expect(JSON.parse([...bodies][0] ?? '{}').error.code).toBe('access_expired');
      // Nothing was erased by the refused DELETEs.
      const users = await rows(sql`select id from users where email = ${dan.email}`);
      expect(users).toHaveLength(1);
    });

    it("downloads person 1's data without the partner's answers", async () => {
      const maya = person('Maya');
      const partner = person('Sam');
      await seedIntakeAndScan(maya);
      const refId = await seedSession(maya, partner.email);
      const access = await accessFor(maya.email);
      const res = await call('GET', '/api/privacy/data', { token: access });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json();
      const text = res.body;
      expect(data.email).toBe(maya.email);
      expect(data.profile).toEqual({ fullName: maya.name, phone: '+1 555 0100' });
      expect(data.intakes).toEqual([
        expect.objectContaining({
          fullName: maya.name,
          email: maya.email,
          primaryLoveLanguage: 'quality-time',
        }),
      ]);
      expect(data.assessments).toHaveLength(1);
      expect(data.assessments[0]).toMatchObject({
        tier: 'storm',
        paid: false,
        freeScan: { partnerAnswered: true },
      });
      expect(data.assessments[0].answers).toHaveLength(5);
      expect(data.coupleSessions).toHaveLength(1);
      const [session] = data.coupleSessions;
      expect(session).toMatchObject({
        productType: 'detonation',
        state: 'answered',
        paid: false,
        reportStatus: null,
        asPerson2: null,
      });
      expect(session.asPerson1.submissions).toHaveLength(1);
      expect(session.asPerson1.submissions[0]).toMatchObject({
        status: 'current',
        name: maya.name,
        email: maya.email,
        phone: '555 0100',
        partnerName: 'Sam Rivera',
      });
      expect(
        session.asPerson1.submissions[0].answers.map((a: { answer: string }) => a.answer),
      ).toEqual(P1_ANSWERS);
      // The partners' answers belong to the partners.
      for (const answer of [...P2_ANSWERS, ...STORM_PARTNER_ANSWERS]) {
        expect(text).not.toContain(answer);
      }
      expect(text).not.toContain('Zebracorn');
      expect(text).not.toContain('Quokkafish');
      expect(text).not.toContain(partner.email);
      expect(text).not.toContain(refId);
      expect(data.checkouts.length).toBeGreaterThan(0);

      const audit = await rows<{ detail: Record<string, unknown> }>(
        sql`select detail from audit_events where action = 'privacy.data_downloaded'`,
      );
      expect(audit.length).toBeGreaterThan(0);
      expect(JSON.stringify(audit)).not.toContain('@');
    });

    it("downloads person 2's own answers, not person 1's", async () => {
      const omar = person('Omar');
      const partner = person('Pat');
      await seedSession(omar, partner.email);
      const access = await accessFor(partner.email);
      const res = await call('GET', '/api/privacy/data', { token: access });
      expect(res.statusCode).toBe(200);
      const data = res.json();
      expect(data.profile).toBeNull();
      expect(data.intakes).toEqual([]);
      expect(data.coupleSessions).toHaveLength(1);
      expect(data.coupleSessions[0].asPerson1).toBeNull();
      expect(data.coupleSessions[0].asPerson2).toMatchObject({
        email: partner.email,
        source: 'paste',
      });
      expect(
        data.coupleSessions[0].asPerson2.answers.map((a: { answer: string }) => a.answer),
      ).toEqual(P2_ANSWERS);
      for (const answer of P1_ANSWERS) expect(res.body).not.toContain(answer);
      expect(res.body).not.toContain(omar.email);
      expect(res.body).not.toContain(omar.name);

      // Nothing to correct: no name is held for person 2.
      const patch = await call('PATCH', '/api/privacy/profile', {
        payload: { fullName: 'Pat Person' },
        token: access,
      });
      expect(patch.statusCode).toBe(409);
      expect(patch.json().error.code).toBe('nothing_to_correct');
    });

    it("corrects name and phone, re-signing person 1's submission so the session still reads", async () => {
      const ivy = person('Ivy');
      await seedIntakeAndScan(ivy);
      const refId = await seedSession(ivy, person('Kai').email);
      const access = await accessFor(ivy.email);
      const res = await call('PATCH', '/api/privacy/profile', {
        payload: { fullName: '  Ivy Marie Lopez ', phone: '+1 (555) 010-9999' },
        token: access,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        profile: { fullName: 'Ivy Marie Lopez', phone: '+1 (555) 010-9999' },
        corrected: { intakeProfiles: 1, submissions: 1 },
      });

      const view = await call('GET', `/api/sessions/${refId}`);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().person1Name).toBe('Ivy');

      const [submission] = await rows<{ content: Record<string, unknown>; signature: string }>(
        sql`select content, signature from secure_submissions where ref_id = ${capabilityDigest(refId)}`,
      );
      if (!submission) throw new Error('no submission');
      expect(submission.content.person1).toEqual({
        name: 'Ivy Marie Lopez',
        email: ivy.email,
        phone: '+1 (555) 010-9999',
        partnerName: 'Sam Rivera',
      });
      const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
      expect(signer.verify(submission.content, submission.signature)).toBe(true);
      const [user] = await rows<{ full_name: string; phone: string | null }>(
        sql`select full_name, phone from users where email = ${ivy.email}`,
      );
      expect(user).toEqual({ full_name: 'Ivy Marie Lopez', phone: '+1 (555) 010-9999' });

      // An empty phone removes it; the name stays.
      const cleared = await call('PATCH', '/api/privacy/profile', {
        payload: { phone: '' },
        token: access,
      });
      expect(cleared.json().profile).toEqual({ fullName: 'Ivy Marie Lopez', phone: null });
      const data = (await call('GET', '/api/privacy/data', { token: access })).json();
      expect(data.profile).toEqual({ fullName: 'Ivy Marie Lopez', phone: null });
      expect(data.coupleSessions[0].asPerson1.submissions[0].phone).toBeNull();
      expect((await call('GET', `/api/sessions/${refId}`)).statusCode).toBe(200);

      const audit = await rows<{ detail: Record<string, unknown> }>(
        sql`select detail from audit_events where action = 'privacy.data_corrected'`,
      );
      expect(audit.map((event) => event.detail)).toContainEqual(
        expect.objectContaining({ intakeProfiles: 1, submissions: 1 }),
      );
      expect(JSON.stringify(audit)).not.toContain('Ivy');
    });

    it.each([
      [{}],
      [{ fullName: '' }],
      [{ fullName: '   ' }],
      [{ fullName: 'x'.repeat(101) }],
      [{ phone: 'call me maybe' }],
      [{ phone: '1'.repeat(41) }],
      [{ fullName: 'Ok Name', email: 'new@example.com' }],
      [{ fullName: 12 }],
    ])('rejects the correction %j with 400 and changes nothing', async (payload) => {
      const zoe = person('Zoe');
      await seedIntakeAndScan(zoe);
      const access = await accessFor(zoe.email);
      const res = await call('PATCH', '/api/privacy/profile', { payload, token: access });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
      const [user] = await rows<{ full_name: string }>(
        sql`select full_name from users where email = ${zoe.email}`,
      );
      expect(user?.full_name).toBe(zoe.name);
    });

    it('accepts a 100-character name and a 40-character phone', async () => {
      const uma = person('Uma');
      await seedIntakeAndScan(uma);
      const access = await accessFor(uma.email);
      const res = await call('PATCH', '/api/privacy/profile', {
        payload: { fullName: 'U'.repeat(100), phone: '+1 (555) 010-9999 .'.padEnd(40, '0') },
        token: access,
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('deletes everything for the address now; the grant ends with it', async () => {
      const eve = person('Eve');
      const partner = person('Rex');
      await seedIntakeAndScan(eve);
      const refId = await seedSession(eve, partner.email);
      // A second person's data stays.
      const other = person('Other');
      await seedIntakeAndScan(other);
      const access = await accessFor(eve.email);
      expect((await mailsTo(eve.email)).length).toBeGreaterThan(0);

      const res = await call('DELETE', '/api/privacy/data', { token: access });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        ok: true,
        complete: true,
        message: 'Your data has been deleted.',
      });
      expect(body.erased.users).toBe(1);
      expect(body.erased.coupleSessions).toBe(1);

      for (const table of ['users', 'secure_submissions', 'couple_sessions', 'data_requests']) {
        const found = await rows(
          sql`select 1 from ${sql.raw(table)} t where lower(t::text) like ${`%${eve.email}%`}`,
        );
        expect(found, table).toEqual([]);
      }
      for (const table of ['report_deliveries', 'local_checkouts', 'assessments']) {
        const found = await rows(
          sql`select 1 from ${sql.raw(table)} t where lower(t::text) like ${`%${eve.email}%`}`,
        );
        expect(found, table).toEqual([]);
      }
      expect((await call('GET', `/api/sessions/${refId}`)).statusCode).toBe(404);
      expect(await mailsTo(eve.email)).toEqual([]);
      expect(await rows(sql`select 1 from users where email = ${other.email}`)).toHaveLength(1);

      for (const [method, url] of [
        ['GET', '/api/privacy/data'],
        ['DELETE', '/api/privacy/data'],
      ] as const) {
        expect((await call(method, url, { token: access })).statusCode).toBe(401);
      }
      const audit = await rows<{ detail: Record<string, unknown> }>(
        sql`select detail from audit_events where action = 'privacy.data_erased'`,
      );
      expect(audit.at(-1)?.detail).toMatchObject({ users: 1, coupleSessions: 1, errors: 0 });
      expect(JSON.stringify(audit)).not.toContain('@');
    });
  });

  it('never logs addresses, names or tokens', () => {
    const logs = t.logs.join('\n');
    expect(logs).not.toMatch(/@example\.com/);
    expect(logs).not.toContain('Lopez');
    expect(logs).not.toMatch(/my-data\//);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/privacy/request', '/api/privacy/access', '/api/privacy/data']),
    );
    expect(Object.keys(doc.paths['/api/privacy/data'])).toEqual(['get', 'delete']);
    expect(doc.paths['/api/privacy/profile'].patch).toBeDefined();
  });
});
