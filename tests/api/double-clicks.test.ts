/**
 * Double clicks (issue 21): a form sends its Idempotency-Key, so the same request sent twice at
 * once makes one session, one submission, one checkout and one partner answer.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupleSessions,
  idempotentRequests,
  localCheckouts,
  secureSubmissions,
  sessionCheckouts,
} from '../../src/server/db/schema';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { clientAddresses } from '../helpers/client-addresses';
import { OPEN_ANSWERS, partnerChoices } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const from = clientAddresses(22);

describe('double clicks with an Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, key?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
      ...from(),
    });
    return {
      status: res.statusCode,
      body: res.json(),
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  };
  const twice = (url: string, payload: object, key: string) =>
    Promise.all([post(url, payload, key), post(url, payload, key)]);
  const db = () => t.testDatabase.database.db;
  const rows = async (table: typeof coupleSessions | typeof secureSubmissions) =>
    (await db().select({ n: count() }).from(table))[0]?.n ?? -1;

  it('opens one session for a double click on the single page', async () => {
    const before = await rows(coupleSessions);
    const [a, b] = await twice('/api/start-session', { productType: 'detonation' }, 'sp-start-1');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.refId).toBe(b.body.refId);
    expect([a.replayed, b.replayed].filter(Boolean)).toHaveLength(1);
    expect(await rows(coupleSessions)).toBe(before + 1);

    const body = {
      refId: a.body.refId,
      productType: 'detonation',
      email: 'pia@example.com',
      person1: 'Pia',
      partnerName: 'Lou',
      answersP1: formatNumberedReplies(OPEN_ANSWERS),
      answersP2: OPEN_ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n'),
    };
    const submissionsBefore = await rows(secureSubmissions);
    const [c, d] = await twice('/api/email-submission', body, 'sp-submit-1');
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(c.body).toEqual(d.body);
    // One submission, and the second click was not taken as a replacement.
    expect(await rows(secureSubmissions)).toBe(submissionsBefore + 1);
    expect(c.body.warning ?? null).toBeNull();
  });

  it('opens one submission and one checkout for a double click on Submit & Pay', async () => {
    const { body: started } = await post('/api/start-session', { productType: 'detonation' });
    const refId: string = started.refId;
    const submit = {
      refId,
      person1: { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam' },
      answers: answersFromList(OPEN_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    };
    const [a, b] = await twice('/api/submit', submit, 'two-step-submit-1');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const submissions = await db()
      .select({ id: secureSubmissions.submissionDigest })
      .from(secureSubmissions)
      .where(eq(secureSubmissions.refDigest, capabilityDigest(refId)));
    expect(submissions).toHaveLength(1);
    const checkouts = await db()
      .select({ id: localCheckouts.id })
      .from(localCheckouts)
      .where(eq(localCheckouts.refDigest, capabilityDigest(refId)));
    expect(checkouts).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(sessionCheckouts)
        .where(eq(sessionCheckouts.refDigest, capabilityDigest(refId))),
    ).toHaveLength(1);
  });

  it('records the partner once for a double click on /p2', async () => {
    const { body: started } = await post('/api/start-session', { productType: 'detonation' });
    const refId: string = started.refId;
    const body = { refId, answers: answersFromList(partnerChoices(1)), source: 'choice' };
    const [a, b] = await twice('/api/person2/submit', body, 'p2-submit-1');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(a.body.replaced ?? false).toBe(false);
    const [session] = await db()
      .select({ state: coupleSessions.state })
      .from(coupleSessions)
      .where(eq(coupleSessions.refDigest, capabilityDigest(refId)));
    expect(session?.state).toBe('collecting');
  });

  it('refuses a key reused for another request, and changes nothing', async () => {
    const before = await rows(coupleSessions);
    const first = await post('/api/start-session', { productType: 'detonation' }, 'reused-key-1');
    const other = await post(
      '/api/start-session',
      { productType: 'detonation_fosm' },
      'reused-key-1',
    );
    expect(first.status).toBe(201);
    expect(other).toMatchObject({
      status: 422,
      body: { error: { code: 'idempotency_key_reused' } },
    });
    expect(await rows(coupleSessions)).toBe(before + 1);
    const bad = await post('/api/start-session', { productType: 'detonation' }, 'bad key!');
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_idempotency_key' } },
    });
  });

  it('lets a corrected form use its key again after an error', async () => {
    const refused = await post('/api/start-session', { productType: 'dual_scan' }, 'retry-key-1');
    expect(refused.status).toBe(400);
    const accepted = await post('/api/start-session', { productType: 'detonation' }, 'retry-key-1');
    expect(accepted.status).toBe(201);
    expect(accepted.replayed).toBe(false);
  });

  it('does the work again once the kept answer is older than a day', async () => {
    const first = await post('/api/start-session', { productType: 'detonation' }, 'old-key-1');
    await db()
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const again = await post('/api/start-session', { productType: 'detonation' }, 'old-key-1');
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(false);
    expect(again.body.refId).not.toBe(first.body.refId);
  });

  it('works without a key, as docs/product.md §7 writes the calls', async () => {
    const a = await post('/api/start-session', { productType: 'detonation' });
    const b = await post('/api/start-session', { productType: 'detonation' });
    expect(a.body.refId).not.toBe(b.body.refId);
  });
});
