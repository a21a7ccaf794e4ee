/**
 * Graceful shutdown (issue 8, "Faults survived"): SIGTERM reaches a production build on
 * PostgreSQL (a server of this test's own) while many answers are being saved and report jobs
 * run. The requests it had taken finish with their normal answers, later ones are refused (or
 * answered 503 in the one error format), the process exits 0 in time, no job is left 'active',
 * nothing is half written, and a new process delivers every paid report. A second signal does
 * not wait.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startBuiltServer } from '../../scripts/built-server.mjs';
import { freeScanIntake } from '../../scripts/free-scan-intake';
import { capabilityDigest } from '../../src/server/security/capability-id';
import {
  assessmentStatusSchema,
  createAssessmentResponseSchema,
} from '../../src/shared/api/assessments';
import { sessionConfirmResponseSchema } from '../../src/shared/api/payments';
import type { QuestionList } from '../../src/shared/api/questions';
import { answersFromList, startSessionResponseSchema } from '../../src/shared/api/sessions';
import {
  call,
  callOnNewConnection,
  coupleFlow,
  fetchStormQuestions,
  freeScanFlow,
  isErrorBody,
  type Method,
  type Reply,
  tenAnswers,
} from '../helpers/answer-flows';
import { type PostgresServer, startPostgres } from '../helpers/postgres-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the process may take from SIGTERM to its exit, with a request of 8 s in flight. */
const EXIT_BOUND_MS = 20_000;

/** One write sent while the signal arrives, and how to tell whether it was stored. */
type Write = {
  method: Method;
  path: string;
  body: unknown;
  /** The stored value to compare with `expected`; null when nothing is stored. */
  storedQuery: string;
  key: string;
  expected: unknown;
};

type Outcome = Write & { reply: Reply; answeredAt: number };

/** A step that must succeed (the preparation, before anything is broken). */
function strictStep(base: string): (method: Method, path: string, body: unknown) => Promise<Reply> {
  return async (method, path, body) => {
    const reply = await call(base, method, path, body);
    if (reply.status >= 200 && reply.status < 300) return reply;
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  };
}

/** Runs `make` for 0..count-1, `width` at a time. */
async function inBatches<T>(count: number, width: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let start = 0; start < count; start += width) {
    const size = Math.min(width, count - start);
    out.push(...(await Promise.all(Array.from({ length: size }, (_, i) => make(start + i)))));
  }
  return out;
}

/** Distinct option choices per `n` (5 questions with 4 options each). */
function stormResponses(set: QuestionList, n: number): Record<string, string> {
  return Object.fromEntries(
    set.map((question, i) => [question.id, question.options[Math.floor(n / 4 ** i) % 4] ?? '']),
  );
}

/** Prepares `count` of each kind of pending write: every one stores something new. */
async function prepareWrites(base: string, set: QuestionList, count: number): Promise<Write[]> {
  const step = strictStep(base);
  const writes: Write[] = [];
  const createAssessment = async (n: number) => {
    const reply = await step('POST', '/api/assessments', freeScanIntake('shutdown', n));
    return createAssessmentResponseSchema.parse(reply.body).id;
  };
  const startSession = async () => {
    const reply = await step('POST', '/api/start-session', { productType: 'detonation' });
    return startSessionResponseSchema.parse(reply.body).refId;
  };

  await inBatches(count, 8, async (n) => {
    const id = await createAssessment(n);
    const responses = stormResponses(set, n + 1);
    writes.push({
      method: 'PATCH',
      path: `/api/assessments/${id}`,
      body: { responses },
      storedQuery: "select nullif(responses, '{}'::jsonb) as value from assessments where id = $1",
      key: id,
      expected: responses,
    });
  });
  await inBatches(count, 8, async (n) => {
    const id = await createAssessment(1000 + n);
    const saved = await step('PATCH', `/api/assessments/${id}`, {
      responses: stormResponses(set, n),
    });
    const token = assessmentStatusSchema.parse(saved.body).storm?.token ?? '';
    const answers = Array.from({ length: 5 }, (_, i) => `Partner ${n} says ${i + 1} calmly.`);
    writes.push({
      method: 'POST',
      path: `/api/storm/submit/${token}`,
      body: { answers },
      storedQuery: 'select partner_answers as value from storm_invites where token = $1',
      key: capabilityDigest(token),
      expected: answers,
    });
  });
  await inBatches(count, 8, async (n) => {
    const refId = await startSession();
    const answers = tenAnswers('Person one', n);
    writes.push({
      method: 'POST',
      path: '/api/submit',
      body: {
        refId,
        person1: { name: `Person ${n}`, email: `p1-${n}@example.com`, partnerName: 'Partner' },
        answers: answersFromList(answers),
        productType: 'detonation',
        honeypot: '',
      },
      storedQuery: `select s.content->'answers' as value from couple_sessions c
          join secure_submissions s on s.submission_id = c.current_submission_id
         where c.ref_id = $1`,
      key: capabilityDigest(refId),
      expected: answers,
    });
  });
  await inBatches(count, 8, async (n) => {
    const refId = await startSession();
    await step('POST', '/api/submit', {
      refId,
      person1: { name: `Person ${n}`, email: `p2-${n}@example.com`, partnerName: 'Partner' },
      answers: answersFromList(tenAnswers('Person one', n)),
      productType: 'detonation',
      honeypot: '',
    });
    const answers = tenAnswers('The partner', n);
    writes.push({
      method: 'POST',
      path: '/api/person2/submit',
      body: { refId, answers: answersFromList(answers), source: 'paste' },
      storedQuery: 'select p2_answers as value from couple_sessions where ref_id = $1',
      key: capabilityDigest(refId),
      expected: answers,
    });
  });
  return writes;
}

/** Pays `count` fully answered couple sessions: each payment queues a report. */
async function payReports(base: string, count: number, from: number) {
  const step = strictStep(base);
  return inBatches(count, 4, async (i) => {
    const session = await coupleFlow(step, from + i, []);
    if (!session) throw new Error('no checkout to pay');
    await step('POST', `/api/test-checkout/${session.checkoutId}/pay`, {});
    return session;
  });
}

/** Rows that break what a finished write leaves behind (each a description). */
async function halfWrites(db: pg.Client): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'a session whose current submission is missing or not current',
      `select c.ref_id from couple_sessions c left join secure_submissions s
         on s.submission_id = c.current_submission_id
       where c.current_submission_id is not null
         and (s.submission_id is null or s.status <> 'current' or s.ref_id <> c.ref_id)`,
    ],
    [
      'a current submission that its session does not point to',
      `select s.submission_id from secure_submissions s join couple_sessions c on c.ref_id = s.ref_id
       where s.status = 'current' and c.current_submission_id is distinct from s.submission_id`,
    ],
    [
      'partner answers without their time (or the other way round)',
      `select token from storm_invites
       where (partner_answers is null) <> (answered_at is null)`,
    ],
    [
      'an invitation for an assessment without answers',
      `select i.token from storm_invites i join assessments a on a.id = i.assessment_id
       where a.responses = '{}'::jsonb`,
    ],
    [
      'a paid, fully answered session without a report',
      `select c.ref_id from couple_sessions c left join reports r on r.ref_id = c.ref_id
       where c.state = 'paid' and r.ref_id is null`,
    ],
    [
      'a generated report without its deliveries, or delivered with one unsent',
      `select r.ref_id from reports r
       where (r.status in ('generated', 'delivered')
              and not exists (select 1 from report_deliveries d where d.ref_id = r.ref_id))
          or (r.status = 'delivered'
              and exists (select 1 from report_deliveries d
                          where d.ref_id = r.ref_id and d.status <> 'sent'))`,
    ],
  ];
  const found: string[] = [];
  for (const [what, query] of checks) {
    const result = await db.query(query);
    if (result.rowCount) found.push(`${what}: ${result.rowCount}`);
  }
  return found;
}

async function storedValue(db: pg.Client, write: Write): Promise<unknown> {
  const result = await db.query(write.storedQuery, [write.key]);
  return (result.rows[0] as { value: unknown } | undefined)?.value ?? null;
}

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('SIGTERM', () => {
  let postgres: PostgresServer;
  let db: pg.Client;
  let logDir: string;
  const servers: RunningServer[] = [];
  const start = async (label: string, env: Record<string, string> = {}) => {
    const server = await startBuiltServer({
      label,
      logFile: join(logDir, `${label}.log`),
      env: { DATABASE_URL: postgres.url, RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'info', ...env },
    });
    servers.push(server);
    return server;
  };
  /** The server's last log lines, shown when an assertion about its exit fails. */
  const logTail = (label: string) =>
    readFileSync(join(logDir, `${label}.log`), 'utf8')
      .split('\n')
      .slice(-25)
      .join('\n');

  beforeAll(async () => {
    postgres = await startPostgres();
    logDir = mkdtempSync(join(tmpdir(), 'msoul-sigterm-logs-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await db?.end();
    await postgres?.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('lets the requests and jobs in flight finish, refuses new ones and exits 0', async () => {
    const server = await start('sigterm');
    const base = server.baseURL;
    const set = await fetchStormQuestions(base);
    const writes = await prepareWrites(base, set, 20);
    // A free scan made whole, so that the checks below see every kind of row.
    await freeScanFlow(strictStep(base), 9999, set, []);
    const paid = await payReports(base, 8, 5000);
    const last = paid.at(-1);
    if (!last) throw new Error('no paid session');

    // The /paid page's wait for the e-mails (up to 8 s; its report is queued behind 7 others),
    // sent first so that it is surely running when the signal comes; then 80 writes at once.
    const confirm = call(base, 'POST', '/api/session-confirm', {
      refId: last.refId,
      checkoutSessionId: last.checkoutId,
    }).then((reply) => ({ reply, answeredAt: Date.now() }));
    await sleep(300);
    const sent = writes.map(async (write): Promise<Outcome> => {
      const reply = await call(base, write.method, write.path, write.body);
      return { ...write, reply, answeredAt: Date.now() };
    });
    await sleep(150);
    const signalledAt = Date.now();
    server.sendSignal('SIGTERM');

    // New connections: refused once the listener is closed (reset when one was still waiting to
    // be accepted), or answered 503 in the one error format.
    let probe: Reply = await callOnNewConnection(base, '/healthz');
    while (probe.status === 200 && Date.now() - signalledAt < 5_000) {
      await sleep(20);
      probe = await callOnNewConnection(base, '/healthz');
    }
    const outcomes = await Promise.all(sent);
    const confirmed = await confirm;
    const exit = await Promise.race([server.exited, sleep(EXIT_BOUND_MS).then(() => 'too slow')]);
    const exitMs = Date.now() - signalledAt;
    const answered = outcomes.filter(({ reply }) => reply.status === 200);
    console.info(
      `SIGTERM: ${answered.length} of ${outcomes.length} writes answered 200 ` +
        `(${answered.filter(({ answeredAt }) => answeredAt > signalledAt).length} after the signal), ` +
        `the rest refused; /paid answered ${confirmed.answeredAt - signalledAt} ms after the signal; ` +
        `exit ${exitMs} ms after the signal`,
    );

    expect(exit, logTail('sigterm')).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_BOUND_MS);
    expect(
      probe.failure === 'ECONNREFUSED' ||
        probe.failure === 'ECONNRESET' ||
        (probe.status === 503 && isErrorBody(probe.body, 'shutting_down')),
      JSON.stringify(probe),
    ).toBe(true);

    // The long request in flight finished with its normal answer, after the signal.
    expect(confirmed.reply.status, JSON.stringify(confirmed.reply)).toBe(200);
    sessionConfirmResponseSchema.parse(confirmed.reply.body);
    expect(confirmed.answeredAt).toBeGreaterThan(signalledAt);

    // Every write: its normal answer, or never started (refused, or 503 'shutting_down').
    const unexpected = outcomes.filter(
      ({ reply }) =>
        !(reply.status >= 200 && reply.status < 300) &&
        !(reply.status === 503 && isErrorBody(reply.body, 'shutting_down')) &&
        !(reply.status === 0 && reply.failure !== 'TimeoutError'),
    );
    expect(unexpected.map(({ path, reply }) => `${path}: ${JSON.stringify(reply)}`)).toEqual([]);
    expect(answered.length).toBeGreaterThan(0);

    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    // Stored exactly when answered 2xx: nothing accepted was lost, nothing refused was kept.
    const wrong: string[] = [];
    for (const outcome of outcomes) {
      const value = await storedValue(db, outcome);
      const ok = outcome.reply.status >= 200 && outcome.reply.status < 300;
      const stored = isDeepStrictEqual(value, outcome.expected);
      if (ok !== stored) wrong.push(`${outcome.method} ${outcome.path}: ${outcome.reply.status}`);
    }
    expect(wrong).toEqual([]);

    const active = await db.query("select name from pgboss.job where state = 'active'");
    expect(active.rows).toEqual([]);
    expect(await halfWrites(db)).toEqual([]);

    // Nothing lost: a new process on the same database (and key) delivers every paid report.
    await start('sigterm-after', { SECRET_KEY: server.secretKey });
    // Stored by digest (docs/decisions/013).
    const refIds = paid.map((session) => capabilityDigest(session.refId));
    const deadline = Date.now() + 60_000;
    let delivered = 0;
    while (delivered < refIds.length && Date.now() < deadline) {
      await sleep(500);
      const result = await db.query(
        "select count(*)::int as n from reports where ref_id = any($1) and status = 'delivered'",
        [refIds],
      );
      delivered = (result.rows[0] as { n: number }).n;
    }
    const jobs = await db.query(
      `select r.status as report, j.name, j.state, j.retry_count from reports r
         left join pgboss.job j on j.data->>'refDigest' = r.ref_id
        where r.ref_id = any($1) order by r.ref_id, j.created_on`,
      [refIds],
    );
    expect(delivered, `${JSON.stringify(jobs.rows)}\n${logTail('sigterm-after')}`).toBe(
      refIds.length,
    );
    expect(await halfWrites(db)).toEqual([]);
  });

  it('exits at once on a second signal, without waiting for the request in flight', async () => {
    // The mail server is down: the /paid page's request waits its full 8 s for the e-mails.
    const smtpPort = await closedPort();
    const server = await start('sigterm-twice', {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const [session] = await payReports(server.baseURL, 1, 7000);
    if (!session) throw new Error('no paid session');
    const confirm = call(server.baseURL, 'POST', '/api/session-confirm', {
      refId: session.refId,
      checkoutSessionId: session.checkoutId,
    });
    await sleep(300);
    const signalledAt = Date.now();
    server.sendSignal('SIGTERM');
    await sleep(300);
    server.sendSignal('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(5_000).then(() => 'still running')]);
    expect(exit, logTail('sigterm-twice')).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    // The request was cut off, not answered.
    expect((await confirm).status).toBe(0);
  });
});
