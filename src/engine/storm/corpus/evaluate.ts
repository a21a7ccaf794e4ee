import { readText } from '../../text/read-text';
import { compareStance, readStance, type StanceComparison } from '../read-stance';
import type { OptionIndex } from '../stances';
import { loadStormPairs, type StormPair, type StormSplit } from './load-corpus';

export const COMPARISONS: readonly StanceComparison[] = ['agree', 'differ', 'unclear'];

/** Confusion matrix: expected label -> what the reader said -> count. */
export type Confusion = Record<StanceComparison, Record<StanceComparison, number>>;

export type SplitScore = {
  split: StormSplit;
  total: number;
  correct: number;
  accuracy: number;
  confusion: Confusion;
  /** The pairs read wrongly (only ever printed for the tuning split). */
  misses: { pair: StormPair; said: StanceComparison; stance: number | null }[];
};

/** The engine's comparison of one labelled pair. */
export function readPair(pair: StormPair) {
  const reading = readStance(pair.question, readText(pair.text));
  return { said: compareStance(pair.p1 as OptionIndex, reading), stance: reading.stance };
}

export function scoreSplit(split: StormSplit): SplitScore {
  const confusion = Object.fromEntries(
    COMPARISONS.map((label) => [label, Object.fromEntries(COMPARISONS.map((s) => [s, 0]))]),
  ) as Confusion;
  const misses: SplitScore['misses'] = [];
  const pairs = loadStormPairs(split);
  let correct = 0;
  for (const pair of pairs) {
    const { said, stance } = readPair(pair);
    confusion[pair.label][said] += 1;
    if (said === pair.label) correct += 1;
    else misses.push({ pair, said, stance });
  }
  return {
    split,
    total: pairs.length,
    correct,
    accuracy: pairs.length ? correct / pairs.length : 0,
    confusion,
    misses,
  };
}

/** The matrix as text: one row per expected label, one column per reading. */
export function formatConfusion(confusion: Confusion): string {
  const head = ['expected \\ read', ...COMPARISONS].map((cell) => cell.padEnd(16)).join('');
  const rows = COMPARISONS.map((label) =>
    [label, ...COMPARISONS.map((said) => String(confusion[label][said]))]
      .map((cell) => cell.padEnd(16))
      .join(''),
  );
  return [head, ...rows].join('\n');
}
