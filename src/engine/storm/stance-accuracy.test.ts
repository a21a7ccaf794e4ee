import { describe, expect, it } from 'vitest';
import { stormQuestions } from '../../shared/questions/storm';
import { formatConfusion, readPair, scoreSplit } from './corpus/evaluate';
import {
  HELD_OUT_WRITERS,
  type HeldOutWriter,
  loadHeldOutPairs,
  loadStormPairs,
  loadWriterPairs,
  STORM_SPLITS,
  STORM_WRITERS,
  type StormWriter,
} from './corpus/load-corpus';

/**
 * How well the free scan reads the partner's stance (docs/scoring.md, 'Free quick scan (storm)
 * alignment'): agree / differ / unclear on the labelled answer pairs of src/engine/storm/corpus.
 * The held-out split (writer A's third, and writers D and E, blind) is never tuned against. The floors are the accuracies measured (`npm run eval:storm`), rounded down: the issue's
 * bar for the held-out split is 85 %.
 */
const FLOORS = { tune: 0.97, holdout: 0.88 } as const;
/**
 * Each tuning writer's batch on its own (A = tune.json, B = tune-b.json, C = tune-c.json): B and C
 * were written blind by other people, and a reader fitted to one writer must still read the others.
 */
const WRITER_FLOORS: Record<StormWriter, number> = { A: 0.99, B: 0.96, C: 0.95 };
/**
 * Each held-out writer's batch on its own: A's third, and D and E, written blind to the reader and
 * to every other batch, measured once when they were added (docs/scoring.md) and never tuned on.
 */
const HELD_OUT_FLOORS: Record<HeldOutWriter, number> = { A: 0.94, D: 0.87, E: 0.86 };
const ISSUE_BAR = 0.85;

describe('storm stance corpus', () => {
  const tune = loadStormPairs('tune');
  const holdout = loadStormPairs('holdout');

  it("holds at least 200 pairs, a third of writer A's held out, with unique ids", () => {
    expect(tune.length + holdout.length).toBeGreaterThanOrEqual(200);
    const writerA = loadWriterPairs('A');
    expect(holdout.length / (writerA.length + holdout.length)).toBeGreaterThanOrEqual(1 / 3);
    const ids = [...tune, ...holdout].map((pair) => pair.id);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = [...tune, ...holdout].map((pair) => `${pair.question} ${pair.text}`);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('spreads each split over the five themes, the four stances and the three labels', () => {
    for (const pairs of [tune, holdout]) {
      for (const question of stormQuestions) {
        const ofTheme = pairs.filter((pair) => pair.question === question.id);
        expect(new Set(ofTheme.map((pair) => pair.p1)), question.id).toEqual(new Set([0, 1, 2, 3]));
        expect(new Set(ofTheme.map((pair) => pair.label)), question.id).toEqual(
          new Set(['agree', 'differ', 'unclear']),
        );
      }
    }
  });

  it("labels each pair consistently with the partner's stance", () => {
    for (const pair of [...tune, ...holdout]) {
      if (pair.stance === pair.p1) expect(pair.label, pair.id).toBe('agree');
      else if (pair.stance !== null) expect(pair.label, pair.id).toBe('differ');
      else expect(['differ', 'unclear'], pair.id).toContain(pair.label);
    }
  });
});

describe('storm stance accuracy', () => {
  for (const split of STORM_SPLITS) {
    it(`reads the ${split} split at or above its floor`, () => {
      const score = scoreSplit(split);
      // Recorded with the test run: the confusion matrix of this split.
      console.log(
        `${split}: ${score.correct}/${score.total} (${(100 * score.accuracy).toFixed(1)} %)\n${formatConfusion(score.confusion)}`,
      );
      expect(score.accuracy).toBeGreaterThanOrEqual(FLOORS[split]);
      if (split === 'holdout') expect(score.accuracy).toBeGreaterThanOrEqual(ISSUE_BAR);
    });
  }
  for (const writer of STORM_WRITERS) {
    it(`reads tuning writer ${writer} at or above its floor`, () => {
      const pairs = loadWriterPairs(writer);
      const correct = pairs.filter((pair) => readPair(pair).said === pair.label).length;
      expect(correct / pairs.length).toBeGreaterThanOrEqual(WRITER_FLOORS[writer]);
    });
  }
  for (const writer of HELD_OUT_WRITERS) {
    it(`reads held-out writer ${writer} at or above its floor and the issue's bar`, () => {
      const pairs = loadHeldOutPairs(writer);
      const correct = pairs.filter((pair) => readPair(pair).said === pair.label).length;
      expect(correct / pairs.length).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[writer]);
      expect(correct / pairs.length).toBeGreaterThanOrEqual(ISSUE_BAR);
    });
  }
});
