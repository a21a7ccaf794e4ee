import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../shared/questions/partner';
import type { ReportModel } from '../../shared/report/report-model';
import { NOT_ENOUGH } from '../../shared/report/score-band';
import {
  type CoupleShape,
  coupleOf,
  otherStance,
  PAIRED_THEMES,
  type PairedTheme,
  type Stances,
  shapeArb,
  stancesArb,
  swapCouple,
} from './fixtures/generate';
import { scoreCouple } from './score-couple';

/**
 * Issue #23 item 3: discrimination, symmetry and consistency as properties over generated
 * couples (fixtures/generate.ts). Runs in `npm test`; seeds are fixed so a failure replays.
 */

/** The partner agrees with person 1 on the first `k` themes of `order`, and differs on the rest. */
function partnerAgreeingOn(p1: Stances, order: readonly PairedTheme[], k: number, pick: number) {
  const p2 = { ...p1 };
  order.forEach((theme, i) => {
    if (i >= k) p2[theme] = otherStance(theme, p1[theme], pick + i);
  });
  return p2;
}

const agreeFamily = fc.record({
  p1: stancesArb,
  order: fc.shuffledSubarray(PAIRED_THEMES, {
    minLength: PAIRED_THEMES.length,
    maxLength: PAIRED_THEMES.length,
  }),
  pick: fc.nat(7),
  variant: fc.integer({ min: 0, max: 1 }),
  partnerOptions: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
  partnerWrites: fc.boolean(),
});

type Family = typeof agreeFamily extends fc.Arbitrary<infer T> ? T : never;

function familyScores(family: Family): ReportModel[] {
  return PAIRED_THEMES.map((_, index) => index)
    .concat(PAIRED_THEMES.length)
    .map((k) => {
      const shape: CoupleShape = {
        p1: family.p1,
        p2: partnerAgreeingOn(family.p1, family.order, k, family.pick),
        variant: family.variant,
        partnerOptions: family.partnerOptions,
        partnerWrites: family.partnerWrites,
      };
      return scoreCouple(coupleOf(shape));
    });
}

function agreed(model: ReportModel): number {
  return model.themes.filter((t) => t.verdict === 'agree').length;
}

describe('the couple score tells couples apart', () => {
  it('rises strictly with every theme the two agree on, and spans at least 30 points', () => {
    fc.assert(
      fc.property(agreeFamily, (family) => {
        const models = familyScores(family);
        // The generator's stances are what the engine reads: k themes agreed, the rest differ.
        models.forEach((model, k) => {
          expect(agreed(model)).toBe(k);
          expect(model.themes.filter((t) => t.verdict === 'differ')).toHaveLength(
            PAIRED_THEMES.length - k,
          );
        });
        const scores = models.map((m) => m.score ?? Number.NaN);
        for (let k = 1; k < scores.length; k += 1) {
          expect(scores[k], `score with ${k} themes agreed: ${scores.join(' ')}`).toBeGreaterThan(
            scores[k - 1] ?? Number.POSITIVE_INFINITY,
          );
        }
        const full = scores[scores.length - 1] ?? 0;
        const none = scores[0] ?? 0;
        expect(full - none).toBeGreaterThanOrEqual(30);
      }),
      { numRuns: 60, seed: 23 },
    );
  }, 120_000);
});

describe('the couple score does not depend on who is person 1', () => {
  it('swapping the partners (where the question sets allow) keeps the couple score and themes', () => {
    fc.assert(
      fc.property(shapeArb, (shape) => {
        // Both write in their own words, so each answer can move to the other set's question.
        const input = coupleOf({ ...shape, partnerWrites: true });
        const a = scoreCouple(input);
        const b = scoreCouple(swapCouple(input));
        expect(b.score).toBe(a.score);
        expect(b.grade).toBe(a.grade);
        expect(b.max?.partnerScores.person1).toBe(a.max?.partnerScores.person2);
        expect(b.max?.partnerScores.person2).toBe(a.max?.partnerScores.person1);
        expect(b.themes.map((t) => [t.id, t.verdict])).toEqual(
          a.themes.map((t) => [t.id, t.verdict]),
        );
        for (const [i, d] of a.dimensions.entries()) {
          expect(b.dimensions[i]?.score).toBe(d.score);
          expect(b.dimensions[i]?.byPerson).toEqual({
            person1: d.byPerson.person2,
            person2: d.byPerson.person1,
          });
        }
      }),
      { numRuns: 150, seed: 2027 },
    );
  }, 120_000);
});

/** Sentences a couple might write, from warm to hard, including denials and idealising. */
const EXTRA_SENTENCES = [
  'We argue about chores every week and he yells when he is tired.',
  'She never listens when I talk about work.',
  'He never hits me, but he goes quiet for days.',
  'We never fight, he is perfect, my soulmate.',
  'I appreciate how kind she is with my mum.',
  'I walk away when it gets loud and come back later.',
  'We are saving for a house and want kids one day.',
  'I guess it is fine, whatever, I am not sure.',
  'We laugh a lot and I feel safe with him.',
  'Sometimes I worry she will leave me.',
  'He is selfish with money and lazy at home.',
  'I need time to myself or I get cranky.',
  'We had a huge row about my sister last month.',
  'I am grateful for every morning coffee together.',
] as const;

const consistencyArb = fc.record({
  shape: shapeArb,
  extras: fc.array(
    fc.record({
      side: fc.constantFrom('person1Answers' as const, 'person2Answers' as const),
      question: fc.integer({ min: 0, max: 9 }),
      sentence: fc.constantFrom(...EXTRA_SENTENCES),
    }),
    { maxLength: 6 },
  ),
});

/** The /p2 option texts: a chosen option is never quoted as the person's own words. */
const OPTION_TEXTS = new Set(partnerQuestions.flatMap((q) => q.options));

/** Red flags that describe how the two fight. */
const CONFLICT_FLAGS = new Set(['contempt', 'criticism', 'stonewalling', 'defensiveness', 'blame']);

/** Every text of a report, joined, lower-cased. */
function textOf(model: ReportModel): string {
  const parts: string[] = [model.headline];
  for (const d of model.dynamics) parts.push(d.title, d.body);
  for (const d of model.dimensions) parts.push(d.summary);
  for (const f of model.redFlags) parts.push(f.title, f.explanation);
  for (const t of model.themes) parts.push(t.summary);
  if (model.honesty) parts.push(...model.honesty.insights);
  if (model.traumaBond) parts.push(model.traumaBond.summary);
  if (model.max) {
    parts.push(model.max.forecast, model.max.verdict);
    for (const s of model.max.shadowWork) parts.push(s.title, s.body);
    for (const s of model.max.actionPlan) parts.push(s.title, s.detail);
  }
  return parts.join('\n').toLowerCase();
}

/**
 * The claim pairs no report may both assert and deny. Each returns a message when it does.
 * Listed in docs/scoring.md ("Consistency").
 */
const CLAIM_PAIRS: readonly { name: string; check: (m: ReportModel) => string | null }[] = [
  {
    name: 'red flags',
    check: (m) =>
      m.redFlags.length > 0 && /no red flags|nothing here is a deal-breaker/.test(textOf(m))
        ? 'lists red flags and says there are none'
        : null,
  },
  {
    name: 'conflict',
    check: (m) => {
      const text = textOf(m);
      const describes =
        m.redFlags.some((f) => CONFLICT_FLAGS.has(f.id)) ||
        /four horsemen ride|weighted marker|you write about disagreements/.test(text);
      const denies =
        /neither of you writes about how a disagreement goes|say little about how you each handle a disagreement/.test(
          text,
        );
      return describes && denies ? 'describes conflict and says nobody wrote about it' : null;
    },
  },
  {
    name: 'contradictions',
    check: (m) =>
      /do not contradict|no place where your two accounts contradict/.test(textOf(m))
        ? 'offers a blanket "no contradiction"'
        : null,
  },
  {
    name: 'trauma bond',
    check: (m) => {
      if (!m.traumaBond) return null;
      const denies = /none of the patterns this check looks for/.test(
        m.traumaBond.summary.toLowerCase(),
      );
      const index = m.variables.filter((v) => v.name === 'trauma_bond_index');
      const high = index.some((v) => (v.value ?? 0) >= 0.6);
      if (m.traumaBond.detected && denies) return 'detects a trauma bond and denies it';
      if (m.traumaBond.detected !== high) return 'trauma bond finding and its index disagree';
      return null;
    },
  },
  {
    name: 'safety',
    check: (m) => {
      if (m.safety.flagged)
        return m.score !== null || m.redFlags.length > 0 || m.themes.length > 0
          ? 'flagged and still scored'
          : null;
      return m.safety.note !== null ? 'unflagged with a safety note' : null;
    },
  },
  {
    name: 'themes',
    check: (m) => {
      const text = textOf(m);
      for (const t of m.themes) {
        const title = t.title.toLowerCase();
        if (t.verdict === 'agree' && text.includes(`you differ on ${title}`))
          return `agrees on ${title} and says they differ`;
        if (t.verdict === 'differ' && text.includes(`you agree on ${title}`))
          return `differs on ${title} and says they agree`;
      }
      return null;
    },
  },
  {
    name: 'quotes',
    check: (m) => {
      for (const flag of m.redFlags) {
        for (const quote of flag.evidence) {
          if (/never hits me/i.test(quote.text))
            return `${flag.id} quotes a denial: "${quote.text}"`;
          if (OPTION_TEXTS.has(quote.text.trim())) return `${flag.id} quotes a chosen option`;
        }
      }
      return null;
    },
  },
  {
    name: 'verdict',
    check: (m) => {
      const text = textOf(m);
      return text.includes('different wants') && text.includes('under real strain')
        ? 'says the gap is in wants and that the relationship is under strain'
        : null;
    },
  },
  {
    name: 'honesty',
    check: (m) => {
      for (const person of ['person1', 'person2'] as const) {
        const own = m.variables.find((v) => v.scope === person && v.name === 'written_answers');
        if (own?.value === 0 && m.honesty?.[person].level !== null)
          return `a meter level for ${person}, who wrote nothing of their own`;
      }
      return null;
    },
  },
  {
    name: 'dimensions',
    check: (m) => {
      for (const d of m.dimensions) {
        if ((d.score === null) !== (d.summary === `${NOT_ENOUGH}.`))
          return `${d.label}: score ${d.score} with summary "${d.summary}"`;
      }
      return null;
    },
  },
];

describe('no report contradicts itself', () => {
  it('over 1,000 generated couples, no report both asserts and denies a listed claim', () => {
    fc.assert(
      fc.property(consistencyArb, ({ shape, extras }) => {
        const input = coupleOf(shape);
        for (const extra of extras) {
          const answers = [...input[extra.side]];
          answers[extra.question] = `${answers[extra.question] ?? ''} ${extra.sentence}`.trim();
          input[extra.side] = answers;
        }
        const model = scoreCouple(input);
        for (const claim of CLAIM_PAIRS) {
          expect(claim.check(model), claim.name).toBeNull();
        }
      }),
      { numRuns: 1000, seed: 1023 },
    );
  }, 300_000);
});
