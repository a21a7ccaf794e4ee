/**
 * What the payment and partner pages read (issue 21: pages say only what happened; D-06, D-08,
 * D-12): the partner-side answers carry no e-mail address, unknown references are the same 404,
 * 'paid' comes from the session's state (an underpayment pays for nothing), and the report's
 * state says 'sent' only once the mail server accepted it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1 = Array.from({ length: 10 }, (_, i) => `My honest answer number ${i + 1} about us.`);
const P2_CHOICES = partnerQuestions.map((question) => question.options[1] ?? '');
/** Anything shaped like an address. */
const ADDRESS = /[^\s"@]+@[^\s"@]+/;

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.21.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('what the pages read says only what happened', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());

  async function call(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await t.app.inject({ method, url, payload, ...from() });
    return { status: res.statusCode, text: res.body, body: res.json() };
  }
  async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await call(method, url, payload);
    expect(res.status, res.text).toBeLessThan(300);
    return res;
  }

  async function startSession(): Promise<string> {
    return (await ok('POST', '/api/start-session', { productType: 'detonation' })).body.refId;
  }
  async function person1(refId: string, person: { name: string; email: string; partner: string }) {
    return (
      await ok('POST', '/api/submit', {
        refId,
        person1: { name: person.name, email: person.email, partnerName: person.partner },
        answers: answersFromList(P1),
        productType: 'detonation',
        honeypot: '',
      })
    ).body as { submissionId: string; checkoutUrl: string };
  }
  async function partner(refId: string, email?: string) {
    return ok('POST', '/api/person2/submit', {
      refId,
      answers: answersFromList(P2_CHOICES),
      source: 'choice',
      ...(email ? { email } : {}),
    });
  }
  const view = (refId: string) => ok('GET', `/api/sessions/${refId}`);
  const checkoutIdOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');
  /** Report e-mails to the address (person 1 may also get a 'your partner has answered'). */
  const mailsTo = async (address: string) =>
    (await listOutbox(t.outboxDir)).filter(
      (entry) =>
        entry.recipients.includes(address) && entry.subject.startsWith('Your mSoul report'),
    ).length;

  describe('no e-mail address in any partner-side answer', () => {
    it('drops a name that is an address (autofill) at every step, and keeps first names', async () => {
      const refId = await startSession();
      // Autofill put the address in the name fields: the pages must not pass it on.
      await person1(refId, {
        name: 'maya.lopez@example.com',
        email: 'maya.lopez@example.com',
        partner: 'sam.rivera@example.com Rivera',
      });
      const seen: string[] = [(await view(refId)).text];
      seen.push((await partner(refId, 'sam.rivera@example.com')).text);
      seen.push((await view(refId)).text);
      const checkout = await ok('POST', '/api/session-checkout', { refId });
      seen.push(checkout.text);
      const checkoutSessionId = checkoutIdOf(checkout.body.url);
      await ok('POST', `/api/test-checkout/${checkoutSessionId}/pay`);
      const confirmed = await ok('POST', '/api/session-confirm', { refId, checkoutSessionId });
      expect(confirmed.body).toMatchObject({ paid: true, analysis: 'sent' });
      seen.push(confirmed.text, (await view(refId)).text);

      for (const answer of seen) expect(answer).not.toMatch(ADDRESS);
      expect((await view(refId)).body).toMatchObject({ person1Name: null, partnerName: null });
      expect(confirmed.body).toMatchObject({ person1Name: null, partnerName: null });
      // The report still went to both: only the pages leave the addresses out.
      expect(await mailsTo('maya.lopez@example.com')).toBe(1);
      expect(await mailsTo('sam.rivera@example.com')).toBe(1);

      // Ordinary names stay, as first names, beside the same addresses.
      const plain = await startSession();
      const { submissionId } = await person1(plain, {
        name: 'Maya Lopez',
        email: 'maya@example.com',
        partner: 'Sam Rivera',
      });
      await partner(plain, 'sam@example.com');
      const partnerSide = await view(plain);
      expect(partnerSide.body).toMatchObject({
        person1Name: 'Maya',
        partnerName: 'Sam',
        person2EmailKnown: true,
      });
      expect(partnerSide.text).not.toMatch(ADDRESS);
      expect((await ok('GET', `/api/submissions/${submissionId}`)).text).not.toMatch(ADDRESS);
    });
  });

  describe('unknown references are one plain 404 (D-06)', () => {
    it('answers 404 for unknown, malformed and well-formed submission ids alike', async () => {
      const answers = await Promise.all(
        ['sub_unknown', 'sub_0000000000000000000000', 'not a submission', 'det_x'].map((id) =>
          call('GET', `/api/submissions/${encodeURIComponent(id)}`),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(answers[0]?.body);
      }
    });

    it('confirms nothing for an unknown session, an unknown checkout or another session’s', async () => {
      const refId = await startSession();
      await person1(refId, { name: 'Ada Moss', email: 'ada@example.com', partner: 'Lou' });
      await partner(refId);
      const other = await startSession();
      const { body } = await ok('POST', '/api/session-checkout', { refId });
      const checkoutSessionId = checkoutIdOf(body.url);
      for (const ask of [
        { refId: 'det_0000000000000000000000', checkoutSessionId },
        { refId: 'det_0000000000000000000000', checkoutSessionId: 'anything' },
        { refId, checkoutSessionId: 'anything' },
        { refId: other, checkoutSessionId },
      ]) {
        expect((await call('POST', '/api/session-confirm', ask)).status).toBe(404);
      }
      expect((await call('GET', '/api/sessions/det_0000000000000000000000')).status).toBe(404);
      // Nothing was paid by asking.
      expect((await view(refId)).body).toMatchObject({ state: 'answered', analysis: 'unpaid' });
    });
  });

  describe("'paid' and 'sent' come from the database", () => {
    it('an underpayment on record does not make the submission paid', async () => {
      const refId = await startSession();
      const { submissionId } = await person1(refId, {
        name: 'Ivy North',
        email: 'ivy@example.com',
        partner: 'Rob',
      });
      // What record-payment.ts stores for a payment below the price: recorded, fulfilling nothing.
      await t.testDatabase.database.db.execute(
        sql`insert into session_payments (checkout_session_id, ref_id, provider, amount_cents, currency, product_type, outcome)
            values (${`cs_local_under_${refId}`}, ${capabilityDigest(refId)}, 'local', 100, 'usd', 'detonation', 'underpaid')`,
      );
      expect((await ok('GET', `/api/submissions/${submissionId}`)).body).toMatchObject({
        paid: false,
      });
      expect((await view(refId)).body).toMatchObject({ state: 'collecting', analysis: 'unpaid' });
    });

    it('follows the report: waiting for the partner, then sent once the mail went out', async () => {
      const refId = await startSession();
      const { submissionId, checkoutUrl } = await person1(refId, {
        name: 'Omar Hale',
        email: 'omar.truth@example.com',
        partner: 'Nell',
      });
      expect((await view(refId)).body.analysis).toBe('unpaid');
      const checkoutSessionId = checkoutIdOf(checkoutUrl);
      await ok('POST', `/api/test-checkout/${checkoutSessionId}/pay`);
      expect((await view(refId)).body).toMatchObject({
        state: 'paid_awaiting_answers',
        analysis: 'waiting_for_partner',
      });
      expect((await ok('GET', `/api/submissions/${submissionId}`)).body).toMatchObject({
        paid: true,
        person2Answered: false,
      });

      await partner(refId);
      const confirmed = await ok('POST', '/api/session-confirm', { refId, checkoutSessionId });
      expect(confirmed.body.analysis).toBe('sent');
      expect((await view(refId)).body.analysis).toBe('sent');
      const [report] = (
        (await t.testDatabase.database.db.execute(
          sql`select status from reports where ref_id = ${capabilityDigest(refId)}`,
        )) as unknown as { rows: { status: string }[] }
      ).rows;
      expect(report?.status).toBe('delivered');
      expect(await mailsTo('omar.truth@example.com')).toBe(1);
    });

    it('a failed delivery reads as failed, never as sent', async () => {
      const refId = await startSession();
      await person1(refId, { name: 'Uma Reed', email: 'uma@example.com', partner: 'Kit' });
      await partner(refId);
      const { body } = await ok('POST', '/api/session-checkout', { refId });
      const checkoutSessionId = checkoutIdOf(body.url);
      await ok('POST', `/api/test-checkout/${checkoutSessionId}/pay`);
      await ok('POST', '/api/session-confirm', { refId, checkoutSessionId });
      // What the report job writes after its last try (jobs/report-jobs.ts).
      await t.testDatabase.database.db.execute(
        sql`update reports set status = 'failed' where ref_id = ${capabilityDigest(refId)}`,
      );
      expect((await view(refId)).body.analysis).toBe('failed');
      const again = await ok('POST', '/api/session-confirm', { refId, checkoutSessionId });
      expect(again.body).toMatchObject({ paid: true, analysis: 'failed' });
    });

    it('a checkout left behind confirms nothing once another one paid the session', async () => {
      const refId = await startSession();
      const { checkoutUrl } = await person1(refId, {
        name: 'Bea Stone',
        email: 'bea@example.com',
        partner: 'Cal',
      });
      const first = checkoutIdOf(checkoutUrl);
      await partner(refId);
      const { body } = await ok('POST', '/api/session-checkout', { refId });
      const second = checkoutIdOf(body.url);
      expect(second).not.toBe(first);
      await ok('POST', `/api/test-checkout/${second}/pay`);
      // /paid or /payment-success with the first checkout: not paid by it, but the session is.
      const left = await ok('POST', '/api/session-confirm', { refId, checkoutSessionId: first });
      expect(left.body).toMatchObject({ paid: false });
      expect((await view(refId)).body).toMatchObject({ state: 'paid' });
    });
  });
});
