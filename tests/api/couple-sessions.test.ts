/**
 * The paid couple flows' API (docs/product.md §3, §5, §7, decisions D-02, D-03, D-06, D-08, D-09,
 * D-12, D-16): sessions, person 1's signed submissions, person 2's answers, the single page's
 * combined submission and the checkout hand-off, with every rule checked on the server in the
 * page's own words, and rejected requests changing nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { partnerQuestions } from '../../src/shared/questions/partner';
import {
  formatNumberedReplies,
  PARTNER_BLOCK_MESSAGE,
} from '../../src/shared/validation/numbered-replies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `My honest answer to question ${i + 1} is about us both.`,
);
const P2_TEXT = Array.from(
  { length: 10 },
  (_, i) => `The partner writes answer ${i + 1} in plain words.`,
);
const P2_CHOICES = partnerQuestions.map((question, i) => question.options[i % 4] ?? '');

const person1 = {
  name: 'Maya Lopez',
  email: 'Maya.Lopez@Example.com',
  phone: '+1 555 0100',
  partnerName: 'Sam Rivera',
};

function keyed(list: readonly string[]): Record<string, string> {
  return Object.fromEntries(list.map((answer, i) => [`q${i + 1}`, answer]));
}

let ip = 0;
/** Each request speaks from its own address, so per-IP rate limits count only that request. */
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.5.${Math.floor(ip / 250)}.${ip % 250}` };
}

describe('the couple session API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await t.testDatabase.database.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  /** Everything the couple tables hold, to prove that a rejected request changed nothing. */
  async function snapshot(): Promise<string> {
    const sessions = await rows(sql`select * from couple_sessions order by ref_id`);
    const submissions = await rows(sql`select * from secure_submissions order by submission_id`);
    return JSON.stringify({ sessions, submissions });
  }

  function post(url: string, payload: unknown) {
    return t.app.inject({ method: 'POST', url, payload: payload as object, ...from() });
  }

  async function startSession(productType = 'detonation', extra: object = {}): Promise<string> {
    const res = await post('/api/start-session', { productType, ...extra });
    expect(res.statusCode).toBe(201);
    return res.json().refId;
  }

  function view(refId: string) {
    return t.app.inject({ method: 'GET', url: `/api/sessions/${refId}`, ...from() });
  }

  function submitBody(refId: string, override: Record<string, unknown> = {}) {
    return {
      refId,
      person1,
      answers: keyed(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
      ...override,
    };
  }

  function partnerBody(refId: string, override: Record<string, unknown> = {}) {
    return { refId, answers: keyed(P2_CHOICES), source: 'choice', ...override };
  }

  function singlePageBody(refId: string, override: Record<string, unknown> = {}) {
    return {
      refId,
      productType: 'detonation',
      email: 'maya@example.com',
      phone: '',
      person1: 'Maya',
      partnerName: 'Sam',
      answersP1: formatNumberedReplies(P1_ANSWERS),
      answersP2: P2_TEXT.map((answer, i) => `${i + 1}) ${answer}`).join('\n'),
      ...override,
    };
  }

  describe('POST /api/start-session', () => {
    it('opens a collecting session with an unguessable refId (D-06)', async () => {
      const refId = await startSession();
      expect(refId).toMatch(/^det_[0-9A-Za-z]{22}$/);
      const res = await view(refId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        refId,
        productType: 'detonation',
        state: 'collecting',
        person1Name: null,
        partnerName: null,
        person1Answered: false,
        person2Answered: false,
        person2Source: null,
        person2EmailKnown: false,
        person2CanAnswer: true,
        analysis: 'unpaid',
      });
    });

    it.each([
      ['detonation_plus', 'detonation_fosm'],
      ['detonation_max', 'detonation_fosm'],
      ['fosm', 'detonation_fosm'],
      ['detonation_fosm', 'detonation_fosm'],
    ])('resolves the alias %s to %s (D-02)', async (alias, canonical) => {
      const refId = await startSession(alias);
      expect((await view(refId)).json().productType).toBe(canonical);
    });

    it('links the intake assessment when it exists (D-09) and ignores an unknown one', async () => {
      const assessment = await post('/api/assessments', {
        tier: 'detonation',
        profile: {
          fullName: 'Maya Lopez',
          email: 'maya@example.com',
          primaryLoveLanguage: 'quality-time',
          secondaryLoveLanguage: 'physical-touch',
        },
      });
      const assessmentId = assessment.json().id;
      const linked = await startSession('detonation', { assessmentId });
      const unknown = await startSession('detonation', {
        assessmentId: '00000000-0000-4000-8000-000000000000',
      });
      const stored = await rows<{ ref_id: string; assessment_id: string | null }>(
        sql`select ref_id, assessment_id from couple_sessions where ref_id in (${capabilityDigest(linked)}, ${capabilityDigest(unknown)})`,
      );
      expect(Object.fromEntries(stored.map((row) => [row.ref_id, row.assessment_id]))).toEqual({
        [capabilityDigest(linked)]: assessmentId,
        [capabilityDigest(unknown)]: null,
      });
    });

    it.each([
      [{ productType: 'storm' }, 400, 'invalid_request'],
      [{ productType: 'free' }, 400, 'invalid_request'],
      [{ productType: 'gold' }, 400, 'invalid_request'],
      [{ productType: 'dual_scan' }, 400, 'payment_unavailable'],
      [{ productType: 'detonation', extra: true }, 400, 'invalid_request'],
      [{ productType: 'detonation', website: 'https://spam.example' }, 400, 'rejected'],
      [{}, 400, 'invalid_request'],
    ])('rejects %j and opens nothing', async (payload, status, code) => {
      const before = await snapshot();
      const res = await post('/api/start-session', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(await snapshot()).toBe(before);
    });

    it('says dual_scan cannot be bought in the words of the page (D-03)', async () => {
      const res = await post('/api/start-session', { productType: 'dual_scan' });
      expect(res.json().error.message).toBe('Payment option not available');
    });
  });

  describe('unknown and malformed refIds (D-06)', () => {
    it('answer every route with the same 404', async () => {
      const unknown = `det_${'A'.repeat(22)}`;
      const bodies = new Set<string>();
      for (const refId of [unknown, 'det_short', 'stm_AAAAAAAAAAAAAAAAAAAAAA', '1700000000000']) {
        const responses = [
          await view(refId),
          await post('/api/submit', submitBody(refId)),
          await post('/api/person2/submit', partnerBody(refId)),
          await post('/api/email-submission', singlePageBody(refId)),
          await post('/api/session-checkout', { refId }),
        ];
        for (const res of responses) {
          expect(res.statusCode, res.body).toBe(404);
          bodies.add(res.body);
        }
      }
      expect([...bodies]).toEqual([
        JSON.stringify({
          error: { code: 'not_found', message: 'This link does not lead to a session.' },
        }),
      ]);
    });
  });

  describe('POST /api/submit (two-step flow)', () => {
    it('stores person 1 as a signed secure submission and opens a checkout (pay first, D-08)', async () => {
      const refId = await startSession();
      const res = await post('/api/submit', submitBody(refId));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        submissionId: body.submissionId,
        refId,
        replaced: false,
        checkoutUrl: body.checkoutUrl,
      });
      expect(body.submissionId).toMatch(/^sub_[0-9A-Za-z]{22}$/);
      // Relative: the test checkout is a page of this site, on the origin the person uses.
      expect(body.checkoutUrl).toMatch(/^\/test-checkout\/cs_local_\w{22}$/);

      const [stored] = await rows<{ content: Record<string, unknown>; signature: string }>(
        sql`select * from secure_submissions where submission_id = ${capabilityDigest(body.submissionId)}`,
      );
      expect(stored?.signature).toMatch(/^v1\./);
      // Neither link is stored: the row names them by digest (docs/decisions/013).
      expect(JSON.stringify(stored)).not.toContain(refId);
      expect(JSON.stringify(stored)).not.toContain(body.submissionId);
      expect(stored?.content).toEqual({
        refDigest: capabilityDigest(refId),
        productType: 'detonation',
        person1: { ...person1, email: 'maya.lopez@example.com' },
        answers: P1_ANSWERS,
      });
      expect((await view(refId)).json()).toMatchObject({
        state: 'collecting',
        person1Name: 'Maya',
        partnerName: 'Sam',
        person1Answered: true,
        person2Answered: false,
      });
    });

    it('replaces an earlier submission before payment and says so', async () => {
      const refId = await startSession();
      const first = (await post('/api/submit', submitBody(refId))).json();
      const second = await post(
        '/api/submit',
        submitBody(refId, { productType: 'detonation_plus' }),
      );
      expect(second.json()).toMatchObject({ replaced: true });
      const stored = await rows<{ submission_id: string; status: string }>(
        sql`select submission_id, status from secure_submissions where ref_id = ${capabilityDigest(refId)} order by created_at`,
      );
      expect(stored).toEqual([
        { submission_id: capabilityDigest(first.submissionId), status: 'superseded' },
        { submission_id: capabilityDigest(second.json().submissionId), status: 'current' },
      ]);
      expect((await view(refId)).json().productType).toBe('detonation_fosm');
    });

    it.each([
      [
        'a missing name',
        { person1: { ...person1, name: ' ' } },
        'Please fill in all required fields.',
      ],
      [
        'a missing e-mail',
        { person1: { ...person1, email: '' } },
        'Please fill in all required fields.',
      ],
      [
        'a missing partner name',
        { person1: { ...person1, partnerName: '' } },
        'Please fill in all required fields.',
      ],
      [
        'an address that is not one',
        { person1: { ...person1, email: 'maya at example' } },
        'Please enter a valid email address.',
      ],
      [
        'a four-word answer',
        { answers: keyed(P1_ANSWERS.map((a, i) => (i === 6 ? 'only four words here' : a))) },
        'Please provide at least 5 words in your answer.',
      ],
      [
        'an empty answer',
        { answers: keyed(P1_ANSWERS.map((a, i) => (i === 0 ? '   ' : a))) },
        'Please provide at least 5 words in your answer.',
      ],
      ['a filled honeypot', { honeypot: 'I am a bot' }, 'This request could not be accepted.'],
    ])('rejects %s with the page’s words and stores nothing', async (_label, override, message) => {
      const refId = await startSession();
      const before = await snapshot();
      const res = await post('/api/submit', submitBody(refId, override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await snapshot()).toBe(before);
    });

    it.each([
      ['an unknown field', { admin: true }],
      [
        'an eleventh answer',
        { answers: { ...keyed(P1_ANSWERS), q11: 'one more answer here now' } },
      ],
      ['nine answers', { answers: keyed(P1_ANSWERS.slice(0, 9)) }],
      ['an unknown person1 field', { person1: { ...person1, age: 30 } }],
      ['a free product', { productType: 'storm' }],
    ])('rejects %s with 400', async (_label, override) => {
      const refId = await startSession();
      const before = await snapshot();
      const res = await post('/api/submit', submitBody(refId, override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
      expect(await snapshot()).toBe(before);
    });

    it('refuses a body over 64 KiB with 413', async () => {
      const refId = await startSession();
      const res = await post(
        '/api/submit',
        submitBody(refId, { answers: keyed(P1_ANSWERS.map(() => 'word '.repeat(14000))) }),
      );
      expect(res.statusCode).toBe(413);
    });

    it('never uses a submission whose stored content was changed (signature check)', async () => {
      const refId = await startSession();
      const { submissionId } = (await post('/api/submit', submitBody(refId))).json();
      await t.testDatabase.database.db.execute(
        sql`update secure_submissions set content = jsonb_set(content, '{person1,name}', '"Mallory"') where submission_id = ${capabilityDigest(submissionId)}`,
      );
      const res = await view(refId);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Mallory');
      expect(t.logs.join('\n')).toContain('failed its signature check');
    });
  });

  describe('POST /api/person2/submit', () => {
    it('stores the partner’s choices and, with person 1, makes the session answered', async () => {
      const refId = await startSession();
      await post('/api/submit', submitBody(refId));
      const res = await post(
        '/api/person2/submit',
        partnerBody(refId, { email: 'Sam@Example.com' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        message: 'Your answers have been submitted.',
        replaced: false,
      });
      expect((await view(refId)).json()).toMatchObject({
        state: 'answered',
        person1Answered: true,
        person2Answered: true,
        person2Source: 'choice',
        person2EmailKnown: true,
        person2CanAnswer: true,
      });
      const [stored] = await rows<{ p2_answers: string[]; p2_email: string }>(
        sql`select p2_answers, p2_email from couple_sessions where ref_id = ${capabilityDigest(refId)}`,
      );
      expect(stored).toEqual({ p2_answers: P2_CHOICES, p2_email: 'sam@example.com' });
    });

    it('lets the partner answer first, then replace their answers from the paste page', async () => {
      const refId = await startSession();
      await post('/api/person2/submit', partnerBody(refId));
      expect((await view(refId)).json()).toMatchObject({
        state: 'collecting',
        person1Answered: false,
        person2Answered: true,
      });
      const res = await post(
        '/api/person2/submit',
        partnerBody(refId, { source: 'paste', answers: keyed(P2_TEXT.map((a) => `  ${a}  `)) }),
      );
      expect(res.json()).toEqual({
        ok: true,
        message: 'Your new answers replaced the ones sent before.',
        replaced: true,
      });
      const [stored] = await rows<{ p2_answers: string[]; p2_source: string }>(
        sql`select p2_answers, p2_source from couple_sessions where ref_id = ${capabilityDigest(refId)}`,
      );
      expect(stored).toEqual({ p2_answers: P2_TEXT, p2_source: 'paste' });
    });

    it.each([
      [
        'a choice that is not one of the options',
        { answers: keyed(P2_CHOICES.map((a, i) => (i === 4 ? 'Something else' : a))) },
        'Please choose one of the four options for every question.',
      ],
      [
        "another question's option",
        { answers: keyed(P2_CHOICES.map((a, i) => (i === 0 ? (P2_CHOICES[1] ?? '') : a))) },
        'Please choose one of the four options for every question.',
      ],
      [
        'a pasted answer under five words (D-16: words, not characters)',
        {
          source: 'paste',
          answers: keyed(P2_TEXT.map((a, i) => (i === 9 ? 'Plenty of characters, overall' : a))),
        },
        'Please make sure all 10 answers have at least 5 words each.',
      ],
      ['an address that is not one', { email: 'sam@' }, 'Please enter a valid email address.'],
      ['a filled honeypot', { website: 'spam' }, 'This request could not be accepted.'],
    ])('rejects %s and stores nothing', async (_label, override, message) => {
      const refId = await startSession();
      const before = await snapshot();
      const res = await post('/api/person2/submit', partnerBody(refId, override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await snapshot()).toBe(before);
    });

    it('rejects an unknown source or field with 400', async () => {
      const refId = await startSession();
      for (const override of [{ source: 'telepathy' }, { extra: 1 }]) {
        const res = await post('/api/person2/submit', partnerBody(refId, override));
        expect(res.statusCode).toBe(400);
      }
    });

    it('locks the answers once the session is paid and answered', async () => {
      const refId = await startSession();
      await post('/api/submit', submitBody(refId));
      await post('/api/person2/submit', partnerBody(refId));
      // The payment step (next issue) moves an answered session to 'paid'; seeded here.
      await t.testDatabase.database.db.execute(
        sql`update couple_sessions set state = 'paid' where ref_id = ${capabilityDigest(refId)}`,
      );
      const before = await snapshot();
      const partner = await post(
        '/api/person2/submit',
        partnerBody(refId, { source: 'paste', answers: keyed(P2_TEXT) }),
      );
      const person = await post('/api/submit', submitBody(refId));
      for (const res of [partner, person]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('locked');
      }
      expect(await snapshot()).toBe(before);
      expect((await view(refId)).json().person2CanAnswer).toBe(false);
    });

    it('lets the partner answer a session paid before they answered', async () => {
      const refId = await startSession();
      await post('/api/submit', submitBody(refId));
      await t.testDatabase.database.db.execute(
        sql`update couple_sessions set state = 'paid_awaiting_answers' where ref_id = ${capabilityDigest(refId)}`,
      );
      expect((await post('/api/person2/submit', partnerBody(refId))).statusCode).toBe(200);
      expect((await view(refId)).json().state).toBe('paid');
    });

    it('applies two simultaneous submissions one after the other', async () => {
      const refId = await startSession();
      const results = await Promise.all([
        post('/api/person2/submit', partnerBody(refId)),
        post(
          '/api/person2/submit',
          partnerBody(refId, { source: 'paste', answers: keyed(P2_TEXT) }),
        ),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(results.map((res) => res.json().replaced).sort()).toEqual([false, true]);
    });
  });

  describe('POST /api/email-submission (single page)', () => {
    it('stores both people’s answers at once, parsed with the page’s parser', async () => {
      const refId = await startSession('detonation_fosm');
      const res = await post(
        '/api/email-submission',
        singlePageBody(refId, { productType: 'fosm' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        error: null,
        aiStatus: 'awaiting_payment',
        warning: null,
        refId,
        // The product's payment link with the refId and the e-mail (docs/product.md §7), here the
        // test one.
        paymentUrl: `/test-checkout/link/detonation_fosm?client_reference_id=${refId}&prefilled_email=maya%40example.com`,
      });
      expect((await view(refId)).json()).toMatchObject({
        productType: 'detonation_fosm',
        state: 'answered',
        person1Name: 'Maya',
        partnerName: 'Sam',
        person2Source: 'single_page',
      });
      const [stored] = await rows<{ p2_answers: string[]; content: { answers: string[] } }>(
        sql`select s.p2_answers, x.content from couple_sessions s join secure_submissions x on x.submission_id = s.current_submission_id where s.ref_id = ${capabilityDigest(refId)}`,
      );
      expect(stored?.p2_answers).toEqual(P2_TEXT);
      expect(stored?.content.answers).toEqual(P1_ANSWERS);
    });

    it('accepts the blank-line fallback and uses the first ten of more replies', async () => {
      const refId = await startSession();
      const answersP2 = [...P2_TEXT, 'An eleventh reply that is not used.'].join('\n\n');
      const res = await post('/api/email-submission', singlePageBody(refId, { answersP2 }));
      expect(res.statusCode).toBe(200);
      const [stored] = await rows<{ p2_answers: string[] }>(
        sql`select p2_answers from couple_sessions where ref_id = ${capabilityDigest(refId)}`,
      );
      expect(stored?.p2_answers).toEqual(P2_TEXT);
    });

    it('warns when it replaces answers sent before', async () => {
      const refId = await startSession();
      await post('/api/email-submission', singlePageBody(refId));
      const res = await post('/api/email-submission', singlePageBody(refId));
      expect(res.json().warning).toBe(
        'These answers replaced the ones sent earlier for this session.',
      );
    });

    it.each([
      ['no name', { person1: '' }, 'Fill your name, email, and partner name.'],
      ['no e-mail', { email: ' ' }, 'Fill your name, email, and partner name.'],
      ['no partner name', { partnerName: '' }, 'Fill your name, email, and partner name.'],
      ['an address that is not one', { email: 'maya' }, 'Please enter a valid email address.'],
      [
        'a short third answer',
        { answersP1: formatNumberedReplies(P1_ANSWERS.map((a, i) => (i === 2 ? 'too short' : a))) },
        'Q3: need at least 5 words.',
      ],
      [
        'answers not in the numbered format',
        { answersP1: P1_ANSWERS.join('\n') },
        "Send person 1's answers as 10 numbered lines ('1. answer' to '10. answer') separated by blank lines.",
      ],
      ['an empty paste box', { answersP2: '  \n ' }, "Paste your partner's answers."],
      ['nine replies', { answersP2: P2_TEXT.slice(0, 9).join('\n\n') }, PARTNER_BLOCK_MESSAGE],
      [
        'a short reply',
        { answersP2: P2_TEXT.map((a, i) => `${i + 1}. ${i === 5 ? 'yes' : a}`).join('\n') },
        PARTNER_BLOCK_MESSAGE,
      ],
      ['dual_scan (D-03)', { productType: 'dual_scan' }, 'Payment option not available'],
      ['a filled honeypot', { website: 'x' }, 'This request could not be accepted.'],
    ])('rejects %s with the page’s words and stores nothing', async (_label, override, message) => {
      const refId = await startSession();
      const before = await snapshot();
      const res = await post('/api/email-submission', singlePageBody(refId, override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await snapshot()).toBe(before);
    });

    it('checks the rules in the page’s order: contact fields before answers', async () => {
      const refId = await startSession();
      const res = await post(
        '/api/email-submission',
        singlePageBody(refId, { person1: '', answersP2: '' }),
      );
      expect(res.json().error.message).toBe('Fill your name, email, and partner name.');
    });
  });

  describe('POST /api/session-checkout', () => {
    it('says truthfully whose answers are missing', async () => {
      const refId = await startSession();
      await post('/api/person2/submit', partnerBody(refId));
      const res = await post('/api/session-checkout', { refId });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'answers_missing',
        message:
          "Both partners need to answer before payment. Still missing: the first person's answers.",
      });
    });

    it('opens one checkout for a fully answered session, however often it is asked', async () => {
      const refId = await startSession();
      await post('/api/email-submission', singlePageBody(refId));
      const first = await post('/api/session-checkout', { refId });
      const second = await post('/api/session-checkout', { refId });
      expect(first.statusCode).toBe(200);
      expect(first.json().url).toMatch(/^\/test-checkout\/cs_local_\w{22}$/);
      expect(second.json().url).toBe(first.json().url);
      // Opening a checkout is not paying: the session stays answered.
      expect((await view(refId)).json().state).toBe('answered');
    });
  });

  describe('the database enforces what it can', () => {
    it('refuses a state that does not match the answers held', async () => {
      const refId = await startSession();
      await expect(
        t.testDatabase.database.db.execute(
          sql`update couple_sessions set state = 'answered' where ref_id = ${capabilityDigest(refId)}`,
        ),
      ).rejects.toThrow();
      await expect(
        t.testDatabase.database.db.execute(
          sql`update couple_sessions set product_type = 'storm' where ref_id = ${capabilityDigest(refId)}`,
        ),
      ).rejects.toThrow();
      await expect(
        t.testDatabase.database.db.execute(
          sql`update couple_sessions set p2_answers = '["one"]'::jsonb, p2_source = 'paste', p2_answered_at = now() where ref_id = ${capabilityDigest(refId)}`,
        ),
      ).rejects.toThrow();
    });

    it('keeps one current submission per session', async () => {
      const refId = await startSession();
      await post('/api/submit', submitBody(refId));
      await expect(
        t.testDatabase.database.db.execute(
          sql`insert into secure_submissions (submission_id, ref_id, source, content, signature) values ('sub_x', ${capabilityDigest(refId)}, 'two_step', '{}'::jsonb, 'v1.x')`,
        ),
      ).rejects.toThrow();
    });
  });

  describe('rate limits and privacy', () => {
    it('limits session starts per address', async () => {
      const address = { remoteAddress: '10.99.0.1' };
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/start-session',
          payload: { productType: 'detonation' },
          ...address,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('logs no names, addresses, answers or refIds', async () => {
      const refId = await startSession();
      await post('/api/email-submission', singlePageBody(refId));
      const logs = t.logs.join('\n');
      for (const secret of [refId, 'Maya', 'maya@example.com', P1_ANSWERS[0], P2_TEXT[0]]) {
        expect(logs).not.toContain(secret);
      }
    });
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every per-address limit', async () => {
    const t = await createTestApp({ settings: { rateLimitMultiplier: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/start-session',
          payload: { productType: 'detonation' },
          remoteAddress: '10.98.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(40);
      expect(statuses[40]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const start = (t: TestApp, forwardedFor: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/start-session',
      payload: { productType: 'detonation' },
      // Every request reaches the app from the load balancer's address.
      remoteAddress: '10.0.0.2',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it.each([
    ['addresses', ['10.0.0.0/8']],
    ['a hop count', 1],
  ] as const)(
    'counts limits per client behind a proxy named by %s, per connection without it',
    async (_how, trustProxy) => {
      const behind = await createTestApp({
        settings: { trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] },
      });
      const direct = await createTestApp();
      try {
        const first: number[] = [];
        for (let i = 0; i < 21; i++) first.push((await start(behind, '203.0.113.7')).statusCode);
        expect(first.slice(0, 20).every((status) => status === 201)).toBe(true);
        expect(first[20]).toBe(429);
        // Another client behind the same balancer has its own allowance.
        expect((await start(behind, '198.51.100.4')).statusCode).toBe(201);

        // Unnamed, the header is ignored: changing it does not escape the limit.
        const spoofed: number[] = [];
        for (let i = 0; i < 21; i++)
          spoofed.push((await start(direct, `198.51.100.${i}`)).statusCode);
        expect(spoofed[20]).toBe(429);
      } finally {
        await behind.close();
        await direct.close();
      }
    },
  );
});
