/**
 * The money path below the pages (docs/architecture.md §4, D-08, D-12): a checkout paid on the
 * built-in test-mode provider is confirmed through the one confirmation path, recorded once however
 * often it is confirmed, makes the report owed exactly once (paid and fully answered, whichever
 * comes last), and the report is generated and e-mailed once per recipient into the real outbox.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverReport } from '../../src/server/modules/fulfilment/deliver-report';
import { generateReport } from '../../src/server/modules/fulfilment/generate-report';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import { listOutbox, readOutboxMessage } from '../../src/server/providers/mail/outbox-mailer';
import {
  createLocalProvider,
  settleLocalCheckout,
} from '../../src/server/providers/payments/local-provider';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { products } from '../../src/shared/catalog';
import { createOutboxMailer, type OutboxMailer } from '../helpers/outbox-mailer';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, LINK_SETTINGS, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `We talk about question ${i + 1} calmly and honestly together.`,
);

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.7.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('payment confirmation and fulfilment', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let outbox: OutboxMailer;
  const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);

  beforeAll(async () => {
    t = await createTestApp();
    provider = createLocalProvider(t.testDatabase.database.db);
    outbox = createOutboxMailer();
  });
  afterAll(async () => {
    await outbox.close();
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

  async function post(url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  async function session(options: { partner: boolean; partnerEmail?: string }) {
    const { refId } = await post('/api/start-session', { productType: 'detonation_fosm' });
    await post(
      '/api/submit',
      person1Submit(
        refId,
        { name: 'Maya Lopez', email: 'maya@example.com', partnerName: 'Sam' },
        { answers: P1_ANSWERS, productType: 'detonation_fosm' },
      ),
    );
    if (options.partner) await answerAsPartner(refId, options.partnerEmail);
    return refId as string;
  }

  async function answerAsPartner(refId: string, email?: string) {
    return post('/api/person2/submit', partnerSubmit(refId, { email }));
  }

  async function paidCheckout(refId: string) {
    const checkout = await provider.createCheckout({
      refId,
      product: 'detonation_fosm',
      amountCents: products.detonation_fosm.priceCents,
      currency: 'usd',
      productName: products.detonation_fosm.name,
      customerEmail: 'maya@example.com',
      successUrl: `${TEST_SETTINGS.publicUrl}/paid/${refId}?cs={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${TEST_SETTINGS.publicUrl}/cancel/${refId}`,
      idempotencyKey: `checkout:${refId}`,
      metadata: { refId },
    });
    await settleLocalCheckout(db(), checkout.id, 'paid');
    return checkout.id;
  }

  async function count(table: string, refId: string): Promise<number> {
    const result = await db().execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ref_id = ${capabilityDigest(refId)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  async function state(refId: string): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${refId}`, ...from() });
    return res.json().state;
  }

  it('makes one checkout per idempotency key, and an unpaid one confirms nothing', async () => {
    const refId = await session({ partner: true });
    const request = {
      refId,
      product: 'detonation' as const,
      amountCents: 999,
      currency: 'usd' as const,
      productName: 'Detonation',
      customerEmail: null,
      successUrl: 'https://msoul.test/ok',
      cancelUrl: 'https://msoul.test/no',
      idempotencyKey: `double-click:${refId}`,
      metadata: {},
    };
    const [a, b] = await Promise.all([
      provider.createCheckout(request),
      provider.createCheckout(request),
    ]);
    expect(a.id).toBe(b.id);
    // Relative: the test checkout is a page of this site (modules/checkouts/checkout-urls.ts).
    expect(a.url).toBe(`/test-checkout/${a.id}`);
    expect(await confirmCheckout({ db: db(), payments: provider }, a.id)).toEqual({
      refDigest: capabilityDigest(refId),
      paid: false,
      reportCreated: false,
    });
    expect(await confirmCheckout({ db: db(), payments: provider }, 'cs_local_unknown')).toEqual({
      refDigest: null,
      paid: false,
      reportCreated: false,
    });
    expect(await state(refId)).toBe('answered');
  });

  it('records a payment once however often and however concurrently it is confirmed', async () => {
    const refId = await session({ partner: true, partnerEmail: 'sam@example.com' });
    const checkoutId = await paidCheckout(refId);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirmCheckout({ db: db(), payments: provider }, checkoutId),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.reportCreated)).toHaveLength(1);
    expect(
      outcomes.every((outcome) => outcome.paid && outcome.refDigest === capabilityDigest(refId)),
    ).toBe(true);
    for (let i = 0; i < 10; i++)
      await confirmCheckout({ db: db(), payments: provider }, checkoutId);
    expect(await count('session_payments', refId)).toBe(1);
    expect(await count('reports', refId)).toBe(1);
    expect(await state(refId)).toBe('paid');
  });

  it('generates the report once and e-mails each partner once, with the PDF', async () => {
    const refId = await session({ partner: true, partnerEmail: 'Sam@Example.com' });
    await confirmCheckout({ db: db(), payments: provider }, await paidCheckout(refId));

    const first = await generateReport({ db: db(), signer }, capabilityDigest(refId), '2026-11-21');
    expect(first).toEqual({ generated: true, recipients: ['person1', 'person2'] });
    const again = await generateReport({ db: db(), signer }, capabilityDigest(refId), '2026-11-21');
    expect(again.generated).toBe(false);

    const before = (await listOutbox(outbox.outboxDir)).length;
    for (const role of ['person1', 'person2', 'person1', 'person2'] as const) {
      await deliverReport(
        { db: db(), mailer: outbox.mailer, ...LINK_SETTINGS },
        capabilityDigest(refId),
        role,
      );
    }
    const entries = await listOutbox(outbox.outboxDir);
    expect(entries.length - before).toBe(2);
    const mine = entries.slice(0, 2);
    expect(mine.flatMap((entry) => entry.recipients).sort()).toEqual([
      'maya@example.com',
      'sam@example.com',
    ]);
    for (const entry of mine) {
      expect(entry.subject).toBe('Your mSoul report for Maya Lopez & Sam');
      const raw = await readOutboxMessage(outbox.outboxDir, entry.fileName);
      expect(raw?.toString('utf8')).toContain('filename=msoul-report.pdf');
    }
    const [report] = (
      (await db().execute(
        sql`select status, octet_length(pdf) as bytes from reports where ref_id = ${capabilityDigest(refId)}`,
      )) as unknown as { rows: { status: string; bytes: number }[] }
    ).rows;
    expect(report?.status).toBe('delivered');
    expect(report?.bytes).toBeGreaterThan(10_000);
  });

  it('pay first: the report is owed when the partner answers, not before (D-08)', async () => {
    const refId = await session({ partner: false });
    const outcome = await confirmCheckout(
      { db: db(), payments: provider },
      await paidCheckout(refId),
    );
    expect(outcome).toMatchObject({ paid: true, reportCreated: false });
    expect(await state(refId)).toBe('paid_awaiting_answers');
    expect(await count('reports', refId)).toBe(0);

    await answerAsPartner(refId);
    expect(await state(refId)).toBe('paid');
    expect(await count('reports', refId)).toBe(1);
    const generated = await generateReport(
      { db: db(), signer },
      capabilityDigest(refId),
      '2026-11-21',
    );
    // No partner address (D-12): the report goes to person 1 only.
    expect(generated.recipients).toEqual(['person1']);
  });

  it('refuses to generate a report nobody paid for', async () => {
    const refId = await session({ partner: true });
    await expect(
      generateReport({ db: db(), signer }, capabilityDigest(refId), '2026-11-21'),
    ).rejects.toThrow('no report is owed');
  });
});
