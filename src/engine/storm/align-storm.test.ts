import { describe, expect, it } from 'vitest';
import {
  type StormAlignedResult,
  type StormResult,
  stormFlaggedResultSchema,
  stormResultSchema,
} from '../../shared/api/storm';
import { stormQuestions } from '../../shared/questions/storm';
import type { StormQuestion } from '../../shared/questions/types';
import { DEFAULT_SAFETY_RESOURCES } from '../../shared/safety/resources';
import { alignStorm } from './align-storm';
import { GENERAL_TIPS, STORM_SAFETY_NOTE } from './copy';
import { CHOSEN_OPTIONS_REASON } from './fosm-sample';

/** Person 1's choice on theme `theme` (0 conflict .. 4 future), option `option`. */
function choice(theme: number, option: number): string {
  const text = stormQuestions[theme]?.options[option];
  if (text === undefined) throw new Error(`no option ${theme}/${option}`);
  return text;
}

const RESOURCES = ['Helpline: 0800 000 000 (24/7).', 'In danger: call 112.'];

function align(
  p1Choices: readonly string[],
  p2Answers: readonly string[],
  extra: { resources?: readonly string[]; p1FirstName?: string } = {},
): StormResult {
  return alignStorm({
    questions: stormQuestions,
    p1Choices,
    p2Answers,
    resources: RESOURCES,
    ...extra,
  });
}

/** The result of answers that do not raise the safety rule. */
function run(p1Choices: readonly string[], p2Answers: readonly string[]): StormAlignedResult {
  const result = align(p1Choices, p2Answers);
  if (result.flagged) throw new Error('unexpected safety flag');
  return result;
}

const ALIGNED = {
  p1: [choice(0, 0), choice(1, 0), choice(2, 1), choice(3, 1), choice(4, 0)],
  p2: [
    "We usually talk it through the same evening. I hate leaving things unsaid, so I'd rather we sit down and sort it out right away.",
    'I just need someone to listen. Let me rant for ten minutes and hear me out, and I feel so much better.',
    'Split the bills fifty-fifty into a household account, and keep some money of our own for fun stuff.',
    'Lots of time together, but I like a night to myself once a week to read or see my sister.',
    'Honestly I want a home with a garden, a dog, and kids one day. Getting married and settling down with you.',
  ],
};

const OPPOSED = {
  p1: [choice(0, 0), choice(1, 3), choice(2, 0), choice(3, 0), choice(4, 0)],
  p2: [
    'I go quiet and let it go. Most things are not worth a fight, so I keep the peace and wait for it to blow over.',
    'Honestly I need to be left alone. Give me space and quiet until I can breathe again.',
    "Keep money separate. I like having my own account and paying my own way; I've always been financially independent.",
    'I need lots of space and my own thing. Seeing each other a few times a week is plenty; freedom matters to me.',
    'I want to travel, see the world, maybe live abroad for a while before anything else.',
  ],
};

const MIXED = {
  p1: [choice(0, 1), choice(1, 0), choice(2, 0), choice(3, 3), choice(4, 2)],
  p2: [
    'I usually need to cool off first and take a walk, then we come back and talk about it.',
    "A hug, mostly. Just stay with me and hold me; I don't need to talk about it.",
    'Keep our finances separate, I think. I like my independence with money.',
    "Honestly I'd be together every day if I could, you're my favourite person.",
    'Travel! New places, a road trip across the country, lots of adventure together.',
  ],
};

const NEUTRAL_P1 = [choice(0, 0), choice(1, 1), choice(2, 2), choice(3, 3), choice(4, 0)];

const LONG_ANSWER =
  `${'When we disagree I usually need a little time to cool down, so I go for a walk around the block and come back when I can think straight. '.repeat(5)}`.slice(
    0,
    600,
  );

describe('alignStorm: fixture couples', () => {
  it('scores a clearly aligned couple high, with a strength per theme and no watch-outs', () => {
    const result = run(ALIGNED.p1, ALIGNED.p2);
    expect(result.alignment).toBeGreaterThanOrEqual(75);
    expect(result.alignment).toBe(100);
    expect(result.strengths).toHaveLength(5);
    expect(result.strengths[0]).toBe(
      'Conflict: you both lean towards talking it through straight away. When things get tense, you already share a way back to each other.',
    );
    expect(result.risks).toEqual([]);
    expect(result.tips.length).toBeGreaterThanOrEqual(2);
  });

  it('scores a clearly opposed couple low, with a watch-out per theme', () => {
    const result = run(OPPOSED.p1, OPPOSED.p2);
    expect(result.alignment).toBeLessThanOrEqual(35);
    expect(result.alignment).toBe(17);
    expect(result.strengths).toEqual([]);
    expect(result.risks).toHaveLength(5);
    expect(result.risks[2]).toBe(
      'Money: one of you leans towards pooling everything, the other towards keeping finances mostly separate. Money gaps rarely stay about money; agreeing the basics early keeps resentment out of it.',
    );
    expect(result.tips).toHaveLength(4);
  });

  it('lands a mixed couple in between', () => {
    const result = run(MIXED.p1, MIXED.p2);
    expect(result.alignment).toBeGreaterThan(35);
    expect(result.alignment).toBeLessThan(75);
    expect(result.alignment).toBe(62);
    expect(result.strengths.map((line) => line.split(':')[0])).toEqual(['Conflict', 'The future']);
    // Stress differs too: a hug is not being listened to ('I don't need to talk about it').
    expect(result.risks.map((line) => line.split(':')[0])).toEqual([
      'Stress',
      'Money',
      'Time together',
    ]);
    expect(result.unclear).toEqual([]);
    expect(result.tips[0]).toMatch(/Listen, help, space or a hug/);
    expect(result.tips[1]).toMatch(/money basics/);
  });

  it('ranks the fixtures in the expected order', () => {
    const aligned = run(ALIGNED.p1, ALIGNED.p2).alignment ?? -1;
    const mixed = run(MIXED.p1, MIXED.p2).alignment ?? -1;
    const opposed = run(OPPOSED.p1, OPPOSED.p2).alignment ?? -1;
    expect(aligned).toBeGreaterThan(mixed);
    expect(mixed).toBeGreaterThan(opposed);
  });
});

describe('alignStorm: negation', () => {
  const p1 = [choice(0, 1), ...NEUTRAL_P1.slice(1)];
  const rest = ['', '', '', ''];

  it('reads "walk away" as agreeing with a take-some-space choice', () => {
    const result = run(p1, ['When it gets heated I walk away for a bit.', ...rest]);
    expect(result.strengths).toHaveLength(1);
    expect(result.strengths[0]).toMatch(/^Conflict: you both lean towards taking some space/);
    expect(result.risks).toEqual([]);
  });

  it('reads "never walk away" as ruling that stance out', () => {
    const result = run(p1, ['When it gets heated I never walk away.', ...rest]);
    expect(result.strengths).toEqual([]);
    expect(result.risks).toHaveLength(1);
    expect(result.risks[0]).toMatch(
      /^Conflict: one of you leans towards taking some space before talking, and the other's answer rules that out\./,
    );
  });

  it('follows the stance that is affirmed, not the one that is negated', () => {
    const result = run(
      [choice(0, 0), ...NEUTRAL_P1.slice(1)],
      ['I never walk away from a fight, I talk it out with him and we sort it out.', ...rest],
    );
    expect(result.strengths[0]).toMatch(/^Conflict: you both lean towards talking it through/);
  });

  it('changes the alignment', () => {
    const said = run(p1, ['When it gets heated I walk away for a bit.', ...rest]).alignment ?? -1;
    const negated = run(p1, ['When it gets heated I never walk away.', ...rest]).alignment ?? -1;
    expect(said).toBeGreaterThan(negated);
  });
});

describe('alignStorm: stances, not cue words', () => {
  const rest = ['', '', '', ''];
  /** Person 1's money choice `option`; every other theme unanswered. */
  function money(option: number, text: string): StormAlignedResult {
    return run(
      [NEUTRAL_P1[0] ?? '', NEUTRAL_P1[1] ?? '', choice(2, option), ...NEUTRAL_P1.slice(3)],
      ['', '', text, '', ''],
    );
  }

  it("never reads an off-topic answer as agreement: 'Time together without phones' on money", () => {
    const result = money(0, 'Time together without phones');
    expect(result.strengths).toEqual([]);
    expect(result.risks).toEqual([]);
    expect(result.unclear).toContain(
      "Money: the partner's answer does not say how they would handle money, so we cannot compare.",
    );
    expect(JSON.stringify(result)).not.toMatch(/pooling everything/);
    // Nothing was compared, so there is no alignment to show.
    expect(result.alignment).toBeNull();
  });

  it("reads 'I would never pool our money' as ruling pooling out, not as pooling", () => {
    const pooler = money(0, 'I would never pool our money, no way.');
    expect(pooler.strengths).toEqual([]);
    expect(pooler.risks).toEqual([
      "Money: one of you leans towards pooling everything, and the other's answer rules that out. Money gaps rarely stay about money; agreeing the basics early keeps resentment out of it.",
    ]);
    // Not pooling does not say which other way they mean: against 'separate' it is unclear.
    const separate = money(2, 'I would never pool our money, no way.');
    expect(separate.strengths).toEqual([]);
    expect(separate.risks).toEqual([]);
    expect(separate.unclear).toHaveLength(5);
  });

  it('reads an answer that names two stances with equal standing as unclear', () => {
    const result = run(
      [choice(0, 0), ...NEUTRAL_P1.slice(1)],
      ['Sometimes we talk it out straight away, sometimes I go quiet and let it go.', ...rest],
    );
    expect(result.strengths).toEqual([]);
    expect(result.risks).toEqual([]);
    expect(result.unclear[0]).toBe(
      "Conflict: the partner's answer does not say what they do in a disagreement, so we cannot compare.",
    );
  });

  it('reads bills in a joint account plus money of your own as that one stance', () => {
    const result = money(
      1,
      'A joint account for rent and food, and we each keep our own money for the rest.',
    );
    expect(result.strengths).toEqual([
      'Money: you both lean towards sharing the bills and keeping some money of your own. Money is one of the big ones, and you are on the same page.',
    ]);
  });

  it('shows no unclear theme as an agreement or a difference', () => {
    const texts = ['', 'asdf qwer', 'we are fine', 'Time together without phones', 'I love her'];
    for (let option = 0; option < 4; option += 1) {
      const p1 = stormQuestions.map((_, theme) => choice(theme, option));
      const result = run(p1, texts);
      for (const line of result.unclear) {
        const theme = line.split(':')[0];
        expect(result.strengths.some((s) => s.startsWith(`${theme}:`))).toBe(false);
        expect(result.risks.some((r) => r.startsWith(`${theme}:`))).toBe(false);
      }
      expect(result.strengths.length + result.risks.length + result.unclear.length).toBe(5);
    }
  });
});

describe('alignStorm: answers it cannot read', () => {
  const cases: Record<string, string> = {
    empty: '',
    whitespace: '   \n\t  ',
    nonsense: 'asdf qwer zxcv',
    emoji: '😀🙈❤️🔥',
    punctuation: '?!?!... ---',
  };

  for (const [name, text] of Object.entries(cases)) {
    it(`handles ${name} answers as unclear, without throwing`, () => {
      const result = run(NEUTRAL_P1, [text, text, text, text, text]);
      expect(stormResultSchema.parse(result)).toEqual(result);
      expect(result.strengths).toEqual([]);
      expect(result.risks).toEqual([]);
      // Nothing could be compared: no alignment rather than a made-up middle.
      expect(result.alignment).toBeNull();
      expect(result.unclear).toHaveLength(5);
      expect(result.tips).toHaveLength(4);
      expect(result.tips[0]).toMatch(/^Conflict: ask each other/);
    });
  }

  it('handles 600-character answers', () => {
    expect(LONG_ANSWER).toHaveLength(600);
    const result = run([choice(0, 1), ...NEUTRAL_P1.slice(1)], Array(5).fill(LONG_ANSWER));
    expect(stormResultSchema.parse(result)).toEqual(result);
    expect(result.strengths[0]).toMatch(/^Conflict: you both lean towards taking some space/);
  });

  it('treats a person-1 choice that is not an option as unclear instead of throwing', () => {
    const result = run(['', 'something else', ...ALIGNED.p1.slice(2)], ALIGNED.p2);
    expect(stormResultSchema.parse(result)).toEqual(result);
    expect(result.strengths).toHaveLength(3);
    expect(result.unclear).toEqual([
      'Conflict: the chosen option is not one of the current options, so we cannot compare.',
      'Stress: the chosen option is not one of the current options, so we cannot compare.',
    ]);
    expect(result.tips.some((tip) => tip.startsWith('Conflict: ask each other'))).toBe(true);
  });
});

describe('alignStorm: safety', () => {
  const DISCLOSURE = 'He checks my phone every night and I am scared of him.';

  it('gives a flagged result: the note and the resources, nothing about the couple', () => {
    const answers = [...ALIGNED.p2.slice(0, 2), DISCLOSURE, ...ALIGNED.p2.slice(3)];
    const result = align(ALIGNED.p1, answers);
    expect(result).toEqual({ flagged: true, note: STORM_SAFETY_NOTE, resources: RESOURCES });
    expect(stormFlaggedResultSchema.strict().parse(result)).toEqual(result);
    expect(Object.keys(result).sort()).toEqual(['flagged', 'note', 'resources']);
    const text = JSON.stringify(result);
    for (const answer of [...answers, ...ALIGNED.p1]) expect(text).not.toContain(answer);
  });

  it('says the same whatever the answers around the disclosure, and on whichever theme', () => {
    const results = [
      align(ALIGNED.p1, [DISCLOSURE, ...ALIGNED.p2.slice(1)]),
      align(OPPOSED.p1, [...OPPOSED.p2.slice(0, 4), DISCLOSURE]),
      align(NEUTRAL_P1, ['', '', DISCLOSURE, 'asdf', '😀']),
      align(MIXED.p1, Array(5).fill(DISCLOSURE)),
    ];
    for (const result of results) expect(result).toEqual(results[0]);
  });

  it('lists the resources it is given, in order, and takes the partner name without showing it', () => {
    const answers = [DISCLOSURE, ...ALIGNED.p2.slice(1)];
    const result = align(ALIGNED.p1, answers, {
      resources: DEFAULT_SAFETY_RESOURCES,
      p1FirstName: 'Sam',
    });
    expect(result).toEqual({
      flagged: true,
      note: STORM_SAFETY_NOTE,
      resources: [...DEFAULT_SAFETY_RESOURCES],
    });
    expect(JSON.stringify(result)).not.toContain('Sam');
  });

  it('words the note calmly and never says who wrote what', () => {
    expect(STORM_SAFETY_NOTE).toMatch(/not the right tool/);
    expect(STORM_SAFETY_NOTE).toMatch(/Everyone deserves to feel safe/);
    expect(STORM_SAFETY_NOTE).toMatch(/Nothing here says who wrote what/);
    expect(STORM_SAFETY_NOTE).not.toMatch(/partner|person|\b(he|she|him|her|they)\b|%/i);
  });

  it('leaves a result without a disclosure as it was', () => {
    // The FOSM sample has tests of its own (fosm-sample.test.ts).
    const { fosmSample, ...rest } = run(MIXED.p1, MIXED.p2);
    expect(fosmSample.person1).toEqual({ read: false, reason: CHOSEN_OPTIONS_REASON });
    expect(rest).toEqual({
      flagged: false,
      alignment: 62,
      strengths: [
        'Conflict: you both lean towards taking some space before talking. When things get tense, you already share a way back to each other.',
        'The future: you both lean towards adventure and new experiences. A shared direction makes the everyday choices easier.',
      ],
      risks: [
        'Stress: one of you leans towards being listened to, the other towards closeness and a hug. Each of you may offer the support you would want yourself and miss what the other needs.',
        'Money: one of you leans towards pooling everything, the other towards keeping finances mostly separate. Money gaps rarely stay about money; agreeing the basics early keeps resentment out of it.',
        'Time together: one of you leans towards plenty of independence, the other towards spending as much time together as you can. Left unsaid, one of you can feel crowded while the other feels left out.',
      ],
      unclear: [],
      tips: [
        'Next time one of you is stressed, ask a simple question first: "Listen, help, space or a hug?"',
        'Take half an hour to agree three money basics: what you share, what stays personal, and how you decide on anything big.',
        'Each sketch your ideal week (time together, time apart, time with friends), then compare and build one week from the overlap.',
      ],
    });
  });

  it('keeps the general tips, light ones included, when nothing is flagged', () => {
    const result = run(ALIGNED.p1, ALIGNED.p2);
    expect(result.tips).toEqual(GENERAL_TIPS.slice(0, 2));
  });

  it('gives deep-equal, byte-identical flagged results for the same input', () => {
    const answers = [...MIXED.p2.slice(0, 4), DISCLOSURE];
    const first = align(MIXED.p1, answers);
    align(MIXED.p1, MIXED.p2);
    const second = align(MIXED.p1, answers);
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});

describe('alignStorm: contract', () => {
  it('gives deep-equal, byte-identical results for the same input', () => {
    const first = run(MIXED.p1, MIXED.p2);
    run(OPPOSED.p1, OPPOSED.p2);
    const second = run(MIXED.p1, MIXED.p2);
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('always satisfies the result schema, with 2-4 tips', () => {
    const texts = [...ALIGNED.p2, ...OPPOSED.p2, ...MIXED.p2, '', 'asdf qwer zxcv', LONG_ANSWER];
    for (let option = 0; option < 4; option += 1) {
      for (let shift = 0; shift < texts.length; shift += 1) {
        const p1 = stormQuestions.map((_, theme) => choice(theme, (option + theme) % 4));
        const p2 = stormQuestions.map((_, theme) => texts[(shift + theme) % texts.length] ?? '');
        const result = run(p1, p2);
        expect(result.flagged).toBe(false);
        expect(stormResultSchema.safeParse(result).success).toBe(true);
        expect(result.tips.length).toBeGreaterThanOrEqual(2);
        expect(result.tips.length).toBeLessThanOrEqual(4);
        expect(result.strengths.length + result.risks.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('throws a clear error when the arrays do not match the questions', () => {
    expect(() => run(ALIGNED.p1.slice(0, 4), ALIGNED.p2)).toThrow(
      'alignStorm: expected 5 person-1 choices, got 4.',
    );
    expect(() => run(ALIGNED.p1, [...ALIGNED.p2, 'extra'])).toThrow(
      'alignStorm: expected 5 partner answers, got 6.',
    );
  });

  it('throws for a question it has no stance data for', () => {
    const [first] = stormQuestions;
    if (!first) throw new Error('no storm questions');
    const stray: StormQuestion = { ...first, id: 'storm-unknown' };
    expect(() =>
      alignStorm({ questions: [stray], p1Choices: [''], p2Answers: [''], resources: RESOURCES }),
    ).toThrow(/No storm stance data for question "storm-unknown"/);
  });
});
