/**
 * Names with CR/LF and other control characters (issue 21): a name reaches e-mail headers, the
 * PDF cover and admin exports, so every name field takes one line of text and any field refuses
 * control characters, with a 400 that says so, and nothing is stored.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, secureSubmissions } from '../../src/server/db/schema';
import { answersFromList } from '../../src/shared/api/sessions';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { clientAddresses } from '../helpers/client-addresses';
import { OPEN_ANSWERS } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const from = clientAddresses(23);

const HEADER_INJECTION = 'Maya\r\nBcc: everyone@example.com';

describe('control characters in names and text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, ...from() });
    return { status: res.statusCode, body: res.json() };
  };
  const rows = async (table: typeof secureSubmissions | typeof assessments) =>
    (await t.testDatabase.database.db.select({ n: count() }).from(table))[0]?.n ?? -1;
  const startSession = async (): Promise<string> =>
    (await post('/api/start-session', { productType: 'detonation' })).body.refId;
  const submit = (refId: string, person1: object, answers: readonly string[] = OPEN_ANSWERS) =>
    post('/api/submit', {
      refId,
      person1: { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam', ...person1 },
      answers: answersFromList(answers),
      productType: 'detonation',
      honeypot: '',
    });

  it.each([
    ['a CR/LF in the name', { name: HEADER_INJECTION }, 'person1.name'],
    ['a line feed in the partner name', { partnerName: 'Sam\nSmith' }, 'person1.partnerName'],
    ['a tab inside the e-mail', { email: 'maya@\texample.com' }, 'person1.email'],
  ])('refuses %s on /api/submit with a 400 naming the field', async (_label, person1, field) => {
    const refId = await startSession();
    const before = await rows(secureSubmissions);
    const res = await submit(refId, person1);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(field);
    expect(res.body.error.message).toContain('one line');
    expect(await rows(secureSubmissions)).toBe(before);
  });

  it('refuses a bell or escape character anywhere, answers included', async () => {
    const refId = await startSession();
    const before = await rows(secureSubmissions);
    const answers = OPEN_ANSWERS.map((answer, i) =>
      i === 3 ? `${answer}\u0007\u001b[2J` : answer,
    );
    const res = await submit(refId, {}, answers);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('control characters');
    expect(await rows(secureSubmissions)).toBe(before);
  });

  it('keeps line breaks and tabs inside answers', async () => {
    const refId = await startSession();
    const answers = OPEN_ANSWERS.map((answer, i) =>
      i === 0 ? `${answer}\r\nAnd a second line\twith a tab.` : answer,
    );
    expect((await submit(refId, {}, answers)).status).toBe(200);
  });

  it('refuses a CR/LF name on the single page and on the intake', async () => {
    const refId = await startSession();
    const single = await post('/api/email-submission', {
      refId,
      productType: 'detonation',
      email: 'pia@example.com',
      person1: HEADER_INJECTION,
      partnerName: 'Lou',
      answersP1: formatNumberedReplies(OPEN_ANSWERS),
      answersP2: OPEN_ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n'),
    });
    expect(single.status).toBe(400);
    expect(single.body.error.message).toContain('person1');

    const before = await rows(assessments);
    const intake = await post('/api/assessments', {
      tier: 'free',
      website: '',
      profile: {
        fullName: HEADER_INJECTION,
        email: 'sam@example.com',
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'words-of-affirmation',
      },
    });
    expect(intake.status).toBe(400);
    expect(intake.body.error.message).toContain('fullName');
    expect(await rows(assessments)).toBe(before);
  });
});
