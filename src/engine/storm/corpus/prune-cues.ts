import { readText, type TextReading } from '../../text/read-text';
import { broadCues } from '../broad-cues';
import {
  broadCueKey,
  type CompiledTheme,
  compareStance,
  compileTheme,
  readStanceIn,
  type StanceComparison,
} from '../read-stance';
import { type OptionIndex, stormStances } from '../stances';
import type { StormPair } from './load-corpus';

/**
 * The one thing the storm reader fits from labelled data: which of the general-English cues of
 * broad-cues.ts to drop because they mislead more than they help. `npm run train:storm` prunes on
 * all tuning writers and writes broad-cue-drops.ts; `npm run eval:storm -- --cross` prunes on two
 * writers and reads the third, so that a cue that helps only its own writer shows up as such.
 */

/** A pair read once: the text's reading is the same whatever cues are compiled. */
export type PreparedPair = { pair: StormPair; reading: TextReading };

export function preparePairs(pairs: readonly StormPair[]): PreparedPair[] {
  return pairs.map((pair) => ({ pair, reading: readText(pair.text) }));
}

export type Tally = { correct: number; falseAgree: number; total: number };

/**
 * Reading a difference or an unclear answer as agreement invents agreement, the worst error: in
 * pruning it costs this many correct readings.
 */
export const FALSE_AGREE_COST = 2;

function said(theme: CompiledTheme, { pair, reading }: PreparedPair): StanceComparison {
  return compareStance(pair.p1 as OptionIndex, readStanceIn(theme, reading));
}

/** Correct readings and false agreements over the pairs, with the given broad cues dropped. */
export function tallyPairs(pairs: readonly PreparedPair[], dropped: ReadonlySet<string>): Tally {
  const themes = new Map(Object.keys(stormStances).map((id) => [id, compileTheme(id, dropped)]));
  const tally: Tally = { correct: 0, falseAgree: 0, total: pairs.length };
  for (const prepared of pairs) {
    const theme = themes.get(prepared.pair.question);
    if (!theme)
      throw new Error(`${prepared.pair.id}: no storm question "${prepared.pair.question}".`);
    const reading = said(theme, prepared);
    if (reading === prepared.pair.label) tally.correct += 1;
    else if (reading === 'agree') tally.falseAgree += 1;
  }
  return tally;
}

function merit(tally: Tally): number {
  return tally.correct - FALSE_AGREE_COST * tally.falseAgree;
}

/**
 * Greedy, in the order of broad-cues.ts: a broad cue is dropped when its theme's pairs read
 * strictly better without it (correct readings, false agreements costing FALSE_AGREE_COST).
 * Deterministic: the same pairs give the same list.
 */
export function pruneBroadCues(pairs: readonly PreparedPair[]): string[] {
  const dropped = new Set<string>();
  for (const [questionId, options] of Object.entries(broadCues)) {
    const ofTheme = pairs.filter(({ pair }) => pair.question === questionId);
    let best = merit(tallyPairs(ofTheme, dropped));
    for (const [option, cues] of Object.entries(options)) {
      for (const cue of cues) {
        const key = broadCueKey(questionId, Number(option) as OptionIndex, cue);
        dropped.add(key);
        const score = merit(tallyPairs(ofTheme, dropped));
        if (score > best) best = score;
        else dropped.delete(key);
      }
    }
  }
  return [...dropped];
}
