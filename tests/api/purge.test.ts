/**
 * The 30-day retention purge (issue 7, docs/product.md §9 'Data retention: 30 days, automated
 * purge'): personal data seeded through the real flows is gone after a purge, from every column of
 * every table and from the outbox, while paid records stay anonymised for accounting; the purge is
 * idempotent and resumable, a person's erasure takes only their records, the dashboard's count is
 * what the purge then does, and the hourly job is scheduled.
 *
 * Rather than rewriting every timestamp, the purge is run with a clock 31 days ahead: to it,
 * everything the flows just wrote is 31 days old.
 */

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  adminTokens,
  assessments,
  auditEvents,
  authAttempts,
  dataRequests,
  paymentEvents,
  sessionPayments,
  users,
} from '../../src/server/db/schema';
import { RETENTION_PURGE } from '../../src/server/jobs/purge-jobs';
import { countOldData } from '../../src/server/modules/retention/count-old-data';
import { erasePersonData } from '../../src/server/modules/retention/erase-person-data';
import {
  type PurgeStep,
  purgeExpiredData,
} from '../../src/server/modules/retention/purge-expired-data';
import { outboxFileName, outboxTempName } from '../../src/server/providers/mail/outbox-files';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import type { PurgeReport } from '../../src/shared/api/admin';
import { answersFromList } from '../../src/shared/api/sessions';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
/** The purge's clock: 31 days from now, so everything written by the flows is past retention. */
const monthLater = () => new Date(Date.now() + 31 * DAY);

/** Every canary contains this, in any case. */
const CANARY = 'canary';

const answers = (who: string) =>
  Array.from({ length: 10 }, (_, i) => `${who} canaryword answer ${i + 1} about us both.`);

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.11.${Math.floor(ip / 250)}.${ip % 250}` };
};

type Row = Record<string, unknown>;
function rowsOf<T extends Row>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

describe('the 30-day retention purge', () => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());
  // Each test starts from an empty database: a purge ten years ahead takes everything personal.
  afterEach(async () => {
    const wipe = await purgeExpiredData({
      db: db(),
      outboxDir: t.outboxDir,
      now: new Date(Date.now() + 3650 * DAY),
      actor: 'test',
    });
    expect(wipe.errors).toEqual([]);
  });

  async function ok(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    const res = await t.app.inject({ method, url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  async function count(table: string, where: SQL = sql`true`): Promise<number> {
    const result = await db().execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? -1;
  }

  /** Intake + storm answers + the partner's free-text answers. */
  async function freeScan(name: string, email: string) {
    const stormSet: { id: string; options: string[] }[] = await ok('GET', '/api/questions/storm');
    const { id } = await ok('POST', '/api/assessments', {
      tier: 'free',
      profile: {
        fullName: name,
        email,
        phone: `${CANARY}phone 0107`,
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'acts-of-service',
      },
      website: '',
    });
    const saved = await ok('PATCH', `/api/assessments/${id}`, {
      responses: Object.fromEntries(stormSet.map((q) => [q.id, q.options[0] ?? ''])),
    });
    await ok('POST', `/api/storm/submit/${saved.storm.token}`, {
      answers: Array.from({ length: 5 }, (_, i) => `${name} partner canaryword reply ${i + 1}`),
    });
    return id as string;
  }

  /** An intake for a paid tier, as /questions would leave it (D-09). */
  async function paidIntake(name: string, email: string) {
    const set: { id: string; options: string[] }[] = await ok('GET', '/api/questions/detonation');
    const { id } = await ok('POST', '/api/assessments', {
      tier: 'detonation',
      profile: {
        fullName: name,
        email,
        primaryLoveLanguage: 'words-of-affirmation',
        secondaryLoveLanguage: 'physical-touch',
      },
      website: '',
    });
    await ok('PATCH', `/api/assessments/${id}`, {
      responses: Object.fromEntries(set.map((q) => [q.id, q.options[1] ?? ''])),
    });
    return id as string;
  }

  async function person1(refId: string, name: string, email: string) {
    return ok('POST', '/api/submit', {
      refId,
      person1: { name, email, phone: `${CANARY}phone 0108`, partnerName: `${name}Partner` },
      answers: answersFromList(answers(name)),
      productType: 'detonation',
      honeypot: '',
    });
  }

  /**
   * A couple session through the two-step flow: person 1 twice (one superseded submission),
   * the partner from the paste page; paid on the test checkout and delivered when `pay`.
   */
  async function coupleSession(options: {
    p1: string;
    p1Email: string;
    p2Email?: string;
    assessmentId?: string;
    pay: boolean;
  }) {
    const { refId } = await ok('POST', '/api/start-session', {
      productType: 'detonation',
      ...(options.assessmentId ? { assessmentId: options.assessmentId } : {}),
    });
    await person1(refId, options.p1, options.p1Email);
    expect((await person1(refId, options.p1, options.p1Email)).replaced).toBe(true);
    await ok('POST', '/api/person2/submit', {
      refId,
      answers: answersFromList(answers(`${options.p1}Partner`)),
      source: 'paste',
      ...(options.p2Email ? { email: options.p2Email } : {}),
    });
    // Person 1 hears that the partner answered (a job): waited for, so the outbox is known.
    const p1Address = options.p1Email.toLowerCase();
    await expect
      .poll(
        async () =>
          (await listOutbox(t.outboxDir)).filter(
            (entry) =>
              entry.recipients.includes(p1Address) && entry.subject.endsWith('has answered'),
          ).length,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(1);
    if (options.pay) {
      const { url } = await ok('POST', '/api/session-checkout', { refId });
      const checkoutId = decodeURIComponent(String(url).split('/').pop() ?? '');
      await ok('POST', `/api/test-checkout/${checkoutId}/pay`);
      const confirmed = await ok('POST', '/api/session-confirm', {
        refId,
        checkoutSessionId: checkoutId,
      });
      expect(confirmed.analysis).toBe('sent');
    }
    return refId as string;
  }

  async function singlePage(name: string, email: string) {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    await ok('POST', '/api/email-submission', {
      refId,
      productType: 'detonation',
      email,
      person1: name,
      partnerName: `${name}Partner`,
      answersP1: formatNumberedReplies(answers(name)),
      answersP2: formatNumberedReplies(answers(`${name}Partner`)),
    });
    return refId as string;
  }

  async function dataRequest(email: string) {
    await db()
      .insert(dataRequests)
      .values({
        email,
        linkTokenHash: `hash-${Math.random()}`,
        expiresAt: new Date(Date.now() + DAY),
      });
  }

  /** Where the marker appears: `schema.table.column` for every column of every table. */
  async function findInDatabase(marker: string): Promise<string[]> {
    const columns = rowsOf<{ schema: string; table: string; column: string; type: string }>(
      await db().execute(sql`
        select c.table_schema as schema, c.table_name as table, c.column_name as column,
               c.data_type as type
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')`),
    );
    const hits: string[] = [];
    for (const { schema, table, column, type } of columns) {
      const target = sql.raw(`${quoteIdent(schema)}.${quoteIdent(table)}`);
      const value = sql.raw(quoteIdent(column));
      // bytea as escaped text, so readable bytes (e.g. an uncompressed PDF string) are searched.
      const text = type === 'bytea' ? sql`encode(${value}, 'escape')` : sql`${value}::text`;
      const result = await db().execute(
        sql`select count(*)::int as n from ${target} where lower(${text}) like ${`%${marker}%`}`,
      );
      if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0) hits.push(`${schema}.${table}.${column}`);
    }
    return hits;
  }

  async function scannedTables(): Promise<string[]> {
    return rowsOf<{ name: string }>(
      await db().execute(sql`
        select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
    ).map((row) => row.name);
  }

  async function filesContaining(marker: string): Promise<string[]> {
    const entries = await readdir(t.outboxDir, { recursive: true, withFileTypes: true });
    const hits: string[] = [];
    for (const entry of entries.filter((e) => e.isFile())) {
      const content = await readFile(join(entry.parentPath, entry.name), 'latin1');
      if (content.toLowerCase().includes(marker)) hits.push(entry.name);
    }
    return hits;
  }

  async function writeMessage(to: string, date: Date, key: string): Promise<string> {
    const name = outboxFileName(date, key);
    await writeFile(
      join(t.outboxDir, name),
      `From: reports@msoul.test\r\nTo: ${to}\r\nSubject: Your report\r\nDate: ${date.toUTCString()}\r\n\r\nHello.\r\n`,
    );
    return name;
  }

  async function lastPurgeAudit() {
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'purge.run'))
      .orderBy(desc(auditEvents.occurredAt))
      .limit(1);
    return event;
  }

  const total = (report: PurgeReport) =>
    report.purgedUsers +
    report.purgedAssessments +
    report.anonymizedRecords +
    report.purgedCoupleSessions +
    report.purgedOutboxMessages;

  it('leaves no canary in any column of any table, nor in the outbox', async () => {
    // Canary personal data in every table that holds any, through the real flows.
    await freeScan('CanaryAlice7', 'canary.alice7@example.test');
    const paidAssessment = await paidIntake('CanaryBob8', 'canary.bob8@example.test');
    const paidRef = await coupleSession({
      p1: 'CanaryBob8',
      p1Email: 'canary.bob8@example.test',
      p2Email: 'canary.carol9@example.test',
      assessmentId: paidAssessment,
      pay: true,
    });
    await coupleSession({ p1: 'CanaryDave10', p1Email: 'canary.dave10@example.test', pay: false });
    await singlePage('CanaryErin11', 'canary.erin11@example.test');
    await dataRequest('canary.alice7@example.test');
    await db().insert(paymentEvents).values({ eventId: 'evt_canary_1', type: 'checkout.test' });
    // Assessments are marked paid by a provider's payment (docs/product.md §3): kept, anonymised.
    await db().update(assessments).set({ isPaid: true }).where(eq(assessments.id, paidAssessment));

    // One person within retention (29 days old to the purge's clock) and their e-mail stay.
    const now = monthLater();
    const keptAt = new Date(now.getTime() - 29 * DAY);
    const keptAssessment = await paidIntake('Zoe Keepme', 'zoe.keepme@example.test');
    await db()
      .update(users)
      .set({ createdAt: keptAt })
      .where(eq(users.email, 'zoe.keepme@example.test'));
    await db()
      .update(assessments)
      .set({ createdAt: keptAt })
      .where(eq(assessments.id, keptAssessment));
    const keptMail = await writeMessage('zoe.keepme@example.test', keptAt, 'kept');
    // A temp file left by an interrupted write.
    await writeFile(join(t.outboxDir, outboxTempName(keptMail, 'f00-ba4')), `To: ${CANARY}@x`);

    // The scan sees the canaries before the purge, in the places they were written.
    const tables = await scannedTables();
    expect(tables).toEqual(expect.arrayContaining(['public.users', 'pgboss.job']));
    const before = await findInDatabase(CANARY);
    expect(before).toEqual(
      expect.arrayContaining([
        'public.users.full_name',
        'public.users.email',
        'public.users.phone',
        'public.storm_invites.partner_answers',
        'public.couple_sessions.p2_answers',
        'public.couple_sessions.p2_email',
        'public.secure_submissions.content',
        'public.reports.model',
        'public.report_deliveries.email',
        'public.local_checkouts.customer_email',
        'public.data_requests.email',
        'public.payment_events.event_id',
      ]),
    );
    const recipients = (await listOutbox(t.outboxDir)).flatMap((entry) => entry.recipients);
    expect(recipients.sort()).toEqual([
      'canary.bob8@example.test',
      'canary.bob8@example.test',
      'canary.carol9@example.test',
      'canary.dave10@example.test',
      'zoe.keepme@example.test',
    ]);
    expect(await count('reports', sql`pdf is not null`)).toBe(1);
    expect(await count('session_payments', sql`ref_id = ${capabilityDigest(paidRef)}`)).toBe(1);

    const report = await purgeExpiredData({ db: db(), outboxDir: t.outboxDir, now, actor: 'test' });
    expect(report).toEqual({
      // Alice, Bob
      purgedUsers: 2,
      // Alice's free scan (Bob's is paid: anonymised instead)
      purgedAssessments: 1,
      // Bob's paid assessment and the session's payment
      anonymizedRecords: 2,
      purgedCoupleSessions: 3,
      // Bob's and Carol's reports, Bob's and Dave's 'your partner has answered'
      purgedOutboxMessages: 4,
      cutoff: new Date(now.getTime() - 30 * DAY).toISOString(),
      errors: [],
    });

    expect(await findInDatabase(CANARY)).toEqual([]);
    // The PDF's text may be compressed, so the scan alone cannot prove it gone.
    expect(await count('reports')).toBe(0);
    expect(await count('report_deliveries')).toBe(0);
    expect(await filesContaining(CANARY)).toEqual([]);
    expect(await readdir(t.outboxDir)).toEqual([keptMail]);

    // Accounting keeps what was sold, for how much and when; nothing says to whom.
    const payments = await db().select().from(sessionPayments);
    expect(payments).toEqual([
      expect.objectContaining({
        refDigest: null,
        provider: 'local',
        amountCents: 999,
        currency: 'usd',
        productType: 'detonation',
      }),
    ]);
    const [anonymised] = await db()
      .select()
      .from(assessments)
      .where(eq(assessments.id, paidAssessment));
    expect(anonymised).toMatchObject({
      userId: null,
      tier: 'detonation',
      amount: '9.99',
      isPaid: true,
      responses: {},
      report: null,
      anonymizedAt: now,
    });

    // The person within retention is untouched.
    const kept = await db().select().from(users);
    expect(kept.map((user) => user.email)).toEqual(['zoe.keepme@example.test']);
    expect(await count('assessments', sql`id = ${keptAssessment} and user_id is not null`)).toBe(1);

    const audit = await lastPurgeAudit();
    expect(audit?.actor).toBe('test');
    expect(audit?.detail).toMatchObject({
      users: 2,
      coupleSessions: 3,
      dataRequests: 1,
      paymentEvents: 1,
      outboxTempFiles: 1,
      errors: 0,
    });
  });

  it('is idempotent: a second run finds nothing and changes nothing', async () => {
    await freeScan('Nia Twice', 'nia.twice@example.test');
    await coupleSession({ p1: 'Nia', p1Email: 'nia.twice@example.test', pay: false });
    const now = monthLater();
    const first = await purgeExpiredData({ db: db(), outboxDir: t.outboxDir, now, actor: 'test' });
    expect(first).toMatchObject({ purgedUsers: 1, purgedAssessments: 1, purgedCoupleSessions: 1 });
    const second = await purgeExpiredData({ db: db(), outboxDir: t.outboxDir, now, actor: 'test' });
    expect(second).toEqual({
      purgedUsers: 0,
      purgedAssessments: 0,
      anonymizedRecords: 0,
      purgedCoupleSessions: 0,
      purgedOutboxMessages: 0,
      cutoff: first.cutoff,
      errors: [],
    });
  });

  it('resumes after a run stopped mid-way, in whole batches, and counts each record once', async () => {
    const seeded = await db()
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          fullName: `Batch Person ${i}`,
          email: `batch.person${i}@example.test`,
        })),
      )
      .returning({ id: users.id });
    const now = monthLater();
    const anonymisedBefore = await count('assessments', sql`anonymized_at is not null`);
    // Each old user has an unpaid and a paid assessment, both recent: they go with their user.
    const recent = new Date(now.getTime() - DAY);
    await db()
      .insert(assessments)
      .values(
        seeded.flatMap(({ id }) => [
          { userId: id, tier: 'storm', responses: { q: 'a' }, createdAt: recent },
          {
            userId: id,
            tier: 'detonation',
            amount: '9.99',
            isPaid: true,
            responses: { q: 'b' },
            createdAt: recent,
          },
        ]),
      );
    for (let i = 0; i < 3; i++)
      await ok('POST', '/api/start-session', { productType: 'detonation' });

    let userBatches = 0;
    const stopped = await purgeExpiredData({
      db: db(),
      outboxDir: t.outboxDir,
      now,
      batchSize: 1,
      actor: 'test',
      afterBatch: (step: PurgeStep) => {
        if (step === 'users' && ++userBatches === 3) throw new Error('simulated crash');
      },
    });
    expect(stopped.errors).toEqual(['users: failed (unexpected error); the next run continues']);
    expect(stopped).toMatchObject({
      purgedCoupleSessions: 3,
      purgedUsers: 3,
      purgedAssessments: 3,
      anonymizedRecords: 3,
    });
    // Whole batches only: each remaining user still has both assessments, untouched.
    expect(await count('users')).toBe(3);
    expect(await count('assessments', sql`user_id is not null`)).toBe(6);
    expect(await count('assessments', sql`anonymized_at is not null`)).toBe(anonymisedBefore + 3);

    const resumed = await purgeExpiredData({
      db: db(),
      outboxDir: t.outboxDir,
      now,
      batchSize: 1,
      actor: 'test',
    });
    expect(resumed).toMatchObject({
      purgedUsers: 3,
      purgedAssessments: 3,
      anonymizedRecords: 3,
      purgedCoupleSessions: 0,
      errors: [],
    });
    expect(await count('users')).toBe(0);
    expect(await count('assessments', sql`anonymized_at is null`)).toBe(0);
    expect(await count('assessments', sql`anonymized_at is not null`)).toBe(anonymisedBefore + 6);
  });

  it('counts for the dashboard exactly what the next purge then removes', async () => {
    const now = monthLater();
    expect(await countOldData({ db: db(), outboxDir: t.outboxDir, now })).toBe(0);
    await freeScan('Ona Count', 'ona.count@example.test');
    const paidAssessment = await paidIntake('Pat Count', 'pat.count@example.test');
    await db().update(assessments).set({ isPaid: true }).where(eq(assessments.id, paidAssessment));
    await coupleSession({
      p1: 'Pat',
      p1Email: 'pat.count@example.test',
      p2Email: 'quinn.count@example.test',
      pay: true,
    });
    await coupleSession({ p1: 'Rex', p1Email: 'rex.count@example.test', pay: false });
    await dataRequest('ona.count@example.test');

    const expected = await countOldData({ db: db(), outboxDir: t.outboxDir, now });
    // Within retention (to today's clock) there is nothing to purge yet.
    expect(await countOldData({ db: db(), outboxDir: t.outboxDir })).toBe(0);
    const report = await purgeExpiredData({ db: db(), outboxDir: t.outboxDir, now, actor: 'test' });
    const dataRequestsPurged = Number((await lastPurgeAudit())?.detail?.dataRequests);
    expect(dataRequestsPurged).toBe(1);
    // users 2, assessments 1 + 1 anonymised, sessions 2, 1 payment anonymised, 4 e-mails (2
    // reports, 2 'your partner has answered'), 1 request
    expect(expected).toBe(12);
    expect(total(report) + dataRequestsPurged).toBe(expected);
    expect(await countOldData({ db: db(), outboxDir: t.outboxDir, now })).toBe(0);
  });

  it('trims expired admin tokens, old login attempts and year-old audit events', async () => {
    const now = monthLater();
    const [admin] = await db()
      .insert(admins)
      .values({ username: 'purge-test-admin', passwordHash: 'x' })
      .returning({ id: admins.id });
    if (!admin) throw new Error('no admin');
    await db()
      .insert(adminTokens)
      .values([
        { tokenHash: 'expired', adminId: admin.id, kind: 'session', expiresAt: new Date() },
        {
          tokenHash: 'live',
          adminId: admin.id,
          kind: 'session',
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ]);
    await db()
      .insert(authAttempts)
      .values([
        { scope: 'login', subject: 'h1', attemptedAt: new Date(now.getTime() - 2 * DAY) },
        { scope: 'login', subject: 'h2', attemptedAt: new Date(now.getTime() - 60_000) },
      ]);
    await db()
      .insert(auditEvents)
      .values([
        { action: 'admin.login', actor: 'old', occurredAt: new Date(now.getTime() - 366 * DAY) },
        { action: 'admin.login', actor: 'recent', occurredAt: new Date(now.getTime() - 364 * DAY) },
      ]);
    await db()
      .insert(dataRequests)
      .values({
        email: 'sue.request@example.test',
        linkTokenHash: 'expired-link',
        // Created within retention, but its link died more than a day ago.
        createdAt: new Date(now.getTime() - 3 * DAY),
        expiresAt: new Date(now.getTime() - 2 * DAY),
      });

    const report = await purgeExpiredData({ db: db(), outboxDir: t.outboxDir, now, actor: 'test' });
    expect(report.errors).toEqual([]);
    expect((await db().select().from(adminTokens)).map((row) => row.tokenHash)).toEqual(['live']);
    expect((await db().select().from(authAttempts)).map((row) => row.subject)).toEqual(['h2']);
    const actors = (await db().select().from(auditEvents)).map((row) => row.actor);
    expect(actors).toContain('recent');
    expect(actors).not.toContain('old');
    expect(await count('data_requests')).toBe(0);
    await db().delete(admins).where(eq(admins.id, admin.id));
  });

  it("erases one person's records now, with the purge's code, and nobody else's", async () => {
    const email = 'unaerase@example.test';
    const paymentsBefore = await count('session_payments', sql`ref_id is null`);
    await freeScan('Unaerase Smith', email);
    const intake = await paidIntake('Unaerase Smith', email);
    await db().update(assessments).set({ isPaid: true }).where(eq(assessments.id, intake));
    // As person 1 (paid, delivered), as the partner of someone else, and through the intake.
    await coupleSession({ p1: 'Unaerase', p1Email: 'UnaErase@Example.test', pay: true });
    const asPartner = await coupleSession({
      p1: 'Vic',
      p1Email: 'vic.other@example.test',
      p2Email: email,
      pay: false,
    });
    await dataRequest(email);
    // Someone else's records stay.
    await freeScan('Wes Other', 'wes.other@example.test');
    const othersSession = await coupleSession({
      p1: 'Wes',
      p1Email: 'wes.other@example.test',
      p2Email: 'xan.other@example.test',
      pay: true,
    });
    await dataRequest('wes.other@example.test');
    const othersMail = await writeMessage('wes.other@example.test', new Date(), 'other');

    const report = await erasePersonData(
      { db: db(), outboxDir: t.outboxDir },
      'UNAERASE@example.test',
    );
    expect(report).toMatchObject({
      // Two intakes with the address, each its own user (decision 012).
      purgedUsers: 2,
      // The free scan; the paid intake is anonymised.
      purgedAssessments: 1,
      // The paid intake and Una's payment.
      anonymizedRecords: 2,
      purgedCoupleSessions: 2,
      // Una's report and 'your partner has answered', and Vic's notice of the session she
      // answered as the partner (its e-mails go with it).
      purgedOutboxMessages: 3,
      errors: [],
    });
    expect(await findInDatabase('unaerase')).toEqual([]);
    expect(await count('couple_sessions', sql`ref_id = ${capabilityDigest(asPartner)}`)).toBe(0);
    expect((await listOutbox(t.outboxDir)).flatMap((entry) => entry.recipients)).not.toContain(
      email,
    );
    expect(await count('session_payments', sql`ref_id is null`)).toBe(paymentsBefore + 1);

    expect(await count('users', sql`email = 'wes.other@example.test'`)).toBe(1);
    expect(await count('couple_sessions', sql`ref_id = ${capabilityDigest(othersSession)}`)).toBe(
      1,
    );
    expect(await count('reports', sql`ref_id = ${capabilityDigest(othersSession)}`)).toBe(1);
    expect(await count('data_requests', sql`email = 'wes.other@example.test'`)).toBe(1);
    expect(await readdir(t.outboxDir)).toContain(othersMail);
    const othersRecipients = (await listOutbox(t.outboxDir)).flatMap((entry) => entry.recipients);
    expect(othersRecipients).toEqual(
      expect.arrayContaining(['wes.other@example.test', 'xan.other@example.test']),
    );

    // Again: nothing left of them.
    const again = await erasePersonData({ db: db(), outboxDir: t.outboxDir }, email);
    expect(total(again)).toBe(0);
  });

  it('runs hourly in UTC on the job queue, as the schedule, logging counts only', async () => {
    const schedules = await t.services.boss.getSchedules(RETENTION_PURGE);
    expect(schedules).toEqual([
      expect.objectContaining({ name: RETENTION_PURGE, cron: '0 * * * *', timezone: 'UTC' }),
    ]);

    await freeScan('Yara Canaryjob', 'yara.job@example.test');
    const logsBefore = t.logs.length;
    await t.services.boss.send(RETENTION_PURGE, {});
    await expect
      .poll(async () => (await lastPurgeAudit())?.actor, { timeout: 20_000, interval: 200 })
      .toBe('schedule');
    // Today's data is within retention: the scheduled run removes none of it.
    expect(await count('users', sql`email = 'yara.job@example.test'`)).toBe(1);
    await expect
      .poll(() => t.logs.slice(logsBefore).some((line) => line.includes(RETENTION_PURGE)))
      .toBe(true);
    const lines = t.logs.slice(logsBefore).filter((line) => line.includes(RETENTION_PURGE));
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain(CANARY);
      expect(line).not.toContain('@');
    }
  });
});
