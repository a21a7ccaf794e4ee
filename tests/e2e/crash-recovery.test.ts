/**
 * Exactly once across a crash (issue 6, docs/architecture.md §1.7): the production build is killed
 * with SIGKILL right after a payment is confirmed, before the report can have been delivered; the
 * restarted process (same DATA_DIR, same SECRET_KEY) delivers the report, once per recipient.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { type RunningServer, startBuiltServer } from '../../scripts/built-server.mjs';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { recordCanaries } from './helpers/log-canaries';

const keyed = (list: readonly string[]) =>
  Object.fromEntries(list.map((answer, i) => [`q${i + 1}`, answer]));

describe('a crash between payment and delivery', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'msoul-crash-'));
  // Logged into the run's server log, which the log canary check reads at the end.
  const env = { DATA_DIR: dataDir, SECRET_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' };
  const answers = Array.from({ length: 10 }, (_, i) => `Answer ${i + 1} with enough words.`);
  recordCanaries('answer', answers);
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(base: string, path: string, body?: object) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    expect(response.status, JSON.stringify(json)).toBeLessThan(300);
    return json;
  }

  test('the restarted server delivers the report once per recipient', async () => {
    const first = await startBuiltServer({ label: 'crash-a', env, logFile: inject('serverLog') });
    servers.push(first);
    const base = first.baseURL;
    const { refId } = await post(base, '/api/start-session', { productType: 'detonation' });
    recordCanaries('capability id', [refId]);
    await post(base, '/api/submit', {
      refId,
      person1: { name: 'Kim', email: 'kim.logcanary@example.com', partnerName: 'Lee' },
      answers: keyed(answers),
      productType: 'detonation',
      honeypot: '',
    });
    await post(base, '/api/person2/submit', {
      refId,
      answers: keyed(partnerQuestions.map((question) => question.options[3] ?? '')),
      source: 'choice',
      email: 'lee.logcanary@example.com',
    });
    const { url } = await post(base, '/api/session-checkout', { refId });
    const checkoutSessionId = decodeURIComponent(String(url).split('/').pop() ?? '');
    await post(base, `/api/test-checkout/${checkoutSessionId}/pay`);
    await first.kill();
    const outbox = join(dataDir, 'outbox');
    // Report e-mails only: person 1's 'your partner has answered' may go out before the kill.
    const mails = () => {
      try {
        return readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .filter((name) =>
            /^Subject: Your mSoul report/m.test(readFileSync(join(outbox, name), 'utf8')),
          );
      } catch {
        return [];
      }
    };
    expect(mails(), 'killed before any report e-mail was written').toHaveLength(0);

    const second = await startBuiltServer({ label: 'crash-b', env, logFile: inject('serverLog') });
    servers.push(second);
    await expect
      .poll(
        async () =>
          (await post(second.baseURL, '/api/session-confirm', { refId, checkoutSessionId }))
            .analysis,
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('sent');
    expect(mails()).toHaveLength(2);
  }, 180_000);
});
