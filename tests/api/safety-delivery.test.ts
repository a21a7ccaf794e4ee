/**
 * The safety rule on the delivery path (decision D-22): when the partner's pasted answers
 * disclose harm, the paid report both people receive is the same neutral report: the same PDF
 * text and the same e-mail but for the greeting, with no score or grade, none of either
 * person's sentences, and the help line as the last line of the PDF and of the e-mail.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/server/db/schema';
import { deliverReport } from '../../src/server/modules/fulfilment/deliver-report';
import { generateReport } from '../../src/server/modules/fulfilment/generate-report';
import { confirmCheckout } from '../../src/server/modules/payments/confirm-checkout';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { createLocalProvider } from '../../src/server/providers/payments/local-provider';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { products } from '../../src/shared/catalog';
import { reportModelSchema } from '../../src/shared/report/report-model';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../src/shared/safety/resources';
import { gradeLabels } from '../helpers/grade-labels';
import { paidLocalCheckout } from '../helpers/local-checkout';
import { createOutboxMailer, type OutboxMailer } from '../helpers/outbox-mailer';
import { person1Submit } from '../helpers/session-bodies';
import { createTestApp, LINK_SETTINGS, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;

const PERSON1 = { name: 'Maya Lopez', email: 'maya@example.com', partnerName: 'Sam' };
const PARTNER_EMAIL = 'sam@example.com';
const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `We talk about question ${i + 1} calmly and honestly together.`,
);
/** A disclosure the safety rule catches, as the partner might paste it on /p2paste. */
const DISCLOSURE = 'He checks my phone every night and I am scared of what he will do.';
const P2_ANSWERS = Array.from({ length: 10 }, (_, i) =>
  i === 4
    ? `Most evenings are quiet at home. ${DISCLOSURE}`
    : `My answer to question ${i + 1} is short but honest.`,
);

/** Every sentence of both people's answers. */
function sentences(answers: readonly string[]): string[] {
  return answers
    .flatMap((answer) => answer.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('a report under the safety rule, delivered to both partners', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let outbox: OutboxMailer;
  let dir = '';
  const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    provider = createLocalProvider(db());
    outbox = createOutboxMailer();
    dir = mkdtempSync(join(tmpdir(), 'msoul-safety-delivery-'));
  });
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await outbox.close();
    await t.close();
  });

  async function post(url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** Person 1 answers, the partner pastes answers with a disclosure and leaves an address. */
  async function answeredSession(): Promise<string> {
    const { refId } = await post('/api/start-session', { productType: 'detonation_fosm' });
    await post(
      '/api/submit',
      person1Submit(refId, PERSON1, { answers: P1_ANSWERS, productType: 'detonation_fosm' }),
    );
    await post('/api/person2/submit', {
      refId,
      answers: Object.fromEntries(P2_ANSWERS.map((answer, i) => [`q${i + 1}`, answer])),
      source: 'paste',
      email: PARTNER_EMAIL,
    });
    return refId;
  }

  async function pay(refId: string): Promise<void> {
    const checkoutId = await paidLocalCheckout(db(), provider, {
      refId,
      product: 'detonation_fosm',
      customerEmail: PERSON1.email,
    });
    const outcome = await confirmCheckout({ db: db(), payments: provider }, checkoutId);
    expect(outcome).toMatchObject({ paid: true, reportCreated: true });
  }

  /** The delivered e-mail to one address, parsed, with its PDF's text. */
  async function delivered(address: string) {
    const entries = (await listOutbox(outbox.outboxDir)).filter((entry) =>
      entry.recipients.includes(address),
    );
    expect(entries).toHaveLength(1);
    const mail = await simpleParser(
      readFileSync(join(outbox.outboxDir, entries[0]?.fileName ?? '')),
    );
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    if (!pdf) throw new Error(`no PDF in the e-mail to ${address}`);
    const file = join(dir, `${address}.pdf`);
    writeFileSync(file, pdf.content);
    const pdfText = HAS_PDFTOTEXT
      ? execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      : '';
    return {
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      pdfText,
    };
  }

  it.skipIf(!HAS_PDFTOTEXT)(
    'sends both partners the same neutral PDF and e-mail, quoting no one, ending with the help line',
    async () => {
      const refId = await answeredSession();
      await pay(refId);
      const generated = await generateReport(
        { db: db(), signer },
        capabilityDigest(refId),
        '2026-11-21',
      );
      expect(generated).toEqual({ generated: true, recipients: ['person1', 'person2'] });
      for (const role of ['person1', 'person2'] as const) {
        expect(
          await deliverReport(
            { db: db(), mailer: outbox.mailer, ...LINK_SETTINGS },
            capabilityDigest(refId),
            role,
          ),
        ).toEqual({
          sent: true,
        });
      }

      const one = await delivered(PERSON1.email);
      const two = await delivered(PARTNER_EMAIL);
      const helpLine = safetyHelpLine(DEFAULT_SAFETY_RESOURCES);

      // The PDFs: identical text, no grade or score, nothing either person wrote.
      expect(two.pdfText).toBe(one.pdfText);
      const flat = one.pdfText.replace(/\s+/g, ' ');
      expect(flat).toContain('Why this report has no score');
      for (const resource of DEFAULT_SAFETY_RESOURCES) expect(flat).toContain(resource);
      for (const sentence of [...sentences(P2_ANSWERS), ...sentences(P1_ANSWERS)])
        expect(flat, sentence).not.toContain(sentence);
      expect(flat).not.toContain('checks my phone');
      expect(flat).not.toContain('/100');
      expect(flat).not.toContain('out of 100');
      const chrome = new Set([
        `mSoul · ${products.detonation_fosm.name} · ${PERSON1.name} & ${PERSON1.partnerName}`,
        'Guidance, not therapy. For entertainment purposes only.',
      ]);
      const lines = one.pdfText
        .split(/[\n\f]/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !chrome.has(line) && !/^Page \d+ of \d+$/.test(line));
      expect(gradeLabels(lines)).toEqual([]);
      // The last line of content is the help line (it may wrap over two lines of the page).
      const tail = (count: number) => lines.slice(-count).join(' ').replace(/\s+/g, ' ');
      expect([tail(1), tail(2), tail(3)]).toContain(helpLine);

      // The e-mails: the same subject, the same body but for the greeting, no grade or score.
      expect(two.subject).toBe(one.subject);
      expect(one.subject).toBe(`Your mSoul report for ${PERSON1.name} & ${PERSON1.partnerName}`);
      const greeting = (name: string) => new RegExp(`Hi ${name},`, 'g');
      // Each person's own report link (docs/report.md) differs too, and says nothing else.
      const link = /\/report\/rpt_[0-9A-Za-z]{22}/g;
      const same = (body: string, name: string) =>
        body.replace(greeting(name), 'Hi,').replace(link, '/report/LINK');
      expect(same(two.text, PERSON1.partnerName)).toBe(same(one.text, PERSON1.name));
      expect(same(two.html, PERSON1.partnerName)).toBe(same(one.html, PERSON1.name));
      expect(one.text.match(link)?.[0]).not.toBe(two.text.match(link)?.[0]);
      for (const part of [one.text, one.html, one.subject]) {
        expect(part).not.toContain('/100');
        expect(part).not.toMatch(/\/\s*100/);
        expect(part).not.toContain('checks my phone');
        expect(part.toLowerCase()).not.toMatch(/\bgrade\s+[a-f][+-]?(?![a-z])/);
      }
      const textLines = one.text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      expect(textLines[textLines.length - 1]).toBe(helpLine);
    },
  );

  it("lists the operator's SAFETY_RESOURCES in the report, and builds the help line from them", async () => {
    const refId = await answeredSession();
    await pay(refId);
    const resources = ['Call the local crisis line on 0800 000 000.', 'Text HELP to 55555.'];
    await generateReport(
      { db: db(), signer, safetyResources: resources },
      capabilityDigest(refId),
      '2026-11-21',
    );
    const [row] = await db()
      .select({ model: reports.model })
      .from(reports)
      .where(eq(reports.refDigest, capabilityDigest(refId)));
    const model = reportModelSchema.parse(row?.model);
    expect(model.safety).toMatchObject({ flagged: true, resources });
    expect(model.helpLine).toBe(safetyHelpLine(resources));
    expect(model.score).toBeNull();
  });
});
