import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveries, reports } from '../../src/server/db/schema';
import { deliverReport } from '../../src/server/modules/fulfilment/deliver-report';
import { generateReport } from '../../src/server/modules/fulfilment/generate-report';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import {
  createLocalProvider,
  settleLocalCheckout,
} from '../../src/server/providers/payments/local-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { answersFromList } from '../../src/shared/api/sessions';
import { products } from '../../src/shared/catalog';
import { createOutboxMailer, type OutboxMailer } from '../helpers/outbox-mailer';
import { partnerSubmit } from '../helpers/session-bodies';
import { createTestApp, LINK_SETTINGS, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const REPORTS = 12;
const ANSWERS = Array.from({ length: 10 }, (_, i) => `We share chore ${i + 1} fairly every week.`);

describe('one report, its recipients delivered at the same moment', () => {
  let t: TestApp;
  let outbox: OutboxMailer;

  beforeAll(async () => {
    t = await createTestApp();
    outbox = createOutboxMailer();
  });
  afterAll(async () => {
    await outbox.close();
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

  async function post(url: string, payload: object): Promise<{ refId: string }> {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.12.0.1' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** A paid, fully answered session with a partner address, its report generated. */
  async function generatedReport(i: number): Promise<string> {
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    await post('/api/submit', {
      refId,
      person1: { name: 'Lena', email: `lena.${i}@example.com`, partnerName: 'Ravi' },
      answers: answersFromList(ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    await post('/api/person2/submit', partnerSubmit(refId, { email: `ravi.${i}@example.com` }));
    const provider = createLocalProvider(db());
    const checkout = await provider.createCheckout({
      refId,
      product: 'detonation',
      amountCents: products.detonation.priceCents,
      currency: 'usd',
      productName: products.detonation.name,
      customerEmail: null,
      successUrl: `${TEST_SETTINGS.publicUrl}/paid/${refId}`,
      cancelUrl: `${TEST_SETTINGS.publicUrl}/cancel/${refId}`,
      idempotencyKey: `checkout:${refId}`,
      metadata: { refId },
    });
    await settleLocalCheckout(db(), checkout.id, 'paid');
    await confirmCheckout({ db: db(), payments: provider }, checkout.id);
    const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
    const { recipients } = await generateReport(
      { db: db(), signer },
      capabilityDigest(refId),
      '2026-11-21',
    );
    expect(recipients).toEqual(['person1', 'person2']);
    return refId;
  }

  it('marks every report delivered when both copies are sent concurrently', async () => {
    const refIds: string[] = [];
    for (let i = 0; i < REPORTS; i++) refIds.push(await generatedReport(i));

    await Promise.all(
      refIds.flatMap((refId) =>
        (['person1', 'person2'] as const).map((role) =>
          deliverReport(
            { db: db(), mailer: outbox.mailer, ...LINK_SETTINGS },
            capabilityDigest(refId),
            role,
          ),
        ),
      ),
    );

    const sent = await db()
      .select({ status: reportDeliveries.status })
      .from(reportDeliveries)
      .where(inArray(reportDeliveries.refDigest, refIds.map(capabilityDigest)));
    expect(sent).toHaveLength(REPORTS * 2);
    expect(sent.every((row) => row.status === 'sent')).toBe(true);
    const statuses = await db()
      .select({ status: reports.status })
      .from(reports)
      .where(inArray(reports.refDigest, refIds.map(capabilityDigest)));
    expect(statuses.map((row) => row.status)).toEqual(Array(REPORTS).fill('delivered'));
  }, 60_000);
});
