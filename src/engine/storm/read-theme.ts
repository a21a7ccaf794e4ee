import type { TextReading } from '../text/read-text';
import { type CompiledCue, compileCue, stanceEvidence } from './match-cues';
import { type OptionIndex, stormStances, type ThemeStances } from './stances';

export type ThemeRelation = 'agreement' | 'partial' | 'divergence' | 'unclear';

export type ThemeReading = {
  questionId: string;
  relation: ThemeRelation;
  /** Person 1's stance, or null when the choice is not one of the options. */
  p1Stance: OptionIndex | null;
  /** The stance the partner's text reads as, or null when none stands out. */
  p2Stance: OptionIndex | null;
  /** 0..1 after the sentiment nudge. */
  score: number;
  /** The theme's share of the alignment. */
  weight: number;
};

/** Base score per relation; unclear sits just under the middle, neither reward nor penalty. */
export const RELATION_SCORES: Readonly<Record<ThemeRelation, number>> = {
  agreement: 1,
  partial: 0.6,
  divergence: 0.15,
  unclear: 0.5,
};

/** An unclear theme tells us little, so it counts half as much. */
export const UNCLEAR_WEIGHT_FACTOR = 0.5;

/** How far the tone of the text (wink sentiment, -1..1) moves a theme's score. */
export const SENTIMENT_NUDGE = 0.1;

/** At least one plain single-word cue is needed to read a stance. */
export const MIN_EVIDENCE = 1;

/** A stance also named at least this share of the top stance's evidence makes a mixed reading. */
const MIXED_SHARE = 0.5;

const OPTIONS: readonly OptionIndex[] = [0, 1, 2, 3];

type CompiledTheme = { stances: ThemeStances; cues: readonly (readonly CompiledCue[])[] };

// Compiled once from constant data; never written afterwards.
const COMPILED: ReadonlyMap<string, CompiledTheme> = new Map(
  Object.entries(stormStances).map(([id, stances]) => [
    id,
    { stances, cues: stances.stances.map((stance) => stance.cues.map(compileCue)) },
  ]),
);

export function compiledTheme(questionId: string): CompiledTheme {
  const theme = COMPILED.get(questionId);
  if (!theme) throw new Error(`No storm stance data for question "${questionId}".`);
  return theme;
}

/** How two different stances relate: neighbours are a partial match, the rest diverge. */
export function stanceRelation(
  stances: ThemeStances,
  a: OptionIndex,
  b: OptionIndex,
): ThemeRelation {
  if (a === b) return 'agreement';
  const isNeighbour = stances.neighbours.some(
    ([x, y]) => (x === a && y === b) || (x === b && y === a),
  );
  return isNeighbour ? 'partial' : 'divergence';
}

const RELATION_RANK: Readonly<Record<ThemeRelation, number>> = {
  agreement: 0,
  partial: 1,
  divergence: 2,
  unclear: 3,
};

/**
 * The partner's stance: the option with the most evidence. Ties go to the reading kindest to the
 * couple (closest to person 1's choice), then to the lower option, so the result is stable.
 */
function bestStance(
  evidence: readonly number[],
  stances: ThemeStances,
  p1: OptionIndex | null,
): OptionIndex | null {
  const top = Math.max(...evidence);
  if (top < MIN_EVIDENCE) return null;
  const tied = OPTIONS.filter((option) => evidence[option] === top);
  if (p1 === null) return tied[0] ?? null;
  const byKindness = [...tied].sort(
    (a, b) =>
      RELATION_RANK[stanceRelation(stances, a, p1)] - RELATION_RANK[stanceRelation(stances, b, p1)],
  );
  return byKindness[0] ?? null;
}

function decideRelation(
  evidence: readonly number[],
  stances: ThemeStances,
  p1: OptionIndex | null,
  p2: OptionIndex | null,
): ThemeRelation {
  if (p1 === null) return 'unclear';
  const p1Evidence = evidence[p1] ?? 0;
  if (p2 === null) {
    // Nothing stood out, but person 1's way was explicitly ruled out ('I never walk away').
    return p1Evidence <= -MIN_EVIDENCE ? 'divergence' : 'unclear';
  }
  const relation = stanceRelation(stances, p1, p2);
  const top = evidence[p2] ?? 0;
  // The partner also named person 1's way: a mixed answer is at least a partial match.
  if (relation === 'divergence' && p1Evidence >= MIN_EVIDENCE && p1Evidence >= MIXED_SHARE * top) {
    return 'partial';
  }
  return relation;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Reads one theme: person 1's choice against the partner's text. */
export function readTheme(
  questionId: string,
  options: readonly string[],
  p1Choice: string,
  reading: TextReading,
): ThemeReading {
  const theme = compiledTheme(questionId);
  const p1Stance = choiceIndex(options, p1Choice);
  const evidence = theme.cues.map((cues) => stanceEvidence(reading.tokens, cues));
  const p2Stance = bestStance(evidence, theme.stances, p1Stance);
  const relation = decideRelation(evidence, theme.stances, p1Stance, p2Stance);
  const score = clamp01(RELATION_SCORES[relation] + SENTIMENT_NUDGE * reading.sentiment);
  const weight = theme.stances.weight * (relation === 'unclear' ? UNCLEAR_WEIGHT_FACTOR : 1);
  return { questionId, relation, p1Stance, p2Stance, score, weight };
}

/** Person 1's option index; answers are the option text itself (docs/product.md §3, §7). */
function choiceIndex(options: readonly string[], choice: string): OptionIndex | null {
  const wanted = choice.trim().toLowerCase();
  const index = options.findIndex((option) => option.trim().toLowerCase() === wanted);
  return OPTIONS[index] ?? null;
}
