/**
 * The private check (decision 010) through the real API: optional on every answer submit,
 * validated like every field, stored with the session, raising the report's safety rule, and
 * otherwise invisible: in no report model, e-mail, admin answer, session view or log line, only
 * in that person's own 'Manage my data' copy, and gone with the session (purge, erasure).
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, privateChecks, reports } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { hashPassword } from '../../src/server/security/password-hash';
import {
  PRIVATE_CHECK_ITEMS,
  type PrivateCheck,
  type PrivateCheckItemId,
} from '../../src/shared/safety/private-check';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { OPEN_ANSWERS, partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Person 1's check: answered, and below every threshold ('afraid' rises from 'Sometimes'). */
const P1_CHECK = {
  hurt: 'Never',
  threatened: 'Never',
  afraid: 'Rarely',
  controlled: 'Never',
} as const satisfies PrivateCheck;
/** The partner's check: one item only, high enough to raise the safety rule. */
const P2_CHECK = { controlled: 'Often' } as const satisfies PrivateCheck;

const ITEM_TEXT = Object.fromEntries(
  PRIVATE_CHECK_ITEMS.map((item) => [item.id, item.text]),
) as Record<PrivateCheckItemId, string>;

/**
 * Traces of a check in any text: an item's question, an item id next to an answer (as JSON,
 * CSV with doubled quotes, or any other quoting), or the field and table names.
 */
function tracesOf(text: string, checks: readonly PrivateCheck[] = [P1_CHECK, P2_CHECK]): string[] {
  const found: string[] = [];
  for (const item of PRIVATE_CHECK_ITEMS) {
    if (text.includes(item.text)) found.push(`the question of '${item.id}'`);
  }
  for (const check of checks) {
    for (const [id, answer] of Object.entries(check)) {
      if (new RegExp(`${id}\\W{1,8}${answer}`).test(text)) found.push(`${id}: ${answer}`);
    }
  }
  for (const name of ['privateCheck', 'private_check']) {
    if (text.includes(name)) found.push(name);
  }
  return found;
}

/** The partner's replies as person 1 pastes them on the single page. */
const PASTED_REPLIES = Array.from(
  { length: 10 },
  (_, i) => `Pasted reply number ${i + 1} from Sam.`,
);

let ip = 0;
/** Each request from its own address, so the per-IP limits never get in the way. */
const from = () => {
  ip += 1;
  return { remoteAddress: `10.23.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('the private check', () => {
  let t: TestApp;
  let adminToken: string;
  let unique = 0;

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
    await t.testDatabase.database.db.insert(admins).values({
      username: 'pc-admin',
      passwordHash: await hashPassword('private check admin password'),
      totpSecretSealed: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'pc-admin', password: 'private check admin password' },
      ...from(),
    });
    expect(login.statusCode, login.body).toBe(200);
    adminToken = login.json().token;
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: unknown; token?: string } = {},
  ) {
    return t.app.inject({
      method,
      url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...from(),
    });
  }

  async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const res = await call(method, url, { payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  const admin = (url: string) => call('GET', url, { token: adminToken });

  function address(who: string): string {
    unique += 1;
    return `${who}.${unique}@example.com`;
  }

  async function storedChecks(refId: string) {
    return db()
      .select()
      .from(privateChecks)
      .where(eq(privateChecks.refDigest, capabilityDigest(refId)));
  }

  async function countRows(table: string, refId: string): Promise<number> {
    const result = await db().execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ref_id = ${capabilityDigest(refId)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  type Answered = { refId: string; submissionId: string; p1Email: string; p2Email: string };

  /** Person 1 and the partner answer (/api/submit, then /p2's submit), with the given checks. */
  async function answeredSession(checks: {
    person1?: PrivateCheck;
    person2?: PrivateCheck;
  }): Promise<Answered> {
    const p1Email = address('maya');
    const p2Email = address('sam');
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    const submitted = await ok('POST', '/api/submit', {
      ...person1Submit(refId, { name: 'Maya Lopez', email: p1Email, partnerName: 'Sam' }),
      ...(checks.person1 ? { privateCheck: checks.person1 } : {}),
    });
    await ok('POST', '/api/person2/submit', {
      ...partnerSubmit(refId, { email: p2Email }),
      ...(checks.person2 ? { privateCheck: checks.person2 } : {}),
    });
    return { refId, submissionId: submitted.submissionId, p1Email, p2Email };
  }

  /** Pays through the test checkout and waits for the report e-mails to go out. */
  async function payAndDeliver(refId: string): Promise<void> {
    const { url } = await ok('POST', '/api/session-checkout', { refId });
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    await ok('POST', `/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`);
    const status = async () =>
      (
        await db()
          .select({ status: reports.status })
          .from(reports)
          .where(eq(reports.refDigest, capabilityDigest(refId)))
      )[0]?.status;
    // A plain wait, not expect.poll: this also runs in a beforeAll.
    const until = Date.now() + 30_000;
    while ((await status()) !== 'delivered') {
      if (Date.now() > until) throw new Error(`the report was not delivered: ${await status()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function reportModel(refId: string) {
    const [row] = await db()
      .select({ model: reports.model })
      .from(reports)
      .where(eq(reports.refDigest, capabilityDigest(refId)));
    if (!row?.model) throw new Error('no report model');
    return row.model;
  }

  async function mailsTo(email: string) {
    return (await listOutbox(t.outboxDir)).filter((entry) => entry.recipients.includes(email));
  }

  /** 'Manage my data' for the address: request, the e-mailed link, exchange, download. */
  async function myData(email: string) {
    const links = async () =>
      (await mailsTo(email)).filter((entry) => entry.subject === 'Your mSoul data link');
    const before = (await links()).length;
    expect((await call('POST', '/api/privacy/request', { payload: { email } })).statusCode).toBe(
      202,
    );
    await expect
      .poll(async () => (await links()).length, { timeout: 15_000, interval: 100 })
      .toBe(before + 1);
    const [newest] = (await links()).sort((a, b) => b.date.getTime() - a.date.getTime());
    if (!newest) throw new Error('no link e-mail');
    const mail = await simpleParser(await readFile(join(t.outboxDir, newest.fileName)));
    const token = /\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error('no link in the e-mail');
    const access = await call('POST', '/api/privacy/access', { payload: { token } });
    expect(access.statusCode, access.body).toBe(200);
    const accessToken: string = access.json().accessToken;
    const data = await call('GET', '/api/privacy/data', { token: accessToken });
    expect(data.statusCode, data.body).toBe(200);
    return { accessToken, data: data.json() };
  }

  describe('with a paid, delivered session', () => {
    let flagged: Answered;
    let control: Answered;

    beforeAll(async () => {
      // Every answer harmless; only the partner's private check (on /p2) says 'Often'.
      flagged = await answeredSession({ person1: P1_CHECK, person2: P2_CHECK });
      // The same answers without the partner's check: the control.
      control = await answeredSession({ person1: P1_CHECK });
      await payAndDeliver(flagged.refId);
      await payAndDeliver(control.refId);
    }, 90_000);

    it("raises the report's safety rule from the partner's private check alone", async () => {
      expect((await reportModel(control.refId)).safety.flagged).toBe(false);
      expect((await reportModel(flagged.refId)).safety.flagged).toBe(true);
      const stored = await storedChecks(flagged.refId);
      expect(Object.fromEntries(stored.map((row) => [row.role, row.answers]))).toEqual({
        person1: P1_CHECK,
        person2: P2_CHECK,
      });
    });

    it('writes nothing of it into a report model or a delivered e-mail', async () => {
      for (const { refId } of [flagged, control]) {
        expect(tracesOf(JSON.stringify(await reportModel(refId))), refId).toEqual([]);
      }
      for (const email of [flagged.p1Email, flagged.p2Email]) {
        const mails = await mailsTo(email);
        expect(mails.map((mail) => mail.subject)).toContain(
          'Your mSoul report for Maya Lopez & Sam',
        );
        for (const mail of mails) {
          const raw = await readFile(join(t.outboxDir, mail.fileName), 'utf8');
          const parsed = await simpleParser(raw);
          const text = `${raw}\n${parsed.text ?? ''}\n${String(parsed.html)}`;
          expect(tracesOf(text), mail.fileName).toEqual([]);
        }
      }
    });

    it('shows nothing of it in any admin answer', async () => {
      const answers: [string, string][] = [];
      for (const url of [
        '/api/admin/stats',
        '/api/admin/logs?limit=100',
        '/api/admin/outbox',
        '/api/admin/fulfilments/failed',
        '/api/admin/export?format=json',
      ]) {
        const res = await admin(url);
        expect(res.statusCode, url).toBe(200);
        answers.push([url, res.body]);
      }
      const outbox = JSON.parse(answers.find(([url]) => url === '/api/admin/outbox')?.[1] ?? '{}');
      for (const message of outbox.messages as { file: string }[]) {
        const res = await admin(`/api/admin/outbox/${encodeURIComponent(message.file)}`);
        expect(res.statusCode).toBe(200);
        answers.push([message.file, res.body]);
      }
      const csv = await admin('/api/admin/export?format=csv');
      expect(csv.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(csv.rawPayload));
      expect(Object.keys(files).filter((name) => /private/i.test(name))).toEqual([]);
      for (const [name, content] of Object.entries(files)) {
        answers.push([name, new TextDecoder().decode(content)]);
      }
      // The export does hold the sessions themselves, so the check is really looked for there.
      const exported = answers.find(([url]) => url.endsWith('format=json'))?.[1] ?? '';
      expect(exported).toContain(capabilityDigest(flagged.refId));
      expect(exported).not.toContain(flagged.refId);
      for (const [where, body] of answers) expect(tracesOf(body), where).toEqual([]);
    });

    it('shows nothing of it in the session views, nor in a log line', async () => {
      for (const { refId, submissionId } of [flagged, control]) {
        const session = await call('GET', `/api/sessions/${refId}`);
        expect(session.statusCode).toBe(200);
        expect(tracesOf(session.body)).toEqual([]);
        const submission = await call('GET', `/api/submissions/${submissionId}`);
        expect(submission.statusCode).toBe(200);
        expect(tracesOf(submission.body)).toEqual([]);
      }
      expect(tracesOf(t.logs.join(''))).toEqual([]);
    });

    it("shows each person their own check in 'Manage my data', and only theirs", async () => {
      const mine = (check: PrivateCheck) =>
        Object.entries(check).map(([id, answer]) => ({
          question: ITEM_TEXT[id as PrivateCheckItemId],
          answer,
        }));

      const person1 = (await myData(flagged.p1Email)).data;
      expect(person1.coupleSessions).toHaveLength(1);
      const [asPerson1] = person1.coupleSessions;
      expect(asPerson1.asPerson2).toBeNull();
      expect(asPerson1.asPerson1.privateCheck).toEqual({
        answeredAt: expect.any(String),
        answers: mine(P1_CHECK),
      });
      expect(tracesOf(JSON.stringify(person1), [P2_CHECK])).toEqual([
        // Person 1 answered every item, so every question is in their copy, and their field.
        ...PRIVATE_CHECK_ITEMS.map((item) => `the question of '${item.id}'`),
        'privateCheck',
      ]);

      const person2 = (await myData(flagged.p2Email)).data;
      expect(person2.coupleSessions).toHaveLength(1);
      const [asPerson2] = person2.coupleSessions;
      expect(asPerson2.asPerson1).toBeNull();
      expect(asPerson2.asPerson2.privateCheck).toEqual({
        answeredAt: expect.any(String),
        answers: mine(P2_CHECK),
      });
      // Nothing of person 1's check: not the questions only they answered, not their answers.
      const text = JSON.stringify(person2);
      for (const id of ['hurt', 'threatened', 'afraid'] as const) {
        expect(text).not.toContain(ITEM_TEXT[id]);
      }
      expect(tracesOf(text, [P1_CHECK]).filter((trace) => trace.includes(':'))).toEqual([]);
    }, 60_000);
  });

  describe('on submit', () => {
    it('stores only the answered items, replaces a check, and removes it with a submit without one', async () => {
      const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
      const submit = (privateCheck?: PrivateCheck) =>
        ok('POST', '/api/person2/submit', {
          ...partnerSubmit(refId),
          ...(privateCheck === undefined ? {} : { privateCheck }),
        });
      await submit({ afraid: 'Sometimes' });
      expect((await storedChecks(refId)).map((row) => [row.role, row.answers])).toEqual([
        ['person2', { afraid: 'Sometimes' }],
      ]);
      await submit({ hurt: 'Rarely' });
      expect((await storedChecks(refId)).map((row) => row.answers)).toEqual([{ hurt: 'Rarely' }]);
      // Opened and left empty counts as not answered.
      await submit({});
      expect(await storedChecks(refId)).toEqual([]);
      await submit({ threatened: 'Never' });
      await submit();
      expect(await storedChecks(refId)).toEqual([]);
    });

    it("takes person 1's check on the single page, and drops a /p2 check the paste replaces", async () => {
      const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
      await ok('POST', '/api/person2/submit', {
        ...partnerSubmit(refId),
        privateCheck: { afraid: 'Often' },
      });
      const res = await call('POST', '/api/email-submission', {
        payload: {
          refId,
          productType: 'detonation',
          email: address('single'),
          person1: 'Maya Lopez',
          partnerName: 'Sam',
          answersP1: formatNumberedReplies(OPEN_ANSWERS),
          answersP2: formatNumberedReplies(PASTED_REPLIES),
          privateCheck: { controlled: 'Sometimes' },
          website: '',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedChecks(refId)).map((row) => [row.role, row.answers])).toEqual([
        ['person1', { controlled: 'Sometimes' }],
      ]);
    });

    const badChecks: [string, unknown, string][] = [
      ['an unknown answer', { afraid: 'Always' }, 'privateCheck.afraid'],
      ['an unknown item', { jealous: 'Often' }, 'privateCheck'],
      ['a lower-case answer', { hurt: 'often' }, 'privateCheck.hurt'],
      ['a number', { controlled: 3 }, 'privateCheck.controlled'],
      ['a list', ['Often'], 'privateCheck'],
      ['a string', 'Often', 'privateCheck'],
    ];

    it.each(badChecks)(
      'rejects %s with a 400 naming the field, and stores nothing',
      async (_label, privateCheck, field) => {
        const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
        const bodies: [string, object][] = [
          [
            '/api/submit',
            person1Submit(refId, { name: 'Maya Lopez', email: address('bad'), partnerName: 'Sam' }),
          ],
          ['/api/person2/submit', partnerSubmit(refId, { email: address('bad-partner') })],
          [
            '/api/email-submission',
            {
              refId,
              productType: 'detonation',
              email: address('bad-single'),
              person1: 'Maya Lopez',
              partnerName: 'Sam',
              answersP1: formatNumberedReplies(OPEN_ANSWERS),
              answersP2: formatNumberedReplies(PASTED_REPLIES),
              website: '',
            },
          ],
        ];
        for (const [url, body] of bodies) {
          const res = await call('POST', url, { payload: { ...body, privateCheck } });
          expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
          expect(res.json().error.code).toBe('invalid_request');
          expect(res.json().error.message).toContain(`${field}`);
        }
        expect(await storedChecks(refId)).toEqual([]);
        expect(await countRows('secure_submissions', refId)).toBe(0);
        const view = (await ok('GET', `/api/sessions/${refId}`)) as {
          person1Answered: boolean;
          person2Answered: boolean;
        };
        expect(view).toMatchObject({ person1Answered: false, person2Answered: false });
      },
    );

    it('stores nothing when the session is locked (paid and answered)', async () => {
      const session = await answeredSession({ person2: { hurt: 'Never' } });
      await payAndDeliver(session.refId);
      const res = await call('POST', '/api/person2/submit', {
        payload: { ...partnerSubmit(session.refId), privateCheck: { hurt: 'Often' } },
      });
      expect(res.statusCode).toBe(409);
      expect((await storedChecks(session.refId)).map((row) => row.answers)).toEqual([
        { hurt: 'Never' },
      ]);
    }, 60_000);
  });

  describe('retention', () => {
    it('goes with its session in the 30-day purge; the payment stays, anonymised', async () => {
      const session = await answeredSession({ person1: P1_CHECK, person2: P2_CHECK });
      await payAndDeliver(session.refId);
      expect(await storedChecks(session.refId)).toHaveLength(2);
      await db().execute(
        sql`update couple_sessions set created_at = now() - interval '31 days' where ref_id = ${capabilityDigest(session.refId)}`,
      );
      const purge = await call('POST', '/api/admin/purge-data', { token: adminToken });
      expect(purge.statusCode, purge.body).toBe(200);
      expect(purge.json().purgedCoupleSessions).toBeGreaterThanOrEqual(1);
      expect(await storedChecks(session.refId)).toEqual([]);
      const everything = await db().select().from(privateChecks);
      expect(everything.filter((row) => row.refDigest === capabilityDigest(session.refId))).toEqual(
        [],
      );
      expect(tracesOf(purge.body)).toEqual([]);
      expect(await countRows('session_payments', session.refId)).toBe(0);
      const payments = await db().execute(
        sql`select ref_id, amount_cents from session_payments where ref_id is null`,
      );
      expect((payments as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    }, 60_000);

    it("goes with its session when a person erases their data ('delete everything now')", async () => {
      const session = await answeredSession({ person1: P1_CHECK, person2: P2_CHECK });
      await payAndDeliver(session.refId);
      const { accessToken } = await myData(session.p2Email);
      const erased = await call('DELETE', '/api/privacy/data', { token: accessToken });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json().erased.coupleSessions).toBe(1);
      expect(await storedChecks(session.refId)).toEqual([]);
      expect(await countRows('couple_sessions', session.refId)).toBe(0);
    }, 60_000);
  });
});
