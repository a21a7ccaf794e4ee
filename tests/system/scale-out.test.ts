/**
 * Scale-out on PostgreSQL (issue 8): two processes of the production build, started at the same
 * moment on one new database, work as one. 50 paid couple sessions go through both (each step on
 * the other process); then every report is delivered exactly once to a real SMTP server, no job
 * ran twice, admin tokens and the admin login limit are shared, and the purge schedule fires once
 * per period.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startBuiltServer } from '../../scripts/built-server.mjs';
import { migrationsFolder } from '../../src/server/db/migrate';
import { RETENTION_PURGE } from '../../src/server/jobs/purge-jobs';
import { REPORT_DELIVER, REPORT_GENERATE } from '../../src/server/jobs/report-jobs';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../src/server/providers/mail/start-test-smtp-server';
import { capabilityDigest } from '../../src/server/security/capability-id';
import {
  adminLoginResponseSchema,
  adminStatsSchema,
  adminTokenResponseSchema,
  adminVerifyResponseSchema,
} from '../../src/shared/api/admin';
import { createAdminWithCli, totpCode } from '../helpers/admin-cli';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../helpers/empty-postgres-database';
import {
  callApi,
  callOk,
  inParallel,
  type PaidSession,
  type PaidSessionPlan,
  runPaidSession,
} from '../helpers/paid-flow';

const serverUrl = process.env.TEST_DATABASE_URL;
const SESSIONS = 50;
/** Sessions in flight at once, spread over both processes. */
const CONCURRENCY = 6;

const PLANS: PaidSessionPlan[] = Array.from({ length: SESSIONS }, (_, i) => ({
  index: i,
  order: i % 2 === 0 ? 'partner-first' : 'pay-first',
  person1: { name: `Alex${i}`, email: `person1.${i}@example.com` },
  // Every fifth partner leaves no address (D-12): that report has one recipient.
  partnerEmail: i % 5 === 4 ? null : `person2.${i}@example.com`,
}));

/** Every address a report must reach, with the delivery it belongs to. */
const EXPECTED = PLANS.flatMap((plan) => [
  { index: plan.index, role: 'person1', email: plan.person1.email },
  ...(plan.partnerEmail ? [{ index: plan.index, role: 'person2', email: plan.partnerEmail }] : []),
]);

/** A JSON POST from another loopback address, so per-address counts start from zero. */
function postFrom(
  localAddress: string,
  baseURL: string,
  path: string,
  body: unknown,
): Promise<{ status: number; retryAfter: string | undefined }> {
  const url = new URL(path, baseURL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The report e-mails among those accepted, told apart by their subject. */
function reportMails<T extends { parsed: { subject?: string | undefined } }>(mails: T[]): T[] {
  return mails.filter((mail) => mail.parsed.subject?.startsWith('Your mSoul report'));
}

describe.skipIf(!serverUrl)(
  'two processes on one PostgreSQL server (needs TEST_DATABASE_URL: run through scripts/with-postgres.sh)',
  () => {
    let smtp: TestSmtpServer;
    let database: EmptyPostgresDatabase;
    let pool: pg.Pool;
    let servers: RunningServer[] = [];
    let env: Record<string, string>;
    let everyMinuteFrom = new Date();
    const sessions: PaidSession[] = [];

    const urls = () => servers.map((server) => server.baseURL);
    const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<T>(text, values)).rows;

    /** Reports by status, and the report jobs not yet completed (queue, state, retries). */
    const pipelineSnapshot = async () => {
      const statuses = await query<{ status: string; n: number }>(
        'select status, count(*)::int as n from reports group by status order by status',
      );
      const unfinishedJobs = await query<{ name: string; state: string; retries: number }>(
        `select name, state::text as state, retry_count as retries from pgboss.job
          where name = any($1) and state <> 'completed' order by name, state`,
        [[REPORT_GENERATE, REPORT_DELIVER]],
      );
      return {
        reports: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
        unfinishedJobs,
      };
    };

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      database = await createEmptyPostgresDatabase(serverUrl ?? '', 'scale');
      env = {
        DATABASE_URL: database.url,
        SECRET_KEY: `scale-out-${'k'.repeat(40)}`,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        PAYMENTS_PROVIDER: 'local',
        RATE_LIMIT_MULTIPLIER: '1000',
      };
      // Both at once on the empty database: migrations, question sets and pg-boss's schema race.
      const started = await Promise.allSettled(
        ['scale-a', 'scale-b'].map((label) =>
          startBuiltServer({ env, label, nodeEnv: 'production' }),
        ),
      );
      servers = started.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      const failed = started.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;

      pool = new pg.Pool({ connectionString: database.url, max: 2 });
      // The purge is hourly; for this run it fires every minute, so periods pass while both
      // processes run (pg-boss reads the expression from this row on every cron pass).
      await query(`update pgboss.schedule set cron = '* * * * *' where name = $1`, [
        RETENTION_PURGE,
      ]);
      everyMinuteFrom = new Date();
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await pool?.end();
      await database?.drop();
      await smtp?.close();
    });

    it('started together on an empty database: migrated, seeded and pg-boss installed once', async () => {
      const journal = JSON.parse(
        readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [state] = await query<{ migrations: number; questions: number; bossVersions: number }>(
        `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                (select count(*)::int from questions) as questions,
                (select count(*)::int from pgboss.version) as "bossVersions"`,
      );
      expect(state).toEqual({ migrations: journal.entries.length, questions: 15, bossVersions: 1 });
      // Both registered the same schedules: one row each.
      const schedules = await query<{ name: string; rows: number }>(
        'select name, count(*)::int as rows from pgboss.schedule group by name order by name',
      );
      expect(schedules.map((row) => row.name)).toContain(RETENTION_PURGE);
      expect(schedules.every((row) => row.rows === 1)).toBe(true);
      for (const baseURL of urls()) {
        expect((await callApi(baseURL, 'GET', '/readyz')).status).toBe(200);
      }
    });

    it(`${SESSIONS} paid couple sessions through both: every report e-mailed exactly once`, async () => {
      sessions.push(
        ...(await inParallel(PLANS, CONCURRENCY, (plan) => runPaidSession(urls(), plan))),
      );
      for (const session of sessions) {
        expect(session.confirmations.every((answer) => answer.paid)).toBe(true);
      }
      // The database and the job keys name sessions by digest (docs/decisions/013).
      const refIds = sessions.map((session) => capabilityDigest(session.refId));

      // Until every report is delivered and no report job is waiting, retrying or running; on
      // a timeout the snapshot says where the pipeline stood.
      const settled = { reports: { delivered: SESSIONS }, unfinishedJobs: [] };
      await expect.poll(pipelineSnapshot, { timeout: 120_000, interval: 500 }).toEqual(settled);

      // The database: one delivery per recipient, sent on the first try.
      const deliveries = await query<{
        refId: string;
        role: string;
        email: string;
        status: string;
        attempts: number;
        messageId: string;
      }>(
        `select ref_id as "refId", role, email, status, attempts, message_id as "messageId"
           from report_deliveries where ref_id = any($1)`,
        [refIds],
      );
      const expected = EXPECTED.map((entry) => ({
        refId: refIds[entry.index],
        role: entry.role,
        email: entry.email,
        status: 'sent',
        attempts: 1,
      }));
      expect(deliveries.map(({ messageId: _, ...rest }) => rest)).toEqual(
        expect.arrayContaining(expected),
      );
      expect(deliveries).toHaveLength(expected.length);

      // The mail server: each recipient got exactly one message, under its delivery's Message-ID.
      // Report e-mails (person 1 also gets a 'your partner has answered' before paying).
      const received = reportMails(smtp.received).map((mail) => ({
        to: mail.envelopeTo.join(','),
        messageId: mail.parsed.messageId ?? '',
      }));
      expect(received.map((mail) => mail.to).sort()).toEqual(
        EXPECTED.map((entry) => entry.email).sort(),
      );
      const ids = new Set(received.map((mail) => mail.messageId));
      expect(ids.size).toBe(received.length);
      const stripped = (id: string) => id.replace(/^<|>$/g, '');
      for (const delivery of deliveries) {
        const mail = received.find((entry) => entry.to === delivery.email);
        expect(stripped(mail?.messageId ?? '')).toBe(stripped(delivery.messageId));
      }

      // pg-boss's job table: one job per report and per delivery, completed on the first run.
      const jobs = await query<{
        name: string;
        key: string;
        jobs: number;
        completed: number;
        retries: number;
      }>(
        `select name, singleton_key as key, count(*)::int as jobs,
                count(*) filter (where state = 'completed')::int as completed,
                max(retry_count)::int as retries
           from pgboss.job where name = any($1) group by name, singleton_key`,
        [[REPORT_GENERATE, REPORT_DELIVER]],
      );
      const once = { jobs: 1, completed: 1, retries: 0 };
      expect(jobs.filter((row) => row.name === REPORT_GENERATE)).toEqual(
        expect.arrayContaining(
          refIds.map((refId) => ({ name: REPORT_GENERATE, key: refId, ...once })),
        ),
      );
      expect(jobs.filter((row) => row.name === REPORT_DELIVER)).toEqual(
        expect.arrayContaining(
          expected.map((entry) => ({
            name: REPORT_DELIVER,
            key: `${entry.refId}:${entry.role}`,
            ...once,
          })),
        ),
      );
      expect(jobs).toHaveLength(SESSIONS + expected.length);
      // No job of the product's queues was retried or failed.
      const [rerun] = await query<{ n: number }>(
        `select count(*)::int as n from pgboss.job
          where name not like '\\_\\_pgboss%' and (retry_count > 0 or state = 'failed')`,
      );
      expect(rerun?.n).toBe(0);
    });

    it('an admin token from one process works on the other, and so does logging out', async () => {
      const cli = { DATABASE_URL: database.url, SECRET_KEY: env.SECRET_KEY ?? '' };
      const [plain, twoFactor] = await Promise.all([
        createAdminWithCli(cli, 'ops.scale', { totp: false }),
        createAdminWithCli(cli, 'ops.scale.2fa', { totp: true }),
      ]);
      const [a, b] = urls() as [string, string];

      const login = await callOk(adminLoginResponseSchema, a, 'POST', '/api/admin/login', {
        body: { username: plain.username, password: plain.password },
      });
      const token = 'token' in login ? login.token : '';
      expect(token).not.toBe('');
      const verified = await callOk(adminVerifyResponseSchema, b, 'GET', '/api/admin/verify', {
        token,
      });
      expect(verified.username).toBe(plain.username);
      const stats = await callOk(adminStatsSchema, b, 'GET', '/api/admin/stats', { token });
      expect(stats.totalCoupleSessions).toBe(SESSIONS);
      expect((await callApi(b, 'POST', '/api/admin/logout', { token })).status).toBe(204);
      expect((await callApi(a, 'GET', '/api/admin/verify', { token })).status).toBe(401);

      // Password on B, the code on A: the challenge lives in the database too.
      const step1 = await callOk(adminLoginResponseSchema, b, 'POST', '/api/admin/login', {
        body: { username: twoFactor.username, password: twoFactor.password },
      });
      const challenge = 'challenge' in step1 ? step1.challenge : '';
      expect(challenge).not.toBe('');
      const step2 = await callOk(adminTokenResponseSchema, a, 'POST', '/api/admin/verify-2fa', {
        body: {
          username: twoFactor.username,
          totpCode: await totpCode(twoFactor.secret ?? ''),
          challenge,
        },
      });
      expect((await callApi(b, 'GET', '/api/admin/verify', { token: step2.token })).status).toBe(
        200,
      );
    });

    it('the admin login limit is shared: 10 failures over both, the 11th refused on either', async () => {
      // A loopback address of its own, so the logins above do not count towards its limit.
      const client = '127.0.0.3';
      const attempt = (baseURL: string) =>
        postFrom(client, baseURL, '/api/admin/login', {
          username: 'guessed.admin',
          password: 'not-the-password',
        });
      const [a, b] = urls() as [string, string];
      for (let i = 0; i < 10; i++) {
        expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
      }
      for (const baseURL of [a, b]) {
        const refused = await attempt(baseURL);
        expect(refused.status).toBe(429);
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }
    });

    it('the purge schedule fires once per period, and concurrent sends make one job', async () => {
      const [rows] = await query<{ n: number }>(
        'select count(*)::int as n from pgboss.schedule where name = $1',
        [RETENTION_PURGE],
      );
      expect(rows?.n).toBe(1);

      // Two periods (minutes) pass with both processes running their cron passes (every 30 s).
      const purges = async () =>
        query<{ state: string; retries: number }>(
          `select state::text as state, retry_count as retries from pgboss.job
            where name = $1 and singleton_key is null`,
          [RETENTION_PURGE],
        );
      const waitMs = Math.max(0, everyMinuteFrom.getTime() + 170_000 - Date.now());
      await expect
        .poll(async () => (await purges()).filter((job) => job.state === 'completed').length, {
          timeout: waitMs,
          interval: 2_000,
        })
        .toBeGreaterThanOrEqual(2);

      // pg-boss files each occurrence under a one-minute slot: one send per slot, however many
      // passes (and processes) saw it.
      const sends = await query<{ slot: string; n: number }>(
        `select singleton_on::text as slot, count(*)::int as n from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = $1 group by singleton_on`,
        [RETENTION_PURGE],
      );
      expect(sends.every((send) => send.n === 1)).toBe(true);
      const jobs = await purges();
      expect(jobs.length).toBeLessThanOrEqual(sends.length);
      expect(jobs.every((job) => job.retries === 0 && job.state !== 'failed')).toBe(true);
      const minutes = Math.ceil((Date.now() - everyMinuteFrom.getTime()) / 60_000);
      expect(jobs.length).toBeLessThanOrEqual(minutes + 1);

      // Two producers on their own connections send the same purge at once: the queue's
      // 'exclusive' policy keeps one, which one of the processes works once.
      const producers = [0, 1].map(
        () =>
          new PgBoss({
            connectionString: database.url,
            max: 1,
            schedule: false,
            supervise: false,
            migrate: false,
          }),
      );
      try {
        await Promise.all(producers.map((boss) => boss.start()));
        const sent = await Promise.all(
          producers.map((boss) =>
            // Due in 3 s, so neither can be worked (and completed) before the other is sent.
            boss.send(RETENTION_PURGE, null, { singletonKey: 'scale-out-test', startAfter: 3 }),
          ),
        );
        expect(sent.filter((id) => id !== null)).toHaveLength(1);
      } finally {
        await Promise.all(producers.map((boss) => boss.stop({ graceful: false })));
      }
      await expect
        .poll(
          async () =>
            query<{ state: string; retries: number }>(
              `select state::text as state, retry_count as retries from pgboss.job
                where name = $1 and singleton_key = 'scale-out-test'`,
              [RETENTION_PURGE],
            ),
          { timeout: 30_000, interval: 500 },
        )
        .toEqual([{ state: 'completed', retries: 0 }]);
    });
  },
);
