import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/server/db/schema';
import { startQueue } from '../../src/server/jobs/queue';
import { REPORT_SWEEP } from '../../src/server/jobs/report-jobs';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import {
  createLocalProvider,
  settleLocalCheckout,
} from '../../src/server/providers/payments/local-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1 = Array.from({ length: 10 }, (_, i) => `My answer ${i + 1} is honest and kind.`);
const P2 = partnerQuestions.map((question) => question.options[1] ?? '');

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.8.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('the report jobs', () => {
  let t: TestApp;
  let boss: PgBoss;

  beforeAll(async () => {
    // The app's own services: the queue, the report workers and the outbox mailer.
    t = await createTestApp();
    boss = await startQueue(t.testDatabase.database, t.app.log);
  });
  afterAll(async () => {
    await boss.stop({ graceful: true, timeout: 5_000 });
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

  async function post(url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** A session both partners answered and person 1 paid for on the test checkout. */
  async function paidSession(name: string): Promise<{ refId: string; reportCreated: boolean }> {
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    await post('/api/submit', {
      refId,
      person1: { name, email: `${name.toLowerCase()}@example.com`, partnerName: 'Robin' },
      answers: answersFromList(P1),
      productType: 'detonation',
      honeypot: '',
    });
    await post('/api/person2/submit', {
      refId,
      answers: answersFromList(P2),
      source: 'choice',
      email: 'robin@example.com',
    });
    const provider = createLocalProvider(db());
    const checkout = await provider.createCheckout({
      refId,
      product: 'detonation',
      amountCents: 999,
      currency: 'usd',
      productName: 'Detonation',
      customerEmail: null,
      successUrl: 'https://msoul.test/ok',
      cancelUrl: 'https://msoul.test/no',
      idempotencyKey: `jobs:${refId}`,
      metadata: {},
    });
    await settleLocalCheckout(db(), checkout.id, 'paid');
    const outcome = await confirmCheckout({ db: db(), payments: provider }, checkout.id);
    return { refId, reportCreated: outcome.reportCreated };
  }

  async function reportStatus(refId: string): Promise<string | undefined> {
    const [row] = await db()
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.refDigest, capabilityDigest(refId)));
    return row?.status;
  }

  async function waitForDelivered(refId: string): Promise<void> {
    await expect
      .poll(() => reportStatus(refId), { timeout: 30_000, interval: 200 })
      .toBe('delivered');
  }

  async function mailsTo(address: string, subjectName: string): Promise<number> {
    const entries = await listOutbox(t.outboxDir);
    return entries.filter(
      (entry) => entry.recipients.includes(address) && entry.subject.includes(subjectName),
    ).length;
  }

  it('generates and delivers once, however often the report is queued', async () => {
    const { refId, reportCreated } = await paidSession('Avery');
    expect(reportCreated).toBe(true);
    await Promise.all(
      Array.from({ length: 5 }, () => t.services.reports.enqueueReport(capabilityDigest(refId))),
    );
    await waitForDelivered(refId);
    for (let i = 0; i < 3; i++) await t.services.reports.enqueueReport(capabilityDigest(refId));
    // Give any duplicate job the time to run; it must find nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailsTo('avery@example.com', 'Avery')).toBe(1);
    expect(await mailsTo('robin@example.com', 'Avery')).toBe(1);
  });

  it('the sweep queues a report whose job was lost between commit and send', async () => {
    const { refId } = await paidSession('Blake');
    // No enqueueReport: as if the process died right after the payment's commit.
    await db().execute(
      sql`update reports set updated_at = now() - interval '5 minutes' where ref_id = ${capabilityDigest(refId)}`,
    );
    await boss.send(REPORT_SWEEP, {});
    await waitForDelivered(refId);
    expect(await mailsTo('blake@example.com', 'Blake')).toBe(1);
    expect(await mailsTo('robin@example.com', 'Blake')).toBe(1);
  });
});
