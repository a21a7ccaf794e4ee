/**
 * Every journey reaches its end (issue 24): a pay-first submission whose checkout was cancelled
 * or not confirmed can be paid again (GET /api/submissions reports `payable`, POST
 * /api/submission-checkout opens the checkout again, and refuses what cannot be paid without
 * changing anything), and the test checkout's URLs are relative, so a person comes back to the
 * origin they used, whatever Host header a request carries (no open redirect).
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1 = Array.from({ length: 10 }, (_, i) => `My honest answer number ${i + 1} about us.`);
const P2_CHOICES = partnerQuestions.map((question) => question.options[1] ?? '');

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.24.${Math.floor(ip / 250)}.${ip % 250}` };
};

describe('paying again, and coming back to the origin the person used', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({ method, url, payload, headers, ...from() });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  const startSession = async (): Promise<string> =>
    (await ok('POST', '/api/start-session', { productType: 'detonation' })).refId;
  const person1 = (refId: string, headers: Record<string, string> = {}) =>
    call(
      'POST',
      '/api/submit',
      {
        refId,
        person1: { name: 'Rae', email: 'rae@example.com', partnerName: 'Kit' },
        answers: answersFromList(P1),
        productType: 'detonation',
        honeypot: '',
      },
      headers,
    );
  const checkoutIdOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');
  const counts = async () => {
    const result = await t.testDatabase.database.db.execute(
      sql`select (select count(*) from local_checkouts)::int as checkouts,
                 (select count(*) from session_checkouts)::int as recorded,
                 (select count(*) from session_payments)::int as payments`,
    );
    return (result as unknown as { rows: Record<string, number>[] }).rows[0];
  };

  it('reports a cancelled pay-first submission as payable and opens its checkout again', async () => {
    const refId = await startSession();
    const submitted = await person1(refId);
    expect(submitted.status).toBe(200);
    const { submissionId, checkoutUrl } = submitted.body as {
      submissionId: string;
      checkoutUrl: string;
    };
    const cancelled = await ok('POST', `/api/test-checkout/${checkoutIdOf(checkoutUrl)}/cancel`);
    expect(cancelled.redirectUrl).toBe(`/payment-cancel?submission=${submissionId}`);

    // The partner has not answered: the pay-first flow may still pay (D-08).
    expect(await ok('GET', `/api/submissions/${submissionId}`)).toMatchObject({
      paid: false,
      person2Answered: false,
      payable: true,
    });
    const again = await ok('POST', '/api/submission-checkout', { submissionId });
    expect(again).toEqual({ url: checkoutUrl, message: 'Checkout started.' });
    // A double click opens nothing new either.
    expect((await ok('POST', '/api/submission-checkout', { submissionId })).url).toBe(checkoutUrl);

    const paid = await ok('POST', `/api/test-checkout/${checkoutIdOf(again.url)}/pay`);
    expect(paid.redirectUrl).toBe(
      `/payment-success?submission=${submissionId}&cs=${checkoutIdOf(again.url)}`,
    );
    expect(await ok('GET', `/api/submissions/${submissionId}`)).toMatchObject({
      paid: true,
      payable: false,
    });
    const before = await counts();
    const refused = await call('POST', '/api/submission-checkout', { submissionId });
    expect(refused).toEqual({
      status: 409,
      body: {
        error: { code: 'already_paid', message: 'This session has already been paid for.' },
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses answers that newer ones replaced, and unknown submissions, changing nothing', async () => {
    const refId = await startSession();
    const first = (await person1(refId)).body as { submissionId: string };
    const second = (await person1(refId)).body as { submissionId: string };
    expect(await ok('GET', `/api/submissions/${first.submissionId}`)).toMatchObject({
      payable: false,
    });
    expect(await ok('GET', `/api/submissions/${second.submissionId}`)).toMatchObject({
      payable: true,
    });
    const before = await counts();
    const replaced = await call('POST', '/api/submission-checkout', {
      submissionId: first.submissionId,
    });
    expect(replaced.status).toBe(409);
    expect(replaced.body.error.code).toBe('submission_replaced');
    expect(replaced.body.error.message).toMatch(/^Newer answers replaced these/);

    for (const submissionId of ['sub_0000000000000000000000', 'nonsense']) {
      const unknown = await call('POST', '/api/submission-checkout', { submissionId });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('not_found');
    }
    const malformed = await call('POST', '/api/submission-checkout', {
      submissionId: first.submissionId,
      extra: true,
    });
    expect(malformed.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('says which answers are missing when /session-checkout cannot take a payment yet', async () => {
    const refId = await startSession();
    await person1(refId);
    const missing = await call('POST', '/api/session-checkout', { refId });
    expect(missing).toEqual({
      status: 409,
      body: {
        error: {
          code: 'answers_missing',
          message:
            "Both partners need to answer before payment. Still missing: the partner's answers.",
        },
      },
    });
  });

  const hosts = ['127.0.0.1:5123', 'localhost:5123', 'evil.example', 'msoul.test.evil.example'];

  it.each(hosts)(
    'gives relative checkout and return URLs whatever the Host header (%s)',
    async (host) => {
      const headers = { host, 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
      const refId = await startSession();
      const submitted = await person1(refId, headers);
      expect(submitted.status).toBe(200);
      const { checkoutUrl, submissionId } = submitted.body as {
        checkoutUrl: string;
        submissionId: string;
      };
      await call(
        'POST',
        '/api/person2/submit',
        { refId, answers: answersFromList(P2_CHOICES), source: 'choice' },
        headers,
      );
      const session = await call('POST', '/api/session-checkout', { refId }, headers);
      const again = await call('POST', '/api/submission-checkout', { submissionId }, headers);
      const cancel = await call(
        'POST',
        `/api/test-checkout/${checkoutIdOf(session.body.url)}/cancel`,
        {},
        headers,
      );
      const urls = [checkoutUrl, session.body.url, again.body.url, cancel.body.redirectUrl];
      for (const url of urls) {
        // A path on this site: resolved by the browser against the origin it is on.
        expect(url).toMatch(/^\/[a-z]/);
        expect(url).not.toContain(host);
        expect(url).not.toContain('evil');
      }
      expect(cancel.body.redirectUrl).toBe(`/cancel/${refId}`);
      const pay = await call(
        'POST',
        `/api/test-checkout/${checkoutIdOf(session.body.url)}/pay`,
        {},
        headers,
      );
      expect(pay.body.redirectUrl).toBe(`/paid/${refId}?cs=${checkoutIdOf(session.body.url)}`);
    },
  );
});
