/**
 * The report page (docs/report.md, 'The report page'): each partner's report e-mail carries their
 * own link, /report/<id>; with it GET /api/report/<id> gives the report model the PDF was
 * rendered from and GET /api/report/<id>/pdf the very PDF the e-mail attached. A wrong, changed
 * or expired link, and any link after the purge, get the same 404; every answer is no-store,
 * noindex and no-referrer (D-07). Under the safety rule (D-22) both links show the same neutral
 * report and nothing says whose link it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupleSessions, reportDeliveries, reports } from '../../src/server/db/schema';
import { deliverReport } from '../../src/server/modules/fulfilment/deliver-report';
import { generateReport } from '../../src/server/modules/fulfilment/generate-report';
import { issueReportLink } from '../../src/server/modules/fulfilment/issue-report-link';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import { purgeExpiredData } from '../../src/server/modules/retention/public';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { createLocalProvider } from '../../src/server/providers/payments/local-provider';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { REPORT_NOT_FOUND_MESSAGE, reportPageSchema } from '../../src/shared/api/report';
import { paidLocalCheckout } from '../helpers/local-checkout';
import { createOutboxMailer, type OutboxMailer } from '../helpers/outbox-mailer';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, LINK_SETTINGS, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

/** Addresses of their own per session, so each test reads its own e-mails. */
let sessions = 0;
const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `We talk about question ${i + 1} calmly and honestly together.`,
);
/** A disclosure the safety rule catches (as in safety-delivery.test.ts). */
const DISCLOSURE = 'He checks my phone every night and I am scared of what he will do.';
const P2_DISCLOSING = Array.from({ length: 10 }, (_, i) =>
  i === 4
    ? `Most evenings are quiet at home. ${DISCLOSURE}`
    : `My answer to question ${i + 1} is short but honest.`,
);
const LINK = /https:\/\/msoul\.test\/report\/(rpt_[0-9A-Za-z]{22})/;

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.11.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('the report page and its links', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let outbox: OutboxMailer;
  const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    provider = createLocalProvider(db());
    outbox = createOutboxMailer();
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

  /** A paid Max session, answered by both (the partner leaves an address), its report generated. */
  async function generatedSession(options: { disclosing: boolean }) {
    sessions += 1;
    const PERSON1 = {
      name: 'Maya Lopez',
      email: `maya${sessions}@example.com`,
      partnerName: 'Sam',
    };
    const PARTNER_EMAIL = `sam${sessions}@example.com`;
    const { refId } = await post('/api/start-session', { productType: 'detonation_fosm' });
    await post(
      '/api/submit',
      person1Submit(refId, PERSON1, { answers: P1_ANSWERS, productType: 'detonation_fosm' }),
    );
    await post(
      '/api/person2/submit',
      options.disclosing
        ? {
            refId,
            answers: Object.fromEntries(P2_DISCLOSING.map((answer, i) => [`q${i + 1}`, answer])),
            source: 'paste',
            email: PARTNER_EMAIL,
          }
        : partnerSubmit(refId, { email: PARTNER_EMAIL }),
    );
    const checkoutId = await paidLocalCheckout(db(), provider, {
      refId,
      product: 'detonation_fosm',
      customerEmail: PERSON1.email,
    });
    expect(await confirmCheckout({ db: db(), payments: provider }, checkoutId)).toMatchObject({
      paid: true,
      reportCreated: true,
    });
    const refDigest = capabilityDigest(refId);
    await generateReport({ db: db(), signer }, refDigest, '2026-11-21');
    return { refId, refDigest, person1Email: PERSON1.email, partnerEmail: PARTNER_EMAIL };
  }

  /** The same, delivered to both. */
  async function deliveredSession(options: { disclosing: boolean }) {
    const { refId, refDigest, person1Email, partnerEmail } = await generatedSession(options);
    for (const role of ['person1', 'person2'] as const) {
      expect(
        await deliverReport({ db: db(), mailer: outbox.mailer, ...LINK_SETTINGS }, refDigest, role),
      ).toEqual({ sent: true });
    }
    return {
      refId,
      refDigest,
      one: await mailTo(person1Email),
      two: await mailTo(partnerEmail),
    };
  }

  /** The one e-mail to an address: its text, its link id and its PDF attachment. */
  async function mailTo(address: string) {
    const entries = (await listOutbox(outbox.outboxDir)).filter((entry) =>
      entry.recipients.includes(address),
    );
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    if (!entry) throw new Error(`no e-mail to ${address}`);
    const mail = await simpleParser(readFileSync(join(outbox.outboxDir, entry.fileName)));
    const text = mail.text ?? '';
    const html = typeof mail.html === 'string' ? mail.html : '';
    const linkId = LINK.exec(text)?.[1];
    if (!linkId) throw new Error(`no report link in the e-mail to ${address}`);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')?.content;
    if (!pdf) throw new Error(`no PDF in the e-mail to ${address}`);
    return { text, html, linkId, pdf };
  }

  function expectPrivate(res: Awaited<ReturnType<typeof get>>) {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  }

  function expectNotFound(res: Awaited<ReturnType<typeof get>>) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'report_not_found', message: REPORT_NOT_FOUND_MESSAGE },
    });
    expectPrivate(res);
  }

  it("e-mails each partner their own link, which opens the report and the e-mail's PDF", async () => {
    const { refDigest, one, two } = await deliveredSession({ disclosing: false });
    expect(one.linkId).not.toBe(two.linkId);
    expect(one.html).toContain(`href="${TEST_SETTINGS.publicUrl}/report/${one.linkId}"`);

    // Only digests are stored; the sealed copy for the mail job is gone once sent.
    const rows = await db()
      .select({
        role: reportDeliveries.role,
        linkDigest: reportDeliveries.linkDigest,
        linkSealed: reportDeliveries.linkSealed,
      })
      .from(reportDeliveries)
      .where(eq(reportDeliveries.refDigest, refDigest))
      .orderBy(reportDeliveries.role);
    expect(rows).toEqual([
      { role: 'person1', linkDigest: capabilityDigest(one.linkId), linkSealed: null },
      { role: 'person2', linkDigest: capabilityDigest(two.linkId), linkSealed: null },
    ]);
    const dump = JSON.stringify(await db().select().from(reportDeliveries));
    expect(dump).not.toContain(one.linkId);
    expect(dump).not.toContain(two.linkId);

    const [stored] = await db()
      .select({ model: reports.model })
      .from(reports)
      .where(eq(reports.refDigest, refDigest));
    for (const mail of [one, two]) {
      const page = await get(`/api/report/${mail.linkId}`);
      expect(page.statusCode, page.body).toBe(200);
      expectPrivate(page);
      const body = reportPageSchema.parse(page.json());
      expect(body.report).toEqual(stored?.model);
      expect(body.report.graded).toBe(true);
      expect(body.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(Date.parse(body.availableUntil)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

      const pdf = await get(`/api/report/${mail.linkId}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expectPrivate(pdf);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="msoul-report.pdf"');
      expect(Buffer.compare(pdf.rawPayload, mail.pdf)).toBe(0);
    }
  });

  it('puts the same link in an e-mail sent again (a send the mail server took before a crash)', async () => {
    const { refDigest, person1Email } = await generatedSession({ disclosing: false });
    const delivery = async () => {
      const [row] = await db()
        .select()
        .from(reportDeliveries)
        .where(
          and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, 'person1')),
        );
      if (!row) throw new Error('no delivery');
      return row;
    };
    const deps = { db: db(), secretKey: TEST_SETTINGS.secretKey };
    const first = await issueReportLink(deps, refDigest, 'person1', await delivery());
    const second = await issueReportLink(deps, refDigest, 'person1', await delivery());
    expect(second).toBe(first);
    expect((await delivery()).linkDigest).toBe(capabilityDigest(first));
    // Until the e-mail is sent the link is held sealed, never as it is.
    expect(JSON.stringify(await delivery())).not.toContain(first);

    await deliverReport(
      { db: db(), mailer: outbox.mailer, ...LINK_SETTINGS },
      refDigest,
      'person1',
    );
    expect((await mailTo(person1Email)).linkId).toBe(first);
    // Sent: the sealed copy is gone, only the digest stays.
    const [sent] = await db()
      .select({ linkSealed: reportDeliveries.linkSealed })
      .from(reportDeliveries)
      .where(and(eq(reportDeliveries.refDigest, refDigest), eq(reportDeliveries.role, 'person1')));
    expect(sent?.linkSealed).toBeNull();
  });

  it('answers a wrong, changed or malformed link with the same 404, and stores nothing', async () => {
    const {
      one: { linkId },
    } = await deliveredSession({ disclosing: false });
    const last = linkId.at(-1) === 'a' ? 'b' : 'a';
    const wrong = [
      `${linkId.slice(0, -1)}${last}`,
      'rpt_0000000000000000000000',
      linkId.slice(0, -1),
      linkId.replace('rpt_', 'det_'),
      'x'.repeat(64),
    ];
    const before = await db().select().from(reportDeliveries);
    for (const id of wrong) {
      expectNotFound(await get(`/api/report/${id}`));
      expectNotFound(await get(`/api/report/${id}/pdf`));
    }
    expect(await db().select().from(reportDeliveries)).toEqual(before);
    const tooLong = await get(`/api/report/${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('serves the page shell of /report/<id> as a private page', async () => {
    const res = await get('/report/rpt_0000000000000000000000');
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /report/');
  });

  it('closes a link once its session is past retention, and after the purge', async () => {
    const { refDigest, one, two } = await deliveredSession({ disclosing: false });
    expect((await get(`/api/report/${one.linkId}`)).statusCode).toBe(200);

    // Collected 31 days ago: the hourly purge has not run yet, and the link is already closed.
    await db()
      .update(coupleSessions)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(coupleSessions.refDigest, refDigest));
    for (const mail of [one, two]) {
      expectNotFound(await get(`/api/report/${mail.linkId}`));
      expectNotFound(await get(`/api/report/${mail.linkId}/pdf`));
    }

    // Put back within retention: the purge at a time 31 days on removes it for good.
    await db()
      .update(coupleSessions)
      .set({ createdAt: sql`now()` })
      .where(eq(coupleSessions.refDigest, refDigest));
    expect((await get(`/api/report/${two.linkId}`)).statusCode).toBe(200);
    const report = await purgeExpiredData({
      db: db(),
      outboxDir: null,
      now: new Date(Date.now() + 31 * 86_400_000),
      actor: 'test',
    });
    expect(report.errors).toEqual([]);
    for (const mail of [one, two]) {
      expectNotFound(await get(`/api/report/${mail.linkId}`));
      expectNotFound(await get(`/api/report/${mail.linkId}/pdf`));
    }
    const left = await db()
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.refDigest, refDigest));
    expect(left).toEqual([]);
  });

  it('shows both partners the same neutral report under the safety rule, saying nothing of whom', async () => {
    const { one, two } = await deliveredSession({ disclosing: true });
    const a = await get(`/api/report/${one.linkId}`);
    const b = await get(`/api/report/${two.linkId}`);
    expect(a.statusCode).toBe(200);
    // Byte for byte the same answer: nothing in it tells one link from the other.
    expect(b.body).toBe(a.body);
    const { report } = reportPageSchema.parse(a.json());
    expect(report.safety.flagged).toBe(true);
    expect(report).toMatchObject({
      graded: false,
      score: null,
      grade: null,
      max: null,
      traumaBond: null,
      honesty: null,
      redFlags: [],
      dynamics: [],
      dimensions: [],
      themes: [],
      variables: [],
    });
    expect(a.body).not.toContain('checks my phone');
    expect(a.body).not.toContain('scared');
    for (const answer of P2_DISCLOSING) expect(a.body).not.toContain(answer);

    const pdfA = await get(`/api/report/${one.linkId}/pdf`);
    const pdfB = await get(`/api/report/${two.linkId}/pdf`);
    expect(Buffer.compare(pdfA.rawPayload, pdfB.rawPayload)).toBe(0);
    expect(Buffer.compare(pdfA.rawPayload, one.pdf)).toBe(0);
  });
});
