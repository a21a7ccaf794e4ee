/**
 * D-24 on the server (docs/product.md §5, docs/scoring.md 'Readable answers (D-24)'): every route
 * that takes typed or pasted answers refuses the ones the report cannot read with a 400
 * 'answer_not_readable' in the page's own words (src/shared/validation/readability.ts), names the
 * answer, and stores nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { stormQuestions } from '../../src/shared/questions/storm';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import {
  READABILITY_MESSAGES,
  type ReadabilityCode,
  repeatedMessage,
} from '../../src/shared/validation/readability';
import { createTestApp, type TestApp } from '../helpers/test-app';

const P1_ANSWERS = [
  'Calm and warm, with music on and someone asking about my day.',
  'People think I am cold, but I am shy until I trust someone.',
  'Feeling safe enough to say anything without being judged.',
  'My grandparents, who still hold hands at the supermarket.',
  'Half into savings and half on a weekend away for the two of us.',
  'Choosing each other on the boring days as well as the good ones.',
  'Coffee, work, a walk by the river, dinner together, early night.',
  'Last summer, camping with my sister, no signal and no makeup.',
  'I go quiet. I want a hug and some time, then a proper talk.',
  'My own friends and hobbies, and trust that we come back to each other.',
];
const P2_ANSWERS = [
  'I need a little time to cool off, then I want to talk it through.',
  'Kindness, and someone who makes me laugh on a bad day.',
  'Making coffee in the morning and doing the jobs nobody likes.',
  'We talk it over properly, sleep on it, then decide together.',
  'An evening or two a week to myself is plenty for me.',
  'Listen first, then help me make a plan if I ask for one.',
  'Bills shared, and a bit of money each that nobody asks about.',
  'Telling each other the scary stuff and still feeling safe.',
  'We back each other in public and talk it through at home.',
  'Mostly routine, with a surprise weekend away now and then.',
];
const STORM_ANSWERS = [
  'We talk it through the same evening, calmly, even when it is hard.',
  'I want a hug and a bit of quiet, then to talk about it together.',
  'We plan money together and share a budget we both agree on.',
  'Time together matters most to me, evenings and weekends as a pair.',
  'I want us to build a home and a family together in the next few years.',
];

/** One unreadable answer per kind, for the question at `index` of `questions` (0-based). */
function unreadable(
  code: ReadabilityCode,
  answers: readonly string[],
  questions: readonly string[],
  index: number,
): { answers: string[]; message: string } {
  const changed = [...answers];
  const bad: Record<Exclude<ReadabilityCode, 'repeated'>, string> = {
    keyboard_mash: 'asdf jkl qwer sdkjfh sdfkjh',
    padded_word: 'love love love love love',
    copied_question: questions[index] ?? '',
    emoji_only: '😊 😊 😊 😊 😊',
    not_english: 'Quiero llegar a una casa tranquila, con música y alguien que me abrace.',
  };
  changed[index] = code === 'repeated' ? (answers[0] ?? '') : bad[code];
  const message = code === 'repeated' ? repeatedMessage(1) : READABILITY_MESSAGES[code];
  return { answers: changed, message };
}

const CODES: ReadabilityCode[] = [
  'keyboard_mash',
  'padded_word',
  'repeated',
  'copied_question',
  'emoji_only',
  'not_english',
];

const OPEN_TEXTS = [
  'What kind of energy do you want to come home to?',
  'What do people usually get wrong about you?',
  'What does intimacy mean to you?',
];
const PARTNER_TEXTS = partnerQuestions.map((question) => question.text);
const STORM_PROMPTS = stormQuestions.map((question) => question.partnerPrompt);

let ip = 0;
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}` };
}

const keyed = (list: readonly string[]) =>
  Object.fromEntries(list.map((answer, i) => [`q${i + 1}`, answer]));

describe('answers the report cannot read (D-24)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
    const result = await t.testDatabase.database.db.execute(query);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  /** Everything the answer tables hold, to prove that a refused request changed nothing. */
  async function snapshot(): Promise<string> {
    return JSON.stringify({
      sessions: await rows(sql`select * from couple_sessions order by ref_id`),
      submissions: await rows(sql`select * from secure_submissions order by submission_id`),
      storm: await rows(sql`select * from storm_invites order by token`),
    });
  }

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, ...from() });
  }

  async function startSession(): Promise<string> {
    const res = await post('/api/start-session', { productType: 'detonation' });
    expect(res.statusCode).toBe(201);
    return res.json().refId;
  }

  function submitBody(refId: string, answers: readonly string[]) {
    return {
      refId,
      person1: { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam' },
      answers: keyed(answers),
      productType: 'detonation',
      honeypot: '',
    };
  }

  function singlePageBody(refId: string, p1: readonly string[], p2: readonly string[]) {
    return {
      refId,
      productType: 'detonation',
      email: 'maya@example.com',
      phone: '',
      person1: 'Maya',
      partnerName: 'Sam',
      answersP1: formatNumberedReplies(p1),
      answersP2: p2.map((answer, i) => `${i + 1}) ${answer}`).join('\n'),
    };
  }

  async function expectRefused(
    request: () => Promise<{ statusCode: number; json: () => unknown }>,
    message: string,
  ) {
    const before = await snapshot();
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'answer_not_readable', message } });
    expect(await snapshot()).toBe(before);
  }

  describe('POST /api/submit (two-step flow)', () => {
    it.each(CODES)('refuses %s, naming the question', async (code) => {
      const refId = await startSession();
      const { answers, message } = unreadable(code, P1_ANSWERS, OPEN_TEXTS, 2);
      await expectRefused(() => post('/api/submit', submitBody(refId, answers)), `Q3: ${message}`);
    });

    it('accepts real answers', async () => {
      const refId = await startSession();
      const res = await post('/api/submit', submitBody(refId, P1_ANSWERS));
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /api/person2/submit (pasted answers)', () => {
    it.each(CODES)('refuses %s, naming the question', async (code) => {
      const refId = await startSession();
      const { answers, message } = unreadable(code, P2_ANSWERS, PARTNER_TEXTS, 4);
      await expectRefused(
        () => post('/api/person2/submit', { refId, answers: keyed(answers), source: 'paste' }),
        `Q5: ${message}`,
      );
    });

    it("accepts /p2's option texts pasted as the answers", async () => {
      const refId = await startSession();
      const options = partnerQuestions.map((question) => question.options[1] ?? '');
      // The paste page's word rule still applies: options under five words get a few more.
      const answers = options.map((option) =>
        option.split(/\s+/).length >= 5 ? option : `${option} That is me.`,
      );
      const res = await post('/api/person2/submit', {
        refId,
        answers: keyed(answers),
        source: 'paste',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /api/email-submission (single page)', () => {
    it.each(CODES)("refuses %s in person 1's answers, naming the question", async (code) => {
      const refId = await startSession();
      const { answers, message } = unreadable(code, P1_ANSWERS, OPEN_TEXTS, 2);
      await expectRefused(
        () => post('/api/email-submission', singlePageBody(refId, answers, P2_ANSWERS)),
        `Q3: ${message}`,
      );
    });

    it.each(CODES)("refuses %s in the partner's pasted replies, naming the reply", async (code) => {
      const refId = await startSession();
      const { answers, message } = unreadable(code, P2_ANSWERS, PARTNER_TEXTS, 6);
      await expectRefused(
        () => post('/api/email-submission', singlePageBody(refId, P1_ANSWERS, answers)),
        `Your partner's answer 7: ${message}`,
      );
    });

    it('accepts real answers from both', async () => {
      const refId = await startSession();
      const res = await post(
        '/api/email-submission',
        singlePageBody(refId, P1_ANSWERS, P2_ANSWERS),
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /api/storm/submit/<token> (the free scan partner)', () => {
    async function stormToken(): Promise<string> {
      const created = await post('/api/assessments', {
        tier: 'free',
        profile: {
          fullName: 'Sam Rivera',
          email: 'sam@example.com',
          primaryLoveLanguage: 'quality-time',
          secondaryLoveLanguage: 'words-of-affirmation',
        },
        website: '',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const responses = Object.fromEntries(stormQuestions.map((q) => [q.id, q.options[0] ?? '']));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { responses },
        ...from(),
      });
      expect(res.statusCode).toBe(200);
      return res.json().storm.token;
    }

    it.each(CODES)('refuses %s, naming the answer, and records nothing', async (code) => {
      const token = await stormToken();
      const { answers, message } = unreadable(code, STORM_ANSWERS, STORM_PROMPTS, 1);
      await expectRefused(() => post(`/api/storm/submit/${token}`, { answers }), `Q2: ${message}`);
      const invite = await t.app.inject({ method: 'GET', url: `/api/storm/${token}` });
      expect(invite.json().answered).toBe(false);
    });

    it('accepts short real answers (the free scan has no word minimum)', async () => {
      const token = await stormToken();
      const res = await post(`/api/storm/submit/${token}`, {
        answers: [
          'We talk it out.',
          'A hug.',
          'Split it 50/50.',
          'Most evenings.',
          'Kids, dog, garden.',
        ],
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
