/**
 * 'Delete everything' removes every copy (issue 21): a canary name is planted as person 1's name
 * in a paid session whose report went to both partners; after person 1 erases their data, no
 * table of any schema and no file in the outbox holds the name or the address any more, the
 * partner's copy of the report included.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentRequests } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { clientAddresses } from '../helpers/client-addresses';
import { OPEN_ANSWERS, partnerChoices } from '../helpers/session-bodies';
import { tablesHolding as tablesHoldingIn } from '../helpers/tables-holding';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CANARY_NAME = 'Zebulon Quixcanary';
const CANARY_EMAIL = 'zebulon.quixcanary@example.com';
const PARTNER_EMAIL = 'partner.of.canary@example.com';

const from = clientAddresses(24);

describe('erasing a person removes every copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());

  let keys = 0;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      // As the pages send them: answers kept for repeats must go with the erase too.
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'idempotency-key': `canary-request-${++keys}` } : {}),
      },
      ...from(),
    });
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  const tablesHolding = (needle: string) => tablesHoldingIn(t.testDatabase.database.db, needle);

  /** Outbox files holding `needle` in their raw bytes or in their decoded text and HTML. */
  async function outboxFilesHolding(needle: string): Promise<string[]> {
    const found: string[] = [];
    for (const name of await readdir(t.outboxDir)) {
      const raw = await readFile(join(t.outboxDir, name));
      const mail = await simpleParser(raw);
      const text = `${raw.toString('utf8')}\n${mail.text ?? ''}\n${String(mail.html)}`;
      if (text.toLowerCase().includes(needle.toLowerCase())) found.push(name);
    }
    return found;
  }

  it('leaves no trace of the canary in any table or outbox file', async () => {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    await ok('POST', '/api/submit', {
      refId,
      person1: { name: CANARY_NAME, email: CANARY_EMAIL, partnerName: 'Sam' },
      answers: answersFromList(OPEN_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    await ok('POST', '/api/person2/submit', {
      refId,
      answers: answersFromList(partnerChoices(1)),
      source: 'choice',
      email: PARTNER_EMAIL,
    });
    const { url } = await ok('POST', '/api/session-checkout', { refId });
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    await ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    const confirmed = await ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed.analysis).toBe('sent');
    const recipients = (await listOutbox(t.outboxDir)).flatMap((entry) => entry.recipients);
    expect(recipients).toEqual(expect.arrayContaining([CANARY_EMAIL, PARTNER_EMAIL]));
    const keptAnswers = async () =>
      (
        await t.testDatabase.database.db
          .select()
          .from(idempotentRequests)
          .where(eq(idempotentRequests.refDigest, capabilityDigest(refId)))
      ).length;
    expect(await keptAnswers()).toBeGreaterThan(0);
    // Planted: the name is in the database and in both e-mails before the erase.
    expect(await tablesHolding(CANARY_NAME)).not.toEqual([]);
    expect((await outboxFilesHolding(CANARY_NAME)).length).toBeGreaterThanOrEqual(2);

    expect((await call('POST', '/api/privacy/request', { email: CANARY_EMAIL })).statusCode).toBe(
      202,
    );
    let token = '';
    await expect
      .poll(
        async () => {
          for (const entry of await listOutbox(t.outboxDir)) {
            const mail = await simpleParser(await readFile(join(t.outboxDir, entry.fileName)));
            const match = /\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
            if (match?.[1]) token = match[1];
          }
          return token;
        },
        { timeout: 15_000, interval: 100 },
      )
      .not.toBe('');
    const access = (await ok('POST', '/api/privacy/access', { token })).accessToken;
    const erased = await call('DELETE', '/api/privacy/data', undefined, access);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ complete: true });

    expect(await tablesHolding(CANARY_NAME)).toEqual([]);
    expect(await tablesHolding(CANARY_EMAIL)).toEqual([]);
    expect(await outboxFilesHolding(CANARY_NAME)).toEqual([]);
    expect(await outboxFilesHolding(CANARY_EMAIL)).toEqual([]);
    expect(await keptAnswers()).toBe(0);
  });
});
