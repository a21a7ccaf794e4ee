/**
 * The mail server down for a while, then up (issue 8): reports paid for while the SMTP server
 * refuses connections are retried with back-off and, once it is back, reach every recipient
 * exactly once; nothing is marked failed inside the retry window and nothing is recorded as sent
 * before the server accepted it. A real SMTP server in this process, stopped and started again
 * on the same port; PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, reportDeliveries, reports } from '../../src/server/db/schema';
import type { RetryPolicy } from '../../src/server/jobs/report-jobs';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Production's schedule (5 s doubling) in seconds instead of minutes: 1 s doubling, capped at
 * 4 s. Six tries then span at least 15 s, far longer than the outage below lasts.
 */
const SHORT_RETRIES: RetryPolicy = {
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 4,
};
const SESSIONS = 4;
const P1_ANSWERS = Array.from({ length: 10 }, (_, i) => `Answer ${i + 1} in a few words.`);
const P2_ANSWERS = partnerQuestions.map((question) => question.options[2] ?? '');

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.12.${Math.floor(ip / 250)}.${ip % 250}` };
};

type PaidSession = { refId: string; checkoutSessionId: string; emails: string[] };

describe('the mail server down for a while, then up', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    await smtp.stop();
    t = await createTestApp({
      confirmWaitMs: 0,
      mail: { from: 'mSoul <reports@msoul.test>', transport: 'smtp', smtpUrl: smtp.url },
      reportJobs: { retry: SHORT_RETRIES },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const db = () => t.testDatabase.database.db;

  async function post(url: string, payload?: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  async function paidSession(n: number): Promise<PaidSession> {
    const emails = [`outage-a${n}@example.com`, `outage-b${n}@example.com`];
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    await post('/api/submit', {
      refId,
      person1: { name: `Ada ${n}`, email: emails[0], partnerName: `Bo ${n}` },
      answers: answersFromList(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    await post('/api/person2/submit', {
      refId,
      answers: answersFromList(P2_ANSWERS),
      source: 'choice',
      email: emails[1],
    });
    const { url } = await post('/api/session-checkout', { refId });
    const checkoutSessionId = decodeURIComponent(String(url).split('/').pop() ?? '');
    await post(`/api/test-checkout/${checkoutSessionId}/pay`);
    return { refId, checkoutSessionId, emails };
  }

  const deliveries = () => db().select().from(reportDeliveries);
  const analysis = async ({ refId, checkoutSessionId }: PaidSession): Promise<string> =>
    (await post('/api/session-confirm', { refId, checkoutSessionId })).analysis;

  it('delivers every report once after the server is back, none failed meanwhile', async () => {
    const sessions: PaidSession[] = [];
    for (let n = 1; n <= SESSIONS; n++) sessions.push(await paidSession(n));

    // Down: every e-mail is tried and refused at least twice, so the retries really ran.
    await expect
      .poll(
        async () => {
          const rows = await deliveries();
          return rows.length === SESSIONS * 2 ? Math.min(...rows.map((row) => row.attempts)) : 0;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(2);
    const duringOutage = await deliveries();
    expect(duringOutage.filter((row) => row.status !== 'pending')).toEqual([]);
    expect(duringOutage.every((row) => row.messageId === null)).toBe(true);
    expect(smtp.received).toHaveLength(0);
    for (const session of sessions) expect(await analysis(session)).toBe('preparing');

    await smtp.start();
    await expect
      .poll(
        async () => (await db().select().from(reports)).filter((r) => r.status === 'delivered'),
        { timeout: 30_000, interval: 250 },
      )
      .toHaveLength(SESSIONS);
    for (const session of sessions) expect(await analysis(session)).toBe('sent');

    // Once per recipient, and every row marked sent names a message the server really took.
    const sent = await deliveries();
    for (const address of sessions.flatMap((session) => session.emails)) {
      const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(address));
      expect(mails, address).toHaveLength(1);
      const row = sent.find((delivery) => delivery.email === address);
      expect(row?.status, address).toBe('sent');
      expect(row?.messageId, address).toBe(mails[0]?.messageId);
      expect(row?.attempts ?? 0, address).toBeGreaterThanOrEqual(3);
      expect(row?.attempts ?? 0, address).toBeLessThanOrEqual(SHORT_RETRIES.retryLimit + 1);
    }
    expect(smtp.received).toHaveLength(SESSIONS * 2);
    const failures = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'report.failed'));
    expect(failures).toEqual([]);
  }, 90_000);
});
