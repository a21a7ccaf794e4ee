/**
 * The database restarts under load (issue 8, "Faults survived"): a production build on a
 * PostgreSQL server of this test's own keeps saving answers from several clients while the
 * server is restarted (`pg_ctl restart -m immediate`, every connection dropped at once) and then
 * stopped for a few seconds. Every answer is 2xx or 503 JSON (never a 500, never a hang),
 * readiness reports the outage, the same process serves again by itself, every answer it
 * accepted is in the database, and a paid report queued around the outage is delivered.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startBuiltServer } from '../../scripts/built-server.mjs';
import { capabilityDigest } from '../../src/server/security/capability-id';
import {
  type Accepted,
  call,
  coupleFlow,
  fetchStormQuestions,
  freeScanFlow,
  isErrorBody,
  missingAnswers,
  type Reply,
  type Step,
} from '../helpers/answer-flows';
import { type PostgresServer, startPostgres } from '../helpers/postgres-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const logFile = join(mkdtempSync(join(tmpdir(), 'msoul-db-restart-')), 'server.log');

/** The server's last log lines, for a failure message. */
function logTail(): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
}

/** Polls `check` every 100 ms until it holds; fails the test with `what` after `timeoutMs`. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${logTail()}`);
    await sleep(100);
  }
}

/** A 503 as the error handler sends it during an outage. */
function isOutageAnswer(reply: Reply): boolean {
  return (
    reply.status === 503 &&
    isErrorBody(reply.body, 'database_unavailable') &&
    reply.retryAfter === '5'
  );
}

/** A path with its ids left out, for a readable failure message. */
function route(path: string): string {
  return path.replace(/\/[^/]*\d[^/]*/g, '/:id');
}

describe('a PostgreSQL restart while answers are being saved', () => {
  let postgres: PostgresServer;
  let server: RunningServer;
  let reader: pg.Client;

  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startBuiltServer({
      label: 'db-restart',
      logFile,
      // Every client speaks from 127.0.0.1: the per-IP limits would otherwise stop the load.
      env: { DATABASE_URL: postgres.url, RATE_LIMIT_MULTIPLIER: '1000' },
    });
  });
  afterAll(async () => {
    await reader?.end();
    await server?.stop();
    await postgres?.close();
    rmSync(dirname(logFile), { recursive: true, force: true });
  });

  it('answers 503 JSON while it is down, recovers by itself and loses no accepted answer', async () => {
    const base = server.baseURL;
    const stormSet = await fetchStormQuestions(base);
    const accepted: Accepted[] = [];
    const problems: string[] = [];
    const tally = { ok: 0, unavailable: 0, okAfterRecovery: 0 };
    let running = true;
    let recovered = false;

    /** A client that tries again after a 503, as a person pressing the button again would. */
    const retrying: Step = async (method, path, body) => {
      let hadOutage = false;
      while (running) {
        const reply = await call(base, method, path, body);
        if (reply.status >= 200 && reply.status < 300) {
          tally.ok += 1;
          if (recovered) tally.okAfterRecovery += 1;
          return reply;
        }
        if (isOutageAnswer(reply)) {
          tally.unavailable += 1;
          hadOutage = true;
          await sleep(100);
          continue;
        }
        // The connection was lost during COMMIT: the first try was stored although it got a
        // 503, and the partner's answers are written once. The flow ends here.
        if (hadOutage && reply.status === 409 && isErrorBody(reply.body, 'already_answered')) {
          return null;
        }
        problems.push(
          `${method} ${route(path)}: ${reply.status} ${reply.failure ?? JSON.stringify(reply.body)}`,
        );
        return null;
      }
      return null;
    };

    let n = 0;
    const scans = async () => {
      while (running) await freeScanFlow(retrying, ++n, stormSet, accepted);
    };
    const couples = async () => {
      while (running) await coupleFlow(retrying, ++n, accepted);
    };
    const clients = [scans(), scans(), scans(), couples(), couples(), couples()];

    /** Every readiness answer, with when it was asked and answered. */
    const readiness: { status: number; askedAt: number; answeredAt: number }[] = [];
    const watchReadiness = async () => {
      while (running) {
        const askedAt = Date.now();
        const reply = await call(base, 'GET', '/readyz');
        readiness.push({ status: reply.status, askedAt, answeredAt: Date.now() });
        if (reply.status !== 200 && !(reply.status === 503 && isErrorBody(reply.body, 'not_ready')))
          problems.push(`GET /readyz: ${reply.status} ${reply.failure ?? ''}`);
        await sleep(100);
      }
    };
    const watcher = watchReadiness();

    /** A couple session paid on the test checkout: its report is queued by the payment. */
    const paidSessions: string[] = [];
    const payOne = async () => {
      const session = await coupleFlow(retrying, ++n, accepted);
      if (!session) throw new Error(`no checkout to pay: ${problems.join('; ')}`);
      const paid = await retrying('POST', `/api/test-checkout/${session.checkoutId}/pay`, {});
      expect(paid?.status).toBe(200);
      paidSessions.push(session.refId);
    };

    await waitFor('answers saved before the outage', () => tally.ok >= 30);
    await payOne();

    // 1. A crash-like restart: every connection is dropped at once, the server recovers.
    const unavailableBeforeRestart = tally.unavailable;
    await postgres.restart({ mode: 'immediate' });
    await waitFor('readiness after the restart', async () => {
      return (await call(base, 'GET', '/readyz')).status === 200;
    });
    const okAfterRestart = tally.ok;
    const unavailableInRestart = tally.unavailable - unavailableBeforeRestart;
    await waitFor('answers saved after the restart', () => tally.ok >= okAfterRestart + 20);
    await payOne();

    // 2. Down for a few seconds: readiness and every write say so, in the one error format.
    await postgres.stop({ mode: 'fast' });
    const downFrom = Date.now();
    const down = await call(base, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(isErrorBody(down.body, 'not_ready')).toBe(true);
    const write = await call(base, 'POST', '/api/start-session', { productType: 'detonation' });
    expect(isOutageAnswer(write), JSON.stringify(write)).toBe(true);
    await sleep(3_000);
    const downUntil = Date.now();
    await postgres.start();

    await waitFor('readiness after the start', async () => {
      return (await call(base, 'GET', '/readyz')).status === 200;
    });
    recovered = true;
    await waitFor('answers saved after the start', () => tally.okAfterRecovery >= 30);
    running = false;
    await Promise.all([...clients, watcher]);

    expect(problems).toEqual([]);
    // Requests were cut off by the restart itself, not only by the stop.
    expect(unavailableInRestart).toBeGreaterThan(0);
    const whileDown = readiness.filter(
      ({ askedAt, answeredAt }) => askedAt >= downFrom && answeredAt <= downUntil,
    );
    expect(whileDown.length, JSON.stringify(readiness.slice(-40))).toBeGreaterThan(5);
    expect(whileDown.filter(({ status }) => status !== 503)).toEqual([]);
    expect(readiness.at(-1)?.status).toBe(200);
    // The same process all along: it never exited.
    expect(
      await Promise.race([server.exited.then(() => 'exited'), sleep(10).then(() => 'up')]),
    ).toBe('up');

    reader = new pg.Client({ connectionString: postgres.url });
    await reader.connect();
    expect(accepted.length).toBeGreaterThan(60);
    expect(await missingAnswers(reader, accepted)).toEqual([]);

    const deliveryWaitStarted = Date.now();
    // pg-boss came back too: both paid reports are delivered, whatever the outage cut short.
    await waitFor(
      'the paid reports to be delivered',
      async () => {
        const result = await reader.query(
          "select count(*)::int as n from reports where ref_id = any($1) and status = 'delivered'",
          [paidSessions.map((refId) => capabilityDigest(refId))],
        );
        return result.rows[0]?.n === paidSessions.length;
      },
      90_000,
    );
    console.info(
      `db restart: ${tally.ok} answers 2xx (${tally.okAfterRecovery} after the outage), ` +
        `${tally.unavailable} answered 503 (${unavailableInRestart} around the immediate restart), ` +
        `readiness 503 ${whileDown.length} times while stopped, ` +
        `${accepted.length} accepted answers all stored; ` +
        `paid reports delivered ${Date.now() - deliveryWaitStarted} ms after the checks began`,
    );
  });
});
