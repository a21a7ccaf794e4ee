/**
 * Resume anywhere (docs/decisions/015): the two-step flow's first draft e-mails person 1 a private
 * resume link once per session (through the real job queue into the outbox), the draft
 * round-trips under that link, bad drafts get a JSON error and change nothing, a draft after
 * person 1's submission is refused, and the draft and its link stop working after the purge and
 * a person's erasure. The link is stored only as a digest, and never logged.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '../../src/server/db/schema';
import { RESUME_SEND_LINK } from '../../src/server/jobs/resume-jobs';
import { erasePersonData } from '../../src/server/modules/retention/erase-person-data';
import { purgeExpiredData } from '../../src/server/modules/retention/purge-expired-data';
import { MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR } from '../../src/server/modules/sessions/draft-repository';
import { sendResumeLink } from '../../src/server/modules/sessions/send-resume-link';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { hashToken, newBearerToken } from '../../src/server/security/bearer-token';
import { capabilityDigest } from '../../src/server/security/capability-id';
import type { CreateDraftBody, SessionDraft } from '../../src/shared/api/drafts';
import { ANSWER_MAX_CHARS } from '../../src/shared/api/sessions';
import { person1Submit } from '../helpers/session-bodies';
import { tablesHolding } from '../helpers/tables-holding';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
const RESUME_LINK = /https:\/\/msoul\.test\/resume\/(rsm_[A-Za-z0-9]{22})/;

let ip = 0;
/** Each request speaks from its own address, so per-IP limits count only where a test wants. */
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.24.${Math.floor(ip / 250)}.${ip % 250}` };
}

/** A draft part-way through: the profile and two answers, at question 3. */
function draftAt(step: number, extra: Partial<SessionDraft> = {}): SessionDraft {
  return {
    product: 'detonation_fosm',
    profile: {
      name: 'Resa Quill',
      email: 'resa@example.com',
      phone: '',
      partnerName: 'Ollo Brandt',
    },
    answers: {
      q1: 'Quiet mornings, wobblefrost coffee and a walk before work.',
      q2: 'They think I am stubborn; I am only slow to change my mind.',
    },
    step,
    ...extra,
  };
}

describe('resume links and server drafts', () => {
  let t: TestApp;
  let unique = 0;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function address(first: string): string {
    unique += 1;
    return `${first}.${unique}@example.com`;
  }

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await db().execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remote = from(),
  ) {
    return t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
      ...remote,
    });
  }

  async function startSession(): Promise<string> {
    const res = await call('POST', '/api/start-session', { productType: 'detonation' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().refId;
  }

  async function createDraft(body: CreateDraftBody, headers: Record<string, string> = {}) {
    return call('POST', '/api/drafts', body, headers);
  }

  /** A started session with its first draft; returns the refId and the resume id. */
  async function started(email: string, draft = draftAt(1)) {
    const refId = await startSession();
    const res = await createDraft({ refId, email, draft });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return { refId, resumeId: body.resumeId as string, created: body };
  }

  async function mailsTo(recipient: string) {
    return (await listOutbox(t.outboxDir)).filter((entry) => entry.recipients.includes(recipient));
  }

  /** Waits for the resume e-mail to `recipient`; returns the id in its link. */
  async function linkIn(recipient: string): Promise<string> {
    await expect
      .poll(async () => (await mailsTo(recipient)).length, { timeout: 15_000, interval: 100 })
      .toBe(1);
    const [entry] = await mailsTo(recipient);
    if (!entry) throw new Error('no e-mail');
    const mail = await simpleParser(await readFile(join(t.outboxDir, entry.fileName)));
    expect(mail.subject).toBe('Your mSoul answers: continue on any device');
    const match = RESUME_LINK.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error('no resume link in the e-mail');
    expect(String(mail.html)).toContain(match[0]);
    return match[1];
  }

  async function storedDraft(resumeId: string) {
    const [row] = await rows<{ content: unknown; email: string; resume_id_sealed: string | null }>(
      sql`select content, email, resume_id_sealed from session_drafts
          where resume_id = ${capabilityDigest(resumeId)}`,
    );
    return row;
  }

  it('e-mails person 1 the link once per session start, stored only as a digest', async () => {
    const email = address('resa');
    const { refId, resumeId, created } = await started(email);
    expect(resumeId).toMatch(/^rsm_[A-Za-z0-9]{22}$/);
    expect(created.link).toBe('pending');
    expect(Number.isNaN(Date.parse(created.savedAt))).toBe(false);

    expect(await linkIn(email)).toBe(resumeId);
    // Sent: the sealed id is forgotten, the next save says so.
    await expect.poll(async () => (await storedDraft(resumeId))?.resume_id_sealed).toBeNull();
    const saved = await call('POST', `/api/drafts/${resumeId}`, { draft: draftAt(2) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().link).toBe('sent');

    // Neither the link nor the session's refId is in the database; the job carried the digest.
    expect(await tablesHolding(db(), resumeId)).toEqual([]);
    expect(await tablesHolding(db(), refId)).toEqual([]);
    const jobs = await rows<{ data: unknown }>(
      sql`select data from pgboss.job where name = ${RESUME_SEND_LINK}`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(Object.keys(job.data as object)).toEqual(['resumeDigest']);
    expect(JSON.stringify(jobs)).not.toContain('@');

    // The audit log has the send, with the session's digest only.
    const events = await rows<{ detail: unknown }>(
      sql`select detail from audit_events where action = 'session.resume_link_sent'`,
    );
    expect(events.map((event) => event.detail)).toContainEqual({
      refDigest: capabilityDigest(refId),
    });
    expect(JSON.stringify(events)).not.toContain('@');

    // A second draft for the session is refused and sends nothing; a repeated job neither.
    const again = await createDraft({ refId, email: address('other'), draft: draftAt(1) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('draft_exists');
    const resent = await sendResumeLink(
      {
        db: db(),
        mailer: t.services.mailer,
        secretKey: TEST_SETTINGS.secretKey,
        publicUrl: TEST_SETTINGS.publicUrl,
      },
      capabilityDigest(resumeId),
    );
    expect(resent).toEqual({ sent: false });
    expect(await mailsTo(email)).toHaveLength(1);

    // Nothing personal or capable in the logs.
    const logs = t.logs.join('\n');
    for (const secret of [resumeId, refId, email]) expect(logs).not.toContain(secret);
  });

  it('answers a double click with the same link and one e-mail', async () => {
    const email = address('dbl');
    const refId = await startSession();
    const body = { refId, email, draft: draftAt(1) };
    const key = { 'idempotency-key': `resume-test-${refId}` };
    const [first, second] = await Promise.all([createDraft(body, key), createDraft(body, key)]);
    const answered = [first, second].filter((res) => res.statusCode === 201);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const res of [first, second]) expect([201, 409]).toContain(res.statusCode);
    const repeat = await createDraft(body, key);
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.json().resumeId).toBe(answered[0]?.json().resumeId);
    await linkIn(email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('round-trips a draft, incomplete as it may be', async () => {
    const { refId, resumeId } = await started(address('trip'));
    const draft = draftAt(3, {
      answers: { q1: 'First answer, five words or more.', q3: '' },
      profile: { name: '  Resa  ', partnerName: 'Ollo' },
    });
    const saved = await call('POST', `/api/drafts/${resumeId}`, { draft });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = await call('GET', `/api/drafts/${resumeId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toContain('no-store');
    expect(view.json()).toEqual({
      status: 'draft',
      refId,
      // Trimmed like the answers it becomes.
      draft: { ...draft, profile: { name: 'Resa', partnerName: 'Ollo' } },
      savedAt: saved.json().savedAt,
      link: expect.stringMatching(/^(pending|sent)$/),
    });
  });

  it('refuses bad drafts with a JSON error and keeps the stored one', async () => {
    const { resumeId } = await started(address('bad'));
    const before = await storedDraft(resumeId);
    const longAnswer = 'x'.repeat(ANSWER_MAX_CHARS + 1);
    const bad: [string, unknown][] = [
      ['an answer over the limit', { draft: draftAt(2, { answers: { q1: longAnswer } }) }],
      ['an unknown answer key', { draft: { ...draftAt(2), answers: { q11: 'hello' } } }],
      ['an unknown field', { draft: { ...draftAt(2), secret: 'x' } }],
      ['a step past the last', { draft: draftAt(11) }],
      ['a negative step', { draft: draftAt(-1) }],
      ['a product not sold', { draft: { ...draftAt(2), product: 'storm' } }],
      ['a name on two lines', { draft: draftAt(2, { profile: { name: 'Resa\nQuill' } }) }],
      ['a name too long', { draft: draftAt(2, { profile: { name: 'R'.repeat(121) } }) }],
      ['no draft', {}],
    ];
    for (const [label, payload] of bad) {
      const res = await call('POST', `/api/drafts/${resumeId}`, payload);
      expect(res.statusCode, label).toBe(400);
      expect(res.headers['content-type'], label).toContain('application/json');
      expect(typeof res.json().error.message, label).toBe('string');
    }
    expect(await storedDraft(resumeId)).toEqual(before);

    // Unknown and malformed links: the same 404, nothing stored.
    for (const id of ['rsm_AAAAAAAAAAAAAAAAAAAAAA', 'nope', `det_${'A'.repeat(22)}`]) {
      for (const res of [
        await call('GET', `/api/drafts/${id}`),
        await call('POST', `/api/drafts/${id}`, { draft: draftAt(1) }),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code, id).toBe('link_not_valid');
      }
    }

    // A first draft with a bad address or for no session stores and sends nothing.
    const refId = await startSession();
    const badEmail = await createDraft({ refId, email: 'not-an-address', draft: draftAt(1) });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.code).toBe('invalid_email');
    const unknown = await createDraft({
      refId: `det_${'B'.repeat(22)}`,
      email: address('ghost'),
      draft: draftAt(1),
    });
    expect(unknown.statusCode).toBe(404);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from session_drafts where ref_id = ${capabilityDigest(refId)}`,
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a draft once person 1 has submitted, and leads the link on', async () => {
    const email = address('sent');
    const { refId, resumeId } = await started(email);
    const submit = await call(
      'POST',
      '/api/submit',
      person1Submit(refId, { name: 'Resa Quill', email, partnerName: 'Ollo Brandt' }),
    );
    expect(submit.statusCode, submit.body).toBe(200);
    // The draft's answers are gone: the submission holds them now.
    expect((await storedDraft(resumeId))?.content).toBeNull();

    const late = await call('POST', `/api/drafts/${resumeId}`, { draft: draftAt(10) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('draft_closed');
    expect((await storedDraft(resumeId))?.content).toBeNull();

    const view = await call('GET', `/api/drafts/${resumeId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({ status: 'submitted', refId });

    const fresh = await createDraft({ refId, email, draft: draftAt(1) });
    expect(fresh.statusCode).toBe(409);
  });

  it('stops working with the session: the purge and a person’s erasure', async () => {
    const purged = address('purged');
    const kept = await started(purged);
    await linkIn(purged);
    const report = await purgeExpiredData({
      db: db(),
      outboxDir: null,
      now: new Date(Date.now() + 31 * DAY),
      actor: 'test',
    });
    expect(report.errors).toEqual([]);
    for (const res of [
      await call('GET', `/api/drafts/${kept.resumeId}`),
      await call('POST', `/api/drafts/${kept.resumeId}`, { draft: draftAt(2) }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('link_not_valid');
    }
    expect(await tablesHolding(db(), 'wobblefrost')).toEqual([]);

    // 'Delete everything' finds a session by its resume link's address alone.
    const erased = address('erased');
    const gone = await started(erased);
    const result = await erasePersonData({ db: db(), outboxDir: t.outboxDir }, erased);
    expect(result.errors).toEqual([]);
    expect(result.purgedCoupleSessions).toBe(1);
    expect((await call('GET', `/api/drafts/${gone.resumeId}`)).statusCode).toBe(404);
    expect(await tablesHolding(db(), erased)).toEqual([]);
  });

  it('is in the download of the address it went to', async () => {
    const email = address('export');
    const { resumeId } = await started(email);
    await call('POST', `/api/drafts/${resumeId}`, { draft: draftAt(3) });
    const token = newBearerToken();
    await db()
      .insert(dataRequests)
      .values({
        email,
        linkTokenHash: hashToken(newBearerToken()),
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        usedAt: new Date(),
        accessTokenHash: hashToken(token),
        accessExpiresAt: new Date(Date.now() + 30 * 60 * 1000),
      });
    const res = await call('GET', '/api/privacy/data', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [draft] = res.json().answerDrafts;
    expect(draft).toMatchObject({
      answersSent: false,
      name: 'Resa Quill',
      email: 'resa@example.com',
      partnerName: 'Ollo Brandt',
    });
    expect(draft.answers).toHaveLength(2);
    expect(draft.answers[0].answer).toContain('wobblefrost');
    expect(JSON.stringify(res.json())).not.toContain(resumeId);
  });

  it('rate-limits the e-mails per address and the saves per client', async () => {
    const email = address('many');
    const states: string[] = [];
    for (let i = 0; i <= MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR; i += 1) {
      states.push((await started(email)).created.link);
    }
    expect(states.filter((state) => state === 'pending')).toHaveLength(
      MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR,
    );
    expect(states.at(-1)).toBe('not_sent');
    await expect
      .poll(async () => (await mailsTo(email)).length, { timeout: 15_000, interval: 100 })
      .toBe(MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR);

    const { resumeId } = await started(address('saver'));
    const one = from();
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      codes.push(
        (await call('POST', `/api/drafts/${resumeId}`, { draft: draftAt(2) }, {}, one)).statusCode,
      );
    }
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
