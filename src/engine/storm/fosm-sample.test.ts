import { describe, expect, it } from 'vitest';
import { stormFosmSampleSchema } from '../../shared/api/storm';
import { stormQuestions } from '../../shared/questions/storm';
import { fosmLevelName } from '../../shared/report/fosm-levels';
import {
  CHOSEN_OPTIONS_REASON,
  FOSM_SAMPLE_STEPS,
  fosmSample,
  NOTHING_WRITTEN_REASON,
  sampleStep,
} from './fosm-sample';

const P1 = stormQuestions.map((question, i) => question.options[i % 4] ?? '');

const CANDID = [
  'When we disagree I usually need twenty minutes on my own, then I come back and we talk it through at the kitchen table. Last month we argued about my brother staying over and it took us two evenings to sort out.',
  'When work piles up I want Alex to listen for a bit before suggesting anything. On Tuesday I ranted about a client for half an hour and that helped more than any advice would have.',
  'A joint account for rent, food and the car, and each of us keeps the rest. We tried one pot for a year and I felt I had to explain every coffee, so we changed it.',
  'Most evenings together, but Thursday is my climbing night and Sunday mornings I like to read alone. When I skip those for too long I get short-tempered and notice it.',
  'A flat with a spare room in Leeds within three years, both of us in jobs we like, and one long trip a year. Kids maybe later; we have talked about it and are both unsure.',
];

const GLOWING = [
  'We never fight. Our relationship is perfect.',
  'He is my soulmate, everything is perfect with him.',
  'We always agree on money, it is perfect.',
  'Perfect amount of time, we never argue about it.',
  'A perfect life together, my soulmate and me, I guess, whatever happens.',
];

describe('fosmSample (D-27)', () => {
  it('maps the five levels onto the three steps: the nearest step, ties towards the middle', () => {
    expect(FOSM_SAMPLE_STEPS).toEqual([1, 3, 5]);
    expect([1, 2, 3, 4, 5].map(sampleStep)).toEqual([1, 3, 3, 3, 5]);
  });

  it("gives no reading of person 1's chosen options, and says why", () => {
    const sample = fosmSample(P1, CANDID);
    expect(sample.person1).toEqual({ read: false, reason: CHOSEN_OPTIONS_REASON });
    expect(CHOSEN_OPTIONS_REASON).toBe(
      'Chosen from the options: too little free text for a reading.',
    );
  });

  it('reads candid, specific answers as straight talk, named from the shared level names', () => {
    const { partner } = fosmSample(P1, CANDID, 'Alex');
    expect(partner).toMatchObject({ read: true, step: 5, name: fosmLevelName(5) });
    if (!partner.read) throw new Error('expected a reading');
    expect(partner.evidence.length).toBeGreaterThan(0);
  });

  it('reads glowing, hedged answers lower, with the evidence that moved the meter', () => {
    const { partner } = fosmSample(P1, GLOWING);
    if (!partner.read) throw new Error('expected a reading');
    expect(partner.step).toBe(1);
    expect(partner.name).toBe(fosmLevelName(1));
    expect(partner.evidence.some((line) => line.startsWith('Idealisation'))).toBe(true);
    expect(partner.evidence.some((line) => line.startsWith('Hedging'))).toBe(true);
  });

  it('gives no reading when nothing is written, rather than a reading of nothing', () => {
    expect(fosmSample(P1, ['', ' ', '', '', '']).partner).toEqual({
      read: false,
      reason: NOTHING_WRITTEN_REASON,
    });
  });

  it('always fits the schema, and gives the same sample for the same answers', () => {
    for (const answers of [CANDID, GLOWING, ['ok', 'fine', 'idk', 'sure', 'yes']]) {
      const first = fosmSample(P1, answers, 'Sam');
      expect(stormFosmSampleSchema.parse(first)).toEqual(first);
      expect(JSON.stringify(fosmSample(P1, answers, 'Sam'))).toBe(JSON.stringify(first));
      if (first.partner.read) expect(first.partner.name).toBe(fosmLevelName(first.partner.step));
    }
  });
});
