import { describe, expect, it } from 'vitest';
import { assessCoupleSafety } from './assess-couple-safety';
import { placeAll, type Split } from './corpus/load-corpus';

/**
 * The labelled corpus, each sentence placed in an ordinary couple's answers (docs/scoring.md,
 * 'The safety corpus'). Issue 20's targets on the tuning split: at least 97 % recall and at most
 * 3 % false alarms. On sentences nobody here wrote the target is 95 % and 5 %; docs/scoring.md
 * gives both splits' figures, measured by `npm run eval:safety`.
 */
const TUNE_RECALL_FLOOR = 0.97;
const TUNE_FALSE_ALARM_CEILING = 0.03;

function measure(split: Split) {
  let disclosures = 0;
  let caught = 0;
  let harmless = 0;
  let alarms = 0;
  for (const { entry, input } of placeAll(split)) {
    const flagged = assessCoupleSafety(input).flagged;
    if (entry.label === 'disclosure') {
      disclosures += 1;
      if (flagged) caught += 1;
    } else {
      harmless += 1;
      if (flagged) alarms += 1;
    }
  }
  return { disclosures, harmless, recall: caught / disclosures, falseAlarms: alarms / harmless };
}

describe('the safety corpus', () => {
  it('has at least 300 disclosures and 300 harmless sentences, a third held out', () => {
    const tune = placeAll('tune');
    const holdout = placeAll('holdout');
    const count = (list: typeof tune, label: string) =>
      list.filter(({ entry }) => entry.label === label).length;
    expect(count(tune, 'disclosure') + count(holdout, 'disclosure')).toBeGreaterThanOrEqual(300);
    expect(count(tune, 'harmless') + count(holdout, 'harmless')).toBeGreaterThanOrEqual(300);
    expect(holdout.length / (tune.length + holdout.length)).toBeGreaterThan(0.33);
    const both = new Set([...tune, ...holdout].map(({ entry }) => entry.id));
    expect(both.size).toBe(tune.length + holdout.length);
  });

  it('catches the tuning split at or above its floor, with false alarms at or below its ceiling', {
    timeout: 180_000,
  }, () => {
    const tune = measure('tune');
    expect(tune.recall).toBeGreaterThanOrEqual(TUNE_RECALL_FLOOR);
    expect(tune.falseAlarms).toBeLessThanOrEqual(TUNE_FALSE_ALARM_CEILING);
  });
});
