import { stormQuestions } from '../../../shared/questions/storm';
import { readText } from '../../text/read-text';
import type { StanceComparison } from '../read-stance';
import { readTheme } from '../read-theme';
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

/** The engine's comparison of one labelled pair, by the path alignStorm takes (readTheme). */
export function readPair(pair: StormPair) {
  const question = stormQuestions.find(({ id }) => id === pair.question);
  if (!question) throw new Error(`${pair.id}: no storm question "${pair.question}".`);
  const choice = question.options[pair.p1] ?? '';
  const reading = readTheme(question.id, question.options, choice, readText(pair.text));
  return { said: reading.relation, stance: reading.p2Stance };
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
