/**
 * Delivery survives a mail server that refuses for a while (issue 6): the report job retries
 * with backoff and the report reaches each inbox once, through a real SMTP server in-process.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../src/server/providers/mail/start-test-smtp-server';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('report delivery over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      confirmWaitMs: 0,
      mail: { from: 'mSoul <reports@msoul.test>', transport: 'smtp', smtpUrl: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function post(url: string, payload?: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.11.0.1' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  async function refusedDeliveries(refId: string): Promise<number> {
    const result = await t.testDatabase.database.db.execute(
      sql`select count(*)::int as n from report_deliveries where ref_id = ${capabilityDigest(refId)} and attempts > 0 and status = 'pending'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  const receivedBy = (address: string) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(address)).length;

  it('delivers once after the server recovers', async () => {
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    await post(
      '/api/submit',
      person1Submit(refId, { name: 'Iris', email: 'iris@example.com', partnerName: 'Jo' }),
    );
    await post('/api/person2/submit', partnerSubmit(refId, { email: 'jo@example.com' }));
    smtp.refuse({ at: 'rcpt', responseCode: 451 });
    const { url } = await post('/api/session-checkout', { refId });
    const checkoutSessionId = decodeURIComponent(url.split('/').pop() ?? '');
    await post(`/api/test-checkout/${checkoutSessionId}/pay`);

    const confirm = () => post('/api/session-confirm', { refId, checkoutSessionId });
    // Wait until both sends were refused at least once; meanwhile nothing is claimed.
    await expect.poll(() => refusedDeliveries(refId), { timeout: 30_000, interval: 200 }).toBe(2);
    expect((await confirm()).analysis).toBe('preparing');
    expect(smtp.received).toHaveLength(0);

    smtp.refuse(null);
    await expect
      .poll(async () => (await confirm()).analysis, { timeout: 40_000, interval: 500 })
      .toBe('sent');
    expect(receivedBy('iris@example.com')).toBe(1);
    expect(receivedBy('jo@example.com')).toBe(1);
  }, 60_000);
});
