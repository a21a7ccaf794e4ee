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
import type { OptionIndex } from '../stances';
import type { StormPair } from './load-corpus';

/**
 * The cross-writer check of the storm reader's cue selection (`npm run eval:storm -- --cross`):
 * fitting from data which general-English cues of broad-cues.ts to drop, on two tuning writers,
 * and reading the third with that selection. Had the selection fitted to some writers helped an
 * unseen one, the reader would ship it; it did not (docs/scoring.md), so the reader ships every
 * broad cue and this stays a check. Scripts and tests only.
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
  const themes = new Map<string, CompiledTheme>();
  const tally: Tally = { correct: 0, falseAgree: 0, total: pairs.length };
  for (const prepared of pairs) {
    const id = prepared.pair.question;
    const theme = themes.get(id) ?? compileTheme(id, dropped);
    themes.set(id, theme);
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

/** Per writer, how many more pairs the reader gets right with a broad cue than without it. */
export type CueGain = { key: string; gains: Record<string, number> };

/**
 * Each broad cue's gain on each writer's pairs: a cue that helps only one writer (and so perhaps
 * only the words it was written from) shows up as such.
 */
export function broadCueGains(
  writers: Readonly<Record<string, readonly PreparedPair[]>>,
): CueGain[] {
  const out: CueGain[] = [];
  for (const [questionId, options] of Object.entries(broadCues)) {
    const ofTheme = Object.entries(writers).map(
      ([writer, pairs]) =>
        [writer, pairs.filter(({ pair }) => pair.question === questionId)] as const,
    );
    const full = Object.fromEntries(ofTheme.map(([w, pairs]) => [w, tallyPairs(pairs, new Set())]));
    for (const [option, cues] of Object.entries(options)) {
      for (const cue of cues) {
        const key = broadCueKey(questionId, Number(option) as OptionIndex, cue);
        const gains: Record<string, number> = {};
        for (const [writer, pairs] of ofTheme) {
          gains[writer] = (full[writer]?.correct ?? 0) - tallyPairs(pairs, new Set([key])).correct;
        }
        out.push({ key, gains });
      }
    }
  }
  return out;
}
