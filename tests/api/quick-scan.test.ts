import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignStorm } from '../../src/engine/storm/align-storm';
import { CHOSEN_OPTIONS_REASON } from '../../src/engine/storm/fosm-sample';
import { parseEnv } from '../../src/server/config';
import { STORM_ANSWER_MAX_CHARS } from '../../src/shared/api/storm';
import { stormQuestions } from '../../src/shared/questions/storm';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../src/shared/safety/resources';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Question = { id: string; text: string; options: string[] };

const profile = {
  fullName: 'Sam Rivera',
  email: 'Sam.Rivera@Example.com',
  primaryLoveLanguage: 'quality-time',
  secondaryLoveLanguage: 'words-of-affirmation',
} as const;

const partnerAnswers = [
  'We talk it through the same evening, calmly, even when it is hard.',
  'I want a hug and a bit of quiet, then to talk about it together.',
  'We plan money together and share a budget we both agree on.',
  'Time together matters most to me, evenings and weekends as a pair.',
  'I want us to build a home and a family together in the next few years.',
];

/** A real answer of exactly 600 characters: D-24 refuses filler such as 'yyyy…'. */
const LONG_ANSWER = [
  'When I picture the two of us a few years from now, I hope we have a small house with a',
  'garden, a dog that sleeps on the sofa, and friends over for long dinners on Saturdays. I',
  'want us both to like our jobs, or at least not to dread Mondays, and to have saved enough',
  'to travel somewhere new every summer. Kids maybe, if it feels right, but not in a rush.',
  'Mostly I hope we still laugh at the same stupid things, still talk before we sleep, and',
  'still choose each other on the dull days as well as the good ones. Honestly, I would be',
  'happy with a quiet life as long as it is ours, with room for both of our families too.',
]
  .join(' ')
  .slice(0, STORM_ANSWER_MAX_CHARS);

let ip = 0;
/** Each test speaks from its own address, so per-IP rate limits count only its own requests. */
function from(): { remoteAddress: string } {
  ip += 1;
  return { remoteAddress: `10.0.${Math.floor(ip / 250)}.${ip % 250}` };
}

describe('the free quick scan API', () => {
  let t: TestApp;
  let stormSet: Question[];

  async function count(table: string): Promise<number> {
    const result = await t.testDatabase.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  async function createAssessment(tier = 'free', body: Record<string, unknown> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: { tier, profile, website: '', ...body },
      ...from(),
    });
  }

  function firstOptions(set: Question[]): Record<string, string> {
    return Object.fromEntries(set.map((q) => [q.id, q.options[0] ?? '']));
  }

  function saveAnswers(id: string, responses: Record<string, string>) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/assessments/${id}`,
      payload: { responses },
      ...from(),
    });
  }

  const paidSet = async (): Promise<Question[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/questions/detonation_plus' })).json();

  /** Person 1 through the storm questions: returns the assessment id and the invite token. */
  async function answeredStorm(): Promise<{ id: string; token: string }> {
    const { id } = (await createAssessment()).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/assessments/${id}`,
      payload: { responses: firstOptions(stormSet) },
      ...from(),
    });
    expect(res.statusCode).toBe(200);
    return { id, token: res.json().storm.token };
  }

  beforeAll(async () => {
    t = await createTestApp();
    stormSet = (await t.app.inject({ method: 'GET', url: '/api/questions/storm' })).json();
  });
  afterAll(() => t.close());

  describe('GET /api/questions/<tier>', () => {
    it('serves the 5 storm questions with 4 options each, under every alias', async () => {
      expect(stormSet).toHaveLength(5);
      for (const question of stormSet) expect(question.options).toHaveLength(4);
      const free = (await t.app.inject({ method: 'GET', url: '/api/questions/free' })).json();
      expect(free).toEqual(stormSet);
    });

    it('serves the 10 paid questions for both paid tiers', async () => {
      const detonation = (
        await t.app.inject({ method: 'GET', url: '/api/questions/detonation' })
      ).json();
      expect(detonation).toHaveLength(10);
      for (const alias of ['detonation_plus', 'detonation_fosm', 'detonation_max', 'max']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/questions/${alias}` });
        expect(res.json()).toEqual(detonation);
      }
    });

    it.each(['gold', 'dual_scan', 'DETONATION'])(
      'answers an unknown tier %j with 400',
      async (tier) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/questions/${tier}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          code: 'unknown_tier',
          message: `Unknown tier: ${tier}`,
        });
      },
    );
  });

  describe('POST /api/assessments', () => {
    it('creates the assessment and records the profile as a user', async () => {
      const before = await count('users');
      const res = await createAssessment('free');
      expect(res.statusCode).toBe(201);
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await count('users')).toBe(before + 1);
    });

    it('gives a returning e-mail address its own profile, leaving the earlier one as it was', async () => {
      const users = await count('users');
      const res = await createAssessment('detonation', {
        profile: { ...profile, email: 'sam.rivera@example.COM', fullName: 'Someone Else' },
      });
      expect(res.statusCode).toBe(201);
      // A typed address is not proven (decision 012): a new row, not the stored profile.
      expect(await count('users')).toBe(users + 1);
      const rows = await t.testDatabase.database.db.execute(
        sql`select u.full_name, a.tier, a.amount from assessments a join users u on u.id = a.user_id where a.id = ${res.json().id}`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
        full_name: 'Someone Else',
        tier: 'detonation',
        amount: '9.99',
      });
      const earlier = await t.testDatabase.database.db.execute(
        sql`select count(*)::int as n from users where full_name = 'Sam Rivera'`,
      );
      expect((earlier as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
    });

    it.each([
      [{ tier: 'gold' }, 'unknown_tier'],
      [{ tier: 'dual_scan' }, 'unknown_tier'],
      [{ profile: { ...profile, email: 'not-an-address' } }, 'invalid_request'],
      [{ profile: { ...profile, primaryLoveLanguage: 'chocolate' } }, 'invalid_request'],
      [{ profile: { ...profile, fullName: '   ' } }, 'invalid_request'],
      [{ profile: { ...profile, isAdmin: true } }, 'invalid_request'],
      [{ extra: 1 }, 'invalid_request'],
      [{ website: 'https://spam.example' }, 'rejected'],
    ])('rejects %j with %s and stores nothing', async (override, code) => {
      const before = [await count('users'), await count('assessments')];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: { tier: 'free', profile, website: '', ...override },
        ...from(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message.length).toBeGreaterThan(5);
      expect([await count('users'), await count('assessments')]).toEqual(before);
    });

    it('names the missing field', async () => {
      const { email: _email, ...withoutEmail } = profile;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: { tier: 'free', profile: withoutEmail },
        ...from(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('profile.email');
    });
  });

  describe('GET and PATCH /api/assessments/<id>', () => {
    it('reports a new assessment as not completed, without an invitation', async () => {
      const { id } = (await createAssessment()).json();
      const res = await t.app.inject({ method: 'GET', url: `/api/assessments/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ id, tier: 'storm', completed: false, storm: null });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
      'answers the same 404 for %j',
      async (id) => {
        const get = await t.app.inject({
          method: 'GET',
          url: `/api/assessments/${encodeURIComponent(id)}`,
        });
        expect(get.statusCode).toBe(404);
        expect(get.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
        const patch = await t.app.inject({
          method: 'PATCH',
          url: `/api/assessments/${encodeURIComponent(id)}`,
          payload: { responses: firstOptions(stormSet) },
        });
        expect(patch.statusCode).toBe(404);
      },
    );

    it.each([
      [
        'an unknown question',
        (r: Record<string, string>) => ({ ...r, 'storm-nope': 'x' }),
        'unknown_question',
      ],
      [
        'an option that is not offered',
        (r: Record<string, string>) => ({ ...r, [Object.keys(r)[0] ?? '']: 'Something else' }),
        'unknown_option',
      ],
      [
        'a missing answer',
        (r: Record<string, string>) => Object.fromEntries(Object.entries(r).slice(1)),
        'incomplete_responses',
      ],
    ])('rejects %s with 400 and changes nothing', async (_what, change, code) => {
      const { id } = (await createAssessment()).json();
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { responses: change(firstOptions(stormSet)) },
        ...from(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
      const status = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}` })).json();
      expect(status).toMatchObject({ completed: false, storm: null });
    });

    it("rejects the other set's answers, complete and valid there, with 400 and changes nothing", async () => {
      const { id } = (await createAssessment()).json();
      const res = await saveAnswers(id, firstOptions(await paidSet()));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('unknown_question');
      const status = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}` })).json();
      expect(status).toMatchObject({ completed: false, storm: null });
    });

    it('saves a complete storm questionnaire and opens one unguessable invitation', async () => {
      const { id } = (await createAssessment()).json();
      const patch = () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/assessments/${id}`,
          payload: { responses: firstOptions(stormSet) },
          ...from(),
        });
      const first = await patch();
      expect(first.statusCode).toBe(200);
      const token = first.json().storm.token;
      expect(token).toMatch(/^stm_[0-9A-Za-z]{22}$/);
      expect(first.json()).toEqual({
        id,
        tier: 'storm',
        completed: true,
        storm: { token, partnerAnswered: false },
      });
      const again = await patch();
      expect(again.json().storm.token).toBe(token);
    });

    it('saves a paid questionnaire without an invitation', async () => {
      const { id } = (await createAssessment('detonation_plus')).json();
      const res = await saveAnswers(id, firstOptions(await paidSet()));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, tier: 'detonation_fosm', completed: true, storm: null });
    });
  });

  describe('the partner side: /api/storm/...', () => {
    it('shows the partner who asked and the five prompts, without caching', async () => {
      const { token } = await answeredStorm();
      const res = await t.app.inject({ method: 'GET', url: `/api/storm/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const invite = res.json();
      expect(invite.inviterName).toBe('Sam');
      expect(invite.answered).toBe(false);
      expect(invite.prompts).toHaveLength(5);
      expect(JSON.stringify(invite)).not.toContain('Rivera');
      expect(JSON.stringify(invite)).not.toContain('example.com');
    });

    it.each(['stm_AAAAAAAAAAAAAAAAAAAAAA', 'stm_short', 'anything', '%27%20or%201%3D1'])(
      'answers the same 404 for the unknown token %j',
      async (token) => {
        for (const url of [`/api/storm/${token}`, `/api/storm/result/${token}`]) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
        }
        const submit = await t.app.inject({
          method: 'POST',
          url: `/api/storm/submit/${token}`,
          payload: { answers: partnerAnswers },
          ...from(),
        });
        expect(submit.statusCode).toBe(404);
      },
    );

    it.each([
      ['four answers', partnerAnswers.slice(0, 4), 'must hold exactly 5 answers'],
      ['six answers', [...partnerAnswers, 'one more'], 'must hold exactly 5 answers'],
      ['a blank answer', [...partnerAnswers.slice(0, 4), '   '], 'Please answer all questions.'],
      [
        'an answer over 600 characters',
        [...partnerAnswers.slice(0, 4), 'x'.repeat(STORM_ANSWER_MAX_CHARS + 1)],
        'must be at most 600 characters',
      ],
    ])(
      'rejects %s with 400 and a message, and changes nothing',
      async (_what, answers, message) => {
        const { token } = await answeredStorm();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/storm/submit/${token}`,
          payload: { answers },
          ...from(),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(message);
        const result = (
          await t.app.inject({ method: 'GET', url: `/api/storm/result/${token}` })
        ).json();
        expect(result).toEqual({ status: 'waiting', inviterName: 'Sam' });
      },
    );

    it('accepts exactly 600 characters', async () => {
      const { token } = await answeredStorm();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/storm/submit/${token}`,
        payload: { answers: [...partnerAnswers.slice(0, 4), LONG_ANSWER] },
        ...from(),
      });
      expect(res.statusCode).toBe(200);
    });

    it('records the answers once, shows the engine reading of both, and refuses a second submit', async () => {
      const { id, token } = await answeredStorm();
      const submit = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/storm/submit/${token}`,
          payload: { answers: partnerAnswers.map((a) => `  ${a}  `), website: '' },
          ...from(),
        });
      const first = await submit();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });

      const result = (
        await t.app.inject({ method: 'GET', url: `/api/storm/result/${token}` })
      ).json();
      expect(result.status).toBe('complete');
      expect(result.inviterName).toBe('Sam');
      expect(Number.isInteger(result.result.alignment)).toBe(true);
      expect(result.result.alignment).toBeGreaterThanOrEqual(0);
      expect(result.result.alignment).toBeLessThanOrEqual(100);
      expect(result.result.tips.length).toBeGreaterThan(0);
      expect(result.result.flagged).toBe(false);
      // The scoring engine's reading of the stored answers (trimmed), made when it is shown.
      expect(result.result).toEqual(
        alignStorm({
          questions: stormQuestions,
          p1Choices: stormQuestions.map((q) => q.options[0] ?? ''),
          p2Answers: partnerAnswers,
          resources: DEFAULT_SAFETY_RESOURCES,
          p1FirstName: 'Sam',
        }),
      );
      // The FOSM sample (D-27): no reading of chosen options; the partner's five answers read.
      expect(result.result.fosmSample.person1).toEqual({
        read: false,
        reason: CHOSEN_OPTIONS_REASON,
      });
      expect(result.result.fosmSample.partner.read).toBe(true);
      expect([1, 3, 5]).toContain(result.result.fosmSample.partner.step);
      expect(result.result.fosmSample.partner.evidence.length).toBeGreaterThan(0);
      // Every result ends with the help line; SAFETY_RESOURCES unset gives the defaults.
      expect(result.helpLine).toBe(safetyHelpLine(DEFAULT_SAFETY_RESOURCES));
      expect(result.themes).toHaveLength(5);
      expect(result.p1.answers).toEqual(stormSet.map((q) => q.options[0]));
      expect(result.p2.answers).toEqual(partnerAnswers);

      const second = await submit();
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe('already_answered');
      const after = (
        await t.app.inject({ method: 'GET', url: `/api/storm/result/${token}` })
      ).json();
      expect(after).toEqual(result);

      const invite = (await t.app.inject({ method: 'GET', url: `/api/storm/${token}` })).json();
      expect(invite.answered).toBe(true);
      const status = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}` })).json();
      expect(status.storm).toEqual({ token, partnerAnswered: true });
    });

    it("says which themes the partner's answer does not speak to, instead of comparing them", async () => {
      const { token } = await answeredStorm();
      // Off-topic on money ('Time together without phones'), vague on the future.
      const answers = [
        partnerAnswers[0] ?? '',
        partnerAnswers[1] ?? '',
        'Time together without phones.',
        partnerAnswers[3] ?? '',
        'Happy, hopefully.',
      ];
      const submit = await t.app.inject({
        method: 'POST',
        url: `/api/storm/submit/${token}`,
        payload: { answers, website: '' },
        ...from(),
      });
      expect(submit.statusCode).toBe(200);
      const body = (
        await t.app.inject({ method: 'GET', url: `/api/storm/result/${token}` })
      ).json();
      expect(body.status).toBe('complete');
      expect(body.result.unclear).toContain(
        "Money: the partner's answer does not say how they would handle money, so we cannot compare.",
      );
      expect(body.result.unclear).toContain(
        "The future: the partner's answer does not say what they picture for the next few years, so we cannot compare.",
      );
      const compared = [...body.result.strengths, ...body.result.risks].join('\n');
      expect(compared).not.toMatch(/^(Money|The future):/m);
      expect(compared).not.toMatch(/pooling everything/);
    });

    it('lets exactly one of two simultaneous submits through', async () => {
      const { token } = await answeredStorm();
      const submit = (answers: string[]) =>
        t.app.inject({
          method: 'POST',
          url: `/api/storm/submit/${token}`,
          payload: { answers },
          ...from(),
        });
      const codes = (
        await Promise.all([submit(partnerAnswers), submit(partnerAnswers.slice().reverse())])
      )
        .map((res) => res.statusCode)
        .sort();
      expect(codes).toEqual([200, 409]);
    });

    it("keeps person 1's answers fixed once the partner has answered", async () => {
      const { id, token } = await answeredStorm();
      await t.app.inject({
        method: 'POST',
        url: `/api/storm/submit/${token}`,
        payload: { answers: partnerAnswers },
        ...from(),
      });
      const changed = Object.fromEntries(stormSet.map((q) => [q.id, q.options[1] ?? '']));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { responses: changed },
        ...from(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('already_answered');
      const same = await t.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { responses: firstOptions(stormSet) },
        ...from(),
      });
      expect(same.statusCode).toBe(200);
    });

    it('rejects a filled honeypot and changes nothing', async () => {
      const { token } = await answeredStorm();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/storm/submit/${token}`,
        payload: { answers: partnerAnswers, website: 'http://spam' },
        ...from(),
      });
      expect(res.statusCode).toBe(400);
      const result = (
        await t.app.inject({ method: 'GET', url: `/api/storm/result/${token}` })
      ).json();
      expect(result.status).toBe('waiting');
    });
  });

  it('logs no names, addresses, answers or tokens', async () => {
    const { token } = await answeredStorm();
    await t.app.inject({
      method: 'POST',
      url: `/api/storm/submit/${token}`,
      payload: { answers: partnerAnswers },
      ...from(),
    });
    const logs = t.logs.join('\n');
    for (const secret of [token, 'Rivera', 'sam.rivera', 'budget we both agree']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('rate-limits writes per client address with a JSON 429', async () => {
    const address = { remoteAddress: '192.0.2.77' };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: { tier: 'free', profile },
        ...address,
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('rate_limited');
      }
    }
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the free quick scan API: the safety rule (D-22) and the help line', () => {
  /** SAFETY_RESOURCES as an operator sets it, read the way the server reads it. */
  const resources = parseEnv({
    SAFETY_RESOURCES:
      'Safe Line Testland: 0800 123 456 (free, 24/7) | Text SAFE to 85258. | Emergency: 999',
  }).SAFETY_RESOURCES;
  if (!resources) throw new Error('SAFETY_RESOURCES did not parse');
  const disclosure = 'He checks my phone every night and I am scared of him.';
  const disclosing = [...partnerAnswers.slice(0, 2), disclosure, ...partnerAnswers.slice(3)];

  let t: TestApp;
  let options: string[];

  beforeAll(async () => {
    t = await createTestApp({ settings: { safetyResources: resources } });
    options = stormQuestions.map((q) => q.options[0] ?? '');
  });
  afterAll(() => t.close());

  /** Person 1 answers, the partner submits `answers`; returns both people's ways to the result. */
  async function completedScan(answers: readonly string[]) {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: { tier: 'free', profile, website: '' },
        ...from(),
      })
    ).json();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/assessments/${id}`,
      payload: { responses: Object.fromEntries(stormQuestions.map((q, i) => [q.id, options[i]])) },
      ...from(),
    });
    const token: string = patch.json().storm.token;
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/storm/submit/${token}`,
      payload: { answers },
      ...from(),
    });
    expect(submit.statusCode).toBe(200);
    // Person 1 finds the token on their assessment; the partner has it in their link.
    const status = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}` })).json();
    expect(status.storm).toEqual({ token, partnerAnswered: true });
    const view = (path: string) => t.app.inject({ method: 'GET', url: path });
    return {
      person1: await view(`/api/storm/result/${status.storm.token}`),
      partner: await view(`/api/storm/result/${token}`),
      status: JSON.stringify(status),
    };
  }

  it('answers a disclosure with the note and the resources, and no alignment or answers', async () => {
    const { person1, status } = await completedScan(disclosing);
    expect(person1.statusCode).toBe(200);
    expect(person1.headers['cache-control']).toBe('no-store');
    const body = person1.json();
    expect(Object.keys(body).sort()).toEqual(['helpLine', 'result', 'status']);
    expect(body.status).toBe('complete');
    expect(body.result).toEqual({
      flagged: true,
      note: expect.stringContaining('not the right tool'),
      resources,
    });
    expect(body.result.note).toMatch(/Everyone deserves to feel safe/);
    expect(body.result.note).toMatch(/Nothing here says who wrote what/);
    expect(person1.body).not.toMatch(
      /alignment|strengths|risks|unclear|tips|themes|fosm|"p1"|"p2"/i,
    );
    // Neither person's answers, nor who asked, anywhere in the answer.
    for (const text of [...disclosing, ...options, 'checks my phone', 'scared', 'Sam', 'Rivera']) {
      expect(person1.body).not.toContain(text);
      expect(status).not.toContain(text);
    }
  });

  it('shows both people the same flagged result, byte for byte, every time', async () => {
    const { person1, partner } = await completedScan(disclosing);
    expect(partner.statusCode).toBe(200);
    expect(partner.body).toBe(person1.body);
    expect(partner.headers['content-type']).toBe(person1.headers['content-type']);
  });

  it('ends the flagged and the unflagged result with the configured help line', async () => {
    const helpLine = safetyHelpLine(resources);
    expect(helpLine).toContain('Safe Line Testland: 0800 123 456 (free, 24/7)');
    expect(helpLine).toContain('Text SAFE to 85258');
    expect(helpLine).not.toContain(DEFAULT_SAFETY_RESOURCES[0] ?? '');

    const flagged = (await completedScan(disclosing)).person1.json();
    expect(flagged.helpLine).toBe(helpLine);

    const { person1, partner } = await completedScan(partnerAnswers);
    const unflagged = person1.json();
    expect(unflagged.result.flagged).toBe(false);
    expect(Number.isInteger(unflagged.result.alignment)).toBe(true);
    expect(unflagged.result.fosmSample.person1.read).toBe(false);
    expect(unflagged.p2.answers).toEqual(partnerAnswers);
    expect(unflagged.helpLine).toBe(helpLine);
    expect(partner.body).toBe(person1.body);
    // The resources are listed only under the safety rule; otherwise the help line carries them.
    expect(unflagged.result).not.toHaveProperty('resources');
  });
});
