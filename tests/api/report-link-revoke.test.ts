/**
 * Revoking one recipient's report link from the admin area (docs/operations.md, 'The report
 * page'; docs/report.md, 'The report page'): POST /api/admin/report-links/revoke takes the link as
 * support received it, the whole address or the bare id, and clears that one delivery's digest.
 * The link's page and PDF then answer the same 404 as any wrong link, while the other partner's
 * link keeps working. A malformed link (400), an unknown or already revoked one (404) and a call
 * without a session (401) change nothing. The audit event names the session's digest and the
 * role, never the link, and no link reaches the logs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents, reportDeliveries } from '../../src/server/db/schema';
import { deliverReport } from '../../src/server/modules/fulfilment/deliver-report';
import { generateReport } from '../../src/server/modules/fulfilment/generate-report';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { createLocalProvider } from '../../src/server/providers/payments/local-provider';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { hashPassword } from '../../src/server/security/password-hash';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { revokeReportLinkResponseSchema } from '../../src/shared/api/admin';
import { REPORT_NOT_FOUND_MESSAGE } from '../../src/shared/api/report';
import { paidLocalCheckout } from '../helpers/local-checkout';
import { createOutboxMailer, type OutboxMailer } from '../helpers/outbox-mailer';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, LINK_SETTINGS, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery staple';
const REVOKE = '/api/admin/report-links/revoke';
const LINK = /https:\/\/msoul\.test\/report\/(rpt_[0-9A-Za-z]{22})/;

let sessions = 0;
let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.12.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('revoking a report link (admin)', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let outbox: OutboxMailer;
  let token: string;
  const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    provider = createLocalProvider(db());
    outbox = createOutboxMailer();
    await db()
      .insert(admins)
      .values({ username: 'rhea.support', passwordHash: await hashPassword(PASSWORD) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'rhea.support', password: PASSWORD },
      ...from(),
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
  });
  afterAll(async () => {
    await outbox.close();
    await t.close();
  });

  async function post(url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url, ...from() });

  const revoke = (link: unknown, withToken: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: REVOKE,
      payload: { link },
      headers: withToken ? { authorization: `Bearer ${withToken}` } : {},
      ...from(),
    });

  /** The one report e-mail to an address: its link id. */
  async function linkTo(address: string): Promise<string> {
    const entries = (await listOutbox(outbox.outboxDir)).filter((entry) =>
      entry.recipients.includes(address),
    );
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    if (!entry) throw new Error(`no e-mail to ${address}`);
    const mail = await simpleParser(readFileSync(join(outbox.outboxDir, entry.fileName)));
    const linkId = LINK.exec(mail.text ?? '')?.[1];
    if (!linkId) throw new Error(`no report link in the e-mail to ${address}`);
    return linkId;
  }

  /**
   * A paid Detonation session answered by both (the partner leaves an address), its report
   * generated and e-mailed to both: the two link ids.
   */
  async function deliveredSession() {
    sessions += 1;
    const person1 = {
      name: 'Maya Lopez',
      email: `maya.r${sessions}@example.com`,
      partnerName: 'Sam',
    };
    const partnerEmail = `sam.r${sessions}@example.com`;
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    await post('/api/submit', person1Submit(refId, person1));
    await post('/api/person2/submit', partnerSubmit(refId, { email: partnerEmail }));
    const checkoutId = await paidLocalCheckout(db(), provider, {
      refId,
      product: 'detonation',
      customerEmail: person1.email,
    });
    expect(await confirmCheckout({ db: db(), payments: provider }, checkoutId)).toMatchObject({
      paid: true,
      reportCreated: true,
    });
    const refDigest = capabilityDigest(refId);
    await generateReport({ db: db(), signer }, refDigest, '2026-11-21');
    for (const role of ['person1', 'person2'] as const) {
      expect(
        await deliverReport({ db: db(), mailer: outbox.mailer, ...LINK_SETTINGS }, refDigest, role),
      ).toEqual({ sent: true });
    }
    return { refId, refDigest, one: await linkTo(person1.email), two: await linkTo(partnerEmail) };
  }

  async function expectOpens(linkId: string) {
    const page = await get(`/api/report/${linkId}`);
    expect(page.statusCode, page.body).toBe(200);
    const pdf = await get(`/api/report/${linkId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  }

  async function expectGone(linkId: string) {
    for (const path of [`/api/report/${linkId}`, `/api/report/${linkId}/pdf`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'report_not_found', message: REPORT_NOT_FOUND_MESSAGE },
      });
    }
  }

  /** Every delivery row and audit event, to show a refused request changed nothing. */
  async function snapshot() {
    return {
      deliveries: await db()
        .select()
        .from(reportDeliveries)
        .orderBy(reportDeliveries.refDigest, reportDeliveries.role),
      audit: (await db().select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0]?.n,
    };
  }

  async function revokedEvents() {
    return db()
      .select({ actor: auditEvents.actor, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'report.link_revoked'))
      .orderBy(auditEvents.occurredAt);
  }

  it("revokes a link pasted as the whole address; the other partner's link keeps working", async () => {
    const { refDigest, one, two } = await deliveredSession();
    await expectOpens(one);
    await expectOpens(two);
    const eventsBefore = (await revokedEvents()).length;

    const res = await revoke(`  ${TEST_SETTINGS.publicUrl}/report/${one}\n`);
    expect(res.statusCode, res.body).toBe(200);
    const body = revokeReportLinkResponseSchema.parse(res.json());
    expect(body.message).toMatch(/^Revoked\. Person 1's link no longer opens the report/);
    expect(res.headers['cache-control']).toBe('no-store');

    await expectGone(one);
    await expectOpens(two);
    const rows = await db()
      .select({
        role: reportDeliveries.role,
        linkDigest: reportDeliveries.linkDigest,
        status: reportDeliveries.status,
      })
      .from(reportDeliveries)
      .where(eq(reportDeliveries.refDigest, refDigest))
      .orderBy(reportDeliveries.role);
    expect(rows).toEqual([
      { role: 'person1', linkDigest: null, status: 'sent' },
      { role: 'person2', linkDigest: capabilityDigest(two), status: 'sent' },
    ]);

    // One event: who did it, which session (by its digest) and whose link; never the link.
    const events = await revokedEvents();
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toEqual({
      actor: 'rhea.support',
      detail: { refDigest, role: 'person1' },
    });
    const stored = JSON.stringify(await db().select().from(auditEvents));
    expect(stored).not.toContain(one);
    expect(stored).not.toContain(capabilityDigest(one));
  });

  it('revokes a link pasted as the bare id, and the PDF address too', async () => {
    const { one, two } = await deliveredSession();
    const bare = await revoke(two);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(revokeReportLinkResponseSchema.parse(bare.json()).message).toMatch(
      /^Revoked\. The partner's link no longer opens/,
    );
    await expectGone(two);
    await expectOpens(one);

    // Without the scheme, with a query, or the download's own address: the same link.
    const { one: other, two: third } = await deliveredSession();
    const pdfAddress = await revoke(`${TEST_SETTINGS.publicUrl}/api/report/${other}/pdf`);
    expect(pdfAddress.statusCode, pdfAddress.body).toBe(200);
    await expectGone(other);
    const noScheme = await revoke(`msoul.test/report/${third}/?utm_source=mail#top`);
    expect(noScheme.statusCode, noScheme.body).toBe(200);
    await expectGone(third);
  });

  it('refuses a malformed link with 400 and changes nothing', async () => {
    const { one } = await deliveredSession();
    const before = await snapshot();
    const malformed = [
      'hello',
      'rpt_short',
      `${one}x`,
      `${TEST_SETTINGS.publicUrl}/report/`,
      `${TEST_SETTINGS.publicUrl}/resume/${one}`,
      `${TEST_SETTINGS.publicUrl}/report/${one}/extra`,
      `javascript:alert('${one}')`,
      'https://',
    ];
    for (const link of malformed) {
      const res = await revoke(link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().error.code, link).toBe('invalid_report_link');
      expect(res.json().error.message).toMatch(/^This is not a report link\./);
    }
    for (const link of ['', '   ', 'x'.repeat(3000), 42, null]) {
      const res = await revoke(link);
      expect(res.statusCode, String(link)).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: REVOKE,
      payload: { link: one, role: 'person2' },
      headers: { authorization: `Bearer ${token}` },
      ...from(),
    });
    expect(extra.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    await expectOpens(one);
  });

  it('answers an unknown or already revoked link with 404 and changes nothing', async () => {
    const { one, two } = await deliveredSession();
    expect((await revoke(one)).statusCode).toBe(200);
    const before = await snapshot();

    const unknown = `rpt_${'0'.repeat(22)}`;
    for (const link of [one, `${TEST_SETTINGS.publicUrl}/report/${one}`, unknown]) {
      const res = await revoke(link);
      expect(res.statusCode, link).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'report_not_found',
          message: expect.stringMatching(/^No report link matches this address\./),
        },
      });
    }
    expect(await snapshot()).toEqual(before);
    await expectGone(one);
    await expectOpens(two);
  });

  it('asks for the admin session: 401 without or with a wrong token, and nothing changes', async () => {
    const { one } = await deliveredSession();
    const before = await snapshot();
    for (const withToken of [null, 'not-a-real-token']) {
      const res = await revoke(one, withToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect(await snapshot()).toEqual(before);
    await expectOpens(one);
  });

  it('writes no link, and no digest of one, to the logs', async () => {
    const { one, two } = await deliveredSession();
    expect((await revoke(`${TEST_SETTINGS.publicUrl}/report/${one}`)).statusCode).toBe(200);
    expect((await revoke(one)).statusCode).toBe(404);
    expect((await revoke(`${two}z`)).statusCode).toBe(400);
    const logs = t.logs.join('\n');
    expect(logs).toContain(REVOKE);
    for (const secret of [one, two, capabilityDigest(one), capabilityDigest(two), token]) {
      expect(logs).not.toContain(secret);
    }
  });
});
