/**
 * The partner's link by e-mail, the one reminder and person 1's notice (issue 24): the link
 * e-mail from /text reaches the outbox (and a real SMTP server), bad requests change nothing,
 * the reminder is queued 48 hours ahead as one pg-boss job per session, sent once when due,
 * cancelled when the partner answers; person 1 hears once that the partner answered; nothing is
 * logged and the address goes with the session.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ANSWERED_NOTICE, PARTNER_REMINDER } from '../../src/server/jobs/notice-jobs';
import { requeueLostNotices } from '../../src/server/modules/notices/requeue-lost-notices';
import { sendAnsweredNotice } from '../../src/server/modules/notices/send-answered-notice';
import { sendPartnerReminder } from '../../src/server/modules/notices/send-partner-reminder';
import { purgeExpiredData } from '../../src/server/modules/retention/public';
import { listOutbox, type OutboxEntry } from '../../src/server/providers/mail/outbox-mailer';
import { type CapabilityDigest, capabilityDigest } from '../../src/server/security/capability-id';
import {
  MAX_PARTNER_LINK_EMAILS,
  PARTNER_LINK_MESSAGES,
} from '../../src/shared/api/partner-notices';
import { partnerChoices, partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;
/** Person 1's answers: distinctive, so their absence from every notice is provable. */
const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `Marmaladefox answer ${i + 1} that only person one wrote.`,
);

let ip = 0;
/** Each request from its own address, so the per-IP limit counts only where a test wants it. */
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.24.${Math.floor(ip / 250)}.${ip % 250}` };
}

async function until<T>(probe: () => Promise<T | null>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('partner notices', () => {
  let t: TestApp;
  let unique = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const jobDeps = () => ({
    db: db(),
    signer: t.services.signer,
    mailer: t.services.mailer,
    secretKey: TEST_SETTINGS.secretKey,
    publicUrl: TEST_SETTINGS.publicUrl,
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await db().execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  async function post(url: string, payload: object, remote = from()) {
    return t.app.inject({ method: 'POST', url, payload, ...remote });
  }

  async function ok(url: string, payload: object) {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** A session person 1 has answered, with fresh addresses. */
  async function answeredByPerson1() {
    unique += 1;
    const p1Email = `alex.${unique}@example.com`;
    const partnerEmail = `sam.${unique}@example.net`;
    const { refId } = await ok('/api/start-session', { productType: 'detonation' });
    await ok(
      '/api/submit',
      person1Submit(
        refId,
        { name: 'Alex Morgan', email: p1Email, partnerName: 'Sam Rivera' },
        { answers: P1_ANSWERS },
      ),
    );
    return { refId: refId as string, refDigest: capabilityDigest(refId), p1Email, partnerEmail };
  }

  async function mailsTo(address: string): Promise<(OutboxEntry & { body: string })[]> {
    const entries = (await listOutbox(t.outboxDir)).filter((entry) =>
      entry.recipients.includes(address),
    );
    return Promise.all(
      entries.map(async (entry) => {
        const parsed = await simpleParser(await readFile(join(t.outboxDir, entry.fileName)));
        return { ...entry, body: `${parsed.text ?? ''}\n${parsed.html || ''}` };
      }),
    );
  }

  async function noticeRow(refDigest: CapabilityDigest) {
    const [row] = await rows<{
      partner_email: string | null;
      link_emails_sent: number;
      reminder_job_id: string | null;
      reminder_due_at: Date | string | null;
      reminder_sent_at: Date | string | null;
      reminder_cancelled_at: Date | string | null;
      answered_notice_sent_at: Date | string | null;
      ref_id_sealed: string | null;
    }>(sql`select * from partner_notices where ref_id = ${refDigest}`);
    return row ?? null;
  }

  async function reminderJobs(refDigest: CapabilityDigest) {
    return rows<{ id: string; state: string; start_after: Date | string }>(
      sql`select id, state, start_after from pgboss.job where name = ${PARTNER_REMINDER} and singleton_key = ${refDigest}`,
    );
  }

  it('e-mails the link to the partner, counts it, audits it and queues one reminder 48 h ahead', async () => {
    const s = await answeredByPerson1();
    const before = Date.now();
    const res = await post('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: PARTNER_LINK_MESSAGES.sent,
      emailsLeft: MAX_PARTNER_LINK_EMAILS - 1,
      reminderScheduled: true,
    });

    const [mail, ...more] = await mailsTo(s.partnerEmail);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Alex sent you 10 questions on mSoul');
    expect(mail?.body).toContain(`${TEST_SETTINGS.publicUrl}/p2/${s.refId}`);
    expect(mail?.body).toContain('Hi Sam,');
    expect(mail?.body).toMatch(/one reminder/);
    for (const answer of P1_ANSWERS) expect(mail?.body).not.toContain(answer);
    expect(mail?.body).not.toContain(s.p1Email);

    const row = await noticeRow(s.refDigest);
    expect(row?.partner_email).toBe(s.partnerEmail);
    expect(row?.link_emails_sent).toBe(1);
    const jobs = await reminderJobs(s.refDigest);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.id).toBe(row?.reminder_job_id);
    expect(jobs[0]?.state).toBe('created');
    const startAfter = new Date(jobs[0]?.start_after ?? 0).getTime();
    expect(startAfter).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    expect(startAfter).toBeLessThanOrEqual(Date.now() + 48 * HOUR + 1000);

    const audit = await rows<{ detail: Record<string, unknown> }>(
      sql`select detail from audit_events where action = 'notice.partner_link_sent' and detail->>'refDigest' = ${s.refDigest}`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('@');
    expect(t.logs.join('\n')).not.toContain(s.partnerEmail);
    expect(t.logs.join('\n')).not.toContain(s.refId);
  });

  it('sends again (a corrected address) without a second reminder, up to the per-session limit', async () => {
    const s = await answeredByPerson1();
    const corrected = `sam.corrected.${unique}@example.net`;
    const first = await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    const jobBefore = (await reminderJobs(s.refDigest))[0];
    const second = await ok('/api/partner-link-email', { refId: s.refId, email: corrected });
    const third = await ok('/api/partner-link-email', { refId: s.refId, email: corrected });
    expect([first.emailsLeft, second.emailsLeft, third.emailsLeft]).toEqual([2, 1, 0]);
    expect(await reminderJobs(s.refDigest)).toEqual([jobBefore]);
    expect((await noticeRow(s.refDigest))?.partner_email).toBe(corrected);

    const refused = await post('/api/partner-link-email', { refId: s.refId, email: corrected });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: PARTNER_LINK_MESSAGES.tooMany,
    });
    expect(await mailsTo(corrected)).toHaveLength(2);
    expect((await noticeRow(s.refDigest))?.link_emails_sent).toBe(3);
  });

  it('refuses bad addresses and impossible sessions with a JSON error, changing nothing', async () => {
    const s = await answeredByPerson1();
    const cases: [object, number, string][] = [
      [{ refId: s.refId, email: 'not-an-address' }, 400, 'invalid_request'],
      // An invisible character the mail server would refuse: refused here, with a message.
      [{ refId: s.refId, email: `\u200b${s.partnerEmail}` }, 400, 'invalid_request'],
      [{ refId: s.refId, email: '' }, 400, 'invalid_request'],
      [
        { refId: s.refId, email: 'sam@example.net\r\nBcc: all@example.org' },
        400,
        'invalid_request',
      ],
      [{ refId: s.refId, email: s.p1Email.toUpperCase() }, 400, 'invalid_email'],
      [{ refId: s.refId, email: s.partnerEmail, website: 'bot' }, 400, 'rejected'],
      [{ refId: 'det_unknownunknownunknow', email: s.partnerEmail }, 404, 'not_found'],
      [{ refId: s.refId, email: s.partnerEmail, extra: 1 }, 400, 'invalid_request'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post('/api/partner-link-email', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(code);
      expect(typeof res.json().error.message).toBe('string');
    }
    const invalid = await post('/api/partner-link-email', { refId: s.refId, email: 'nope' });
    expect(invalid.body).toContain(PARTNER_LINK_MESSAGES.emailInvalid);
    expect(await noticeRow(s.refDigest)).toBeNull();
    expect(await reminderJobs(s.refDigest)).toEqual([]);
    expect(await mailsTo(s.partnerEmail)).toEqual([]);

    // Before person 1 has answered, and after the partner has.
    const { refId: empty } = await ok('/api/start-session', { productType: 'detonation' });
    const early = await post('/api/partner-link-email', { refId: empty, email: s.partnerEmail });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('answers_missing');
    await ok('/api/person2/submit', partnerSubmit(s.refId));
    const late = await post('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('already_answered');
    expect(await mailsTo(s.partnerEmail)).toEqual([]);
  });

  it('limits link e-mails per address', async () => {
    const remote = { remoteAddress: '10.99.0.1' };
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const s = await answeredByPerson1();
      const res = await post(
        '/api/partner-link-email',
        { refId: s.refId, email: s.partnerEmail },
        remote,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('sends the reminder once when its job comes due, never twice', async () => {
    const s = await answeredByPerson1();
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    // Early: the handler sends nothing before the 48 hours are up.
    expect(await sendPartnerReminder(jobDeps(), s.refDigest)).toEqual({ sent: false });

    // 48 hours pass: the row and the job are moved back instead of waiting.
    await db().execute(
      sql`update partner_notices set reminder_due_at = now() - interval '1 minute' where ref_id = ${s.refDigest}`,
    );
    await db().execute(
      sql`update pgboss.job set start_after = now() where name = ${PARTNER_REMINDER} and singleton_key = ${s.refDigest}`,
    );
    const reminder = await until(async () => {
      const found = (await mailsTo(s.partnerEmail)).filter((mail) =>
        /reminder/i.test(mail.subject),
      );
      return found.length > 0 ? found : null;
    }, 'the reminder');
    expect(reminder).toHaveLength(1);
    expect(reminder[0]?.subject).toBe('A quick reminder: 10 questions from Alex');
    expect(reminder[0]?.body).toContain(`${TEST_SETTINGS.publicUrl}/p2/${s.refId}`);
    for (const answer of P1_ANSWERS) expect(reminder[0]?.body).not.toContain(answer);
    await until(
      async () => ((await reminderJobs(s.refDigest))[0]?.state === 'completed' ? true : null),
      'the job to complete',
    );
    expect((await noticeRow(s.refDigest))?.reminder_sent_at).not.toBeNull();

    // Again: the handler, a new link e-mail (which may queue a job) and a restart send nothing.
    expect(await sendPartnerReminder(jobDeps(), s.refDigest)).toEqual({ sent: false });
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    expect(await sendPartnerReminder(jobDeps(), s.refDigest)).toEqual({ sent: false });
    const all = (await mailsTo(s.partnerEmail)).filter((mail) => /reminder/i.test(mail.subject));
    expect(all).toHaveLength(1);
    const audit = await rows(
      sql`select 1 from audit_events where action = 'notice.partner_reminder_sent' and detail->>'refDigest' = ${s.refDigest}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('cancels the reminder when the partner answers, and tells person 1 once', async () => {
    const s = await answeredByPerson1();
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    const jobId = (await noticeRow(s.refDigest))?.reminder_job_id;
    expect(jobId).toBeTruthy();

    await ok('/api/person2/submit', partnerSubmit(s.refId, { choices: partnerChoices(2) }));
    const [job] = await reminderJobs(s.refDigest);
    expect(job?.state).toBe('cancelled');
    expect((await noticeRow(s.refDigest))?.reminder_cancelled_at).not.toBeNull();
    // Even with its due time passed, the handler sends nothing.
    const later = () => new Date(Date.now() + 49 * HOUR);
    expect(await sendPartnerReminder(jobDeps(), s.refDigest, later)).toEqual({ sent: false });

    const notice = await until(async () => {
      const found = await mailsTo(s.p1Email);
      return found.length > 0 ? found : null;
    }, "person 1's notice");
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe('Sam has answered');
    expect(notice[0]?.body).toContain(`${TEST_SETTINGS.publicUrl}/session-checkout/${s.refId}`);
    expect(notice[0]?.body).toContain('Hi Alex,');
    for (const answer of [...P1_ANSWERS, ...partnerChoices(2)]) {
      expect(notice[0]?.body).not.toContain(answer);
    }
    expect(notice[0]?.body).not.toContain(s.partnerEmail);

    // The partner replaces their answers: no second notice, no reminder.
    await ok('/api/person2/submit', partnerSubmit(s.refId, { choices: partnerChoices(1) }));
    await until(
      async () =>
        (
          await rows(
            sql`select 1 from pgboss.job where name = ${PARTNER_ANSWERED_NOTICE} and singleton_key = ${s.refDigest} and state <= 'active'`,
          )
        ).length === 0
          ? true
          : null,
      'the notice jobs to finish',
    );
    expect(await sendAnsweredNotice(jobDeps(), s.refDigest)).toEqual({ sent: false });
    expect(await mailsTo(s.p1Email)).toHaveLength(1);
    expect((await mailsTo(s.partnerEmail)).map((mail) => mail.subject)).toEqual([
      'Alex sent you 10 questions on mSoul',
    ]);
    const audit = await rows(
      sql`select 1 from audit_events where action = 'notice.partner_answered_sent' and detail->>'refDigest' = ${s.refDigest}`,
    );
    expect(audit).toHaveLength(1);
    expect((await noticeRow(s.refDigest))?.ref_id_sealed).toBeNull();
  });

  it('queues a reminder whose job was lost, or ran out of tries, and still sends it once', async () => {
    const s = await answeredByPerson1();
    const sweep = () => requeueLostNotices({ db: db(), notices: t.services.notices });
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    const dueAt = (await noticeRow(s.refDigest))?.reminder_due_at;
    // A crash between the commit and the queue: no job, no job id, minutes ago.
    await db().execute(
      sql`delete from pgboss.job where name = ${PARTNER_REMINDER} and singleton_key = ${s.refDigest}`,
    );
    await db().execute(
      sql`update partner_notices set reminder_job_id = null, last_link_sent_at = now() - interval '5 minutes' where ref_id = ${s.refDigest}`,
    );
    expect(await sweep()).toMatchObject({ reminders: 1 });
    const [queued] = await reminderJobs(s.refDigest);
    expect(queued?.state).toBe('created');
    // Queued for the moment it was due, not now.
    expect(new Date(queued?.start_after ?? 0).getTime()).toBe(new Date(dueAt ?? 0).getTime());
    expect((await noticeRow(s.refDigest))?.reminder_job_id).toBe(queued?.id);
    // A second sweep finds it waiting and queues nothing.
    expect(await sweep()).toMatchObject({ reminders: 0 });
    expect(await reminderJobs(s.refDigest)).toHaveLength(1);

    // Due, and its job failed its last try (an SMTP outage): the sweep sends it now, once.
    await db().execute(
      sql`update partner_notices set reminder_due_at = now() - interval '10 minutes' where ref_id = ${s.refDigest}`,
    );
    await db().execute(
      sql`update pgboss.job set state = 'failed' where name = ${PARTNER_REMINDER} and singleton_key = ${s.refDigest}`,
    );
    expect(await sweep()).toMatchObject({ reminders: 1 });
    const reminders = () =>
      mailsTo(s.partnerEmail).then((mails) => mails.filter((m) => /reminder/i.test(m.subject)));
    await until(async () => ((await reminders()).length > 0 ? true : null), 'the reminder');
    await until(
      async () => ((await noticeRow(s.refDigest))?.reminder_sent_at ? true : null),
      'the reminder to be recorded',
    );
    expect(await sweep()).toEqual({ reminders: 0, answered: 0 });
    expect(await reminders()).toHaveLength(1);
  });

  it("queues a lost 'has answered' notice, and sends it once", async () => {
    const s = await answeredByPerson1();
    const sweep = () => requeueLostNotices({ db: db(), notices: t.services.notices });
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    // The partner's answers committed, then a crash before their notice was queued.
    await db().execute(
      sql`update couple_sessions set p2_answers = ${JSON.stringify(partnerChoices(1))}::jsonb, p2_source = 'choice', p2_answered_at = now() - interval '5 minutes', state = 'answered' where ref_id = ${s.refDigest}`,
    );
    expect(await mailsTo(s.p1Email)).toHaveLength(0);
    // Every sweep queues it until it is sent; the job sends it once.
    expect(await sweep()).toMatchObject({ answered: 1 });
    const notice = await until(async () => {
      const found = await mailsTo(s.p1Email);
      return found.length > 0 ? found : null;
    }, "person 1's notice");
    expect(notice.map((mail) => mail.subject)).toEqual(['Sam has answered']);
    await until(
      async () => ((await noticeRow(s.refDigest))?.answered_notice_sent_at ? true : null),
      'the notice to be recorded',
    );
    expect(await sweep()).toEqual({ reminders: 0, answered: 0 });
    expect(await mailsTo(s.p1Email)).toHaveLength(1);
  });

  it('tells person 1 even when the link was copied, not e-mailed', async () => {
    const s = await answeredByPerson1();
    await ok('/api/person2/submit', partnerSubmit(s.refId));
    const notice = await until(async () => {
      const found = await mailsTo(s.p1Email);
      return found.length > 0 ? found : null;
    }, "person 1's notice");
    expect(notice.map((mail) => mail.subject)).toEqual(['Sam has answered']);
    expect((await noticeRow(s.refDigest))?.partner_email).toBeNull();
  });

  /** 'Manage my data' for an address: the e-mailed link exchanged for an access token. */
  async function accessFor(email: string): Promise<string> {
    const res = await post('/api/privacy/request', { email });
    expect(res.statusCode).toBe(202);
    const mail = await until(async () => {
      const found = (await mailsTo(email)).filter((m) => m.subject === 'Your mSoul data link');
      return found[0] ?? null;
    }, 'the data link');
    const token = /\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
    if (!token) throw new Error('no data link');
    const access = await post('/api/privacy/access', { token });
    expect(access.statusCode, access.body).toBe(200);
    return access.json().accessToken;
  }

  it("shows the address in both people's data, and the partner's erasure removes it", async () => {
    const s = await answeredByPerson1();
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });

    const p1Token = await accessFor(s.p1Email);
    const p1Data = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/data',
      headers: { authorization: `Bearer ${p1Token}` },
      ...from(),
    });
    expect(p1Data.json().coupleSessions[0].asPerson1.partnerLinkEmail).toBe(s.partnerEmail);

    // The partner's address is known, so its owner can see and erase what is held.
    const p2Token = await accessFor(s.partnerEmail);
    const auth = { authorization: `Bearer ${p2Token}` };
    const p2Data = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/data',
      headers: auth,
      ...from(),
    });
    expect(p2Data.json().partnerLinkEmails).toEqual([
      { lastSentAt: expect.any(String), emailsSent: 1, reminderSent: false },
    ]);
    expect(JSON.stringify(p2Data.json())).not.toContain('Marmaladefox');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/data',
      headers: auth,
      ...from(),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const row = await noticeRow(s.refDigest);
    expect(row?.partner_email).toBeNull();
    expect(row?.reminder_cancelled_at).not.toBeNull();
    expect(await mailsTo(s.partnerEmail)).toEqual([]);
    // Person 1's session stays theirs; the reminder has no address left to go to.
    expect((await post('/api/privacy/request', { email: s.partnerEmail })).statusCode).toBe(202);
    const later = () => new Date(Date.now() + 49 * HOUR);
    expect(await sendPartnerReminder(jobDeps(), s.refDigest, later)).toEqual({ sent: false });
  });

  it("purges the partner's address with its session", async () => {
    const s = await answeredByPerson1();
    await ok('/api/partner-link-email', { refId: s.refId, email: s.partnerEmail });
    expect(await noticeRow(s.refDigest)).not.toBeNull();
    await purgeExpiredData({
      db: db(),
      outboxDir: t.outboxDir,
      now: new Date(Date.now() + 31 * 24 * HOUR),
      actor: 'test',
    });
    expect(await noticeRow(s.refDigest)).toBeNull();
    const held = await rows(
      sql`select 1 from partner_notices where partner_email = ${s.partnerEmail}`,
    );
    expect(held).toEqual([]);
    // The job finds nothing to send once the session is gone.
    expect(
      await sendPartnerReminder(jobDeps(), s.refDigest, () => new Date(Date.now() + 49 * HOUR)),
    ).toEqual({ sent: false });
  });
});

describe('partner link e-mail over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      mail: { from: 'mSoul <reports@msoul.test>', transport: 'smtp', smtpUrl: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('reaches the SMTP server, and says so only when it was accepted', async () => {
    const { refId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/start-session',
        payload: { productType: 'detonation' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: person1Submit(refId, {
        name: 'Alex Morgan',
        email: 'alex.smtp@example.com',
        partnerName: 'Sam Rivera',
      }),
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/partner-link-email',
      payload: { refId, email: 'sam.smtp@example.net' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['sam.smtp@example.net']]);

    await smtp.stop();
    const down = await t.app.inject({
      method: 'POST',
      url: '/api/partner-link-email',
      payload: { refId, email: 'sam.other@example.net' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toEqual({
      code: 'mail_unavailable',
      message: PARTNER_LINK_MESSAGES.mailUnavailable,
    });
    const db = t.testDatabase.database.db;
    const result = await db.execute(
      sql`select partner_email, link_emails_sent from partner_notices where ref_id = ${capabilityDigest(refId)}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { partner_email: 'sam.smtp@example.net', link_emails_sent: 1 },
    ]);
    await smtp.start();
  });
});
