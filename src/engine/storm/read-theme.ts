import type { TextReading } from '../text/read-text';
import { compareStance, readStance, type StanceComparison } from './read-stance';
import { type OptionIndex, stormStances, type ThemeStances } from './stances';

export type ThemeRelation = StanceComparison;

export type ThemeReading = {
  questionId: string;
  relation: ThemeRelation;
  /** Person 1's stance, or null when the choice is not one of the options. */
  p1Stance: OptionIndex | null;
  /** The one stance the partner's text states, or null when it states none. */
  p2Stance: OptionIndex | null;
  /** 0..1 after the sentiment nudge; only compared themes (agree, differ) count. */
  score: number;
  /** The theme's share of the alignment: 0 for an unclear theme, which is not compared. */
  weight: number;
};

/** Base scores: the same stance; a neighbouring one; an opposing or ruled-out one. */
export const AGREE_SCORE = 1;
export const NEIGHBOUR_SCORE = 0.55;
export const OPPOSED_SCORE = 0.15;

/** How far the tone of the text (wink sentiment, -1..1) moves a compared theme's score. */
export const SENTIMENT_NUDGE = 0.1;

const OPTIONS: readonly OptionIndex[] = [0, 1, 2, 3];

function themeStances(questionId: string): ThemeStances {
  const theme = stormStances[questionId];
  if (!theme) throw new Error(`No storm stance data for question "${questionId}".`);
  return theme;
}

/** Whether two different stances sit side by side on their theme. */
export function areNeighbours(stances: ThemeStances, a: OptionIndex, b: OptionIndex): boolean {
  return stances.neighbours.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

function baseScore(
  stances: ThemeStances,
  relation: ThemeRelation,
  p1: OptionIndex | null,
  p2: OptionIndex | null,
): number {
  if (relation === 'agree') return AGREE_SCORE;
  if (relation === 'unclear' || p1 === null || p2 === null) return OPPOSED_SCORE;
  return areNeighbours(stances, p1, p2) ? NEIGHBOUR_SCORE : OPPOSED_SCORE;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Reads one theme: person 1's choice against the stance the partner's text states. */
export function readTheme(
  questionId: string,
  options: readonly string[],
  p1Choice: string,
  reading: TextReading,
): ThemeReading {
  const stances = themeStances(questionId);
  const p1Stance = choiceIndex(options, p1Choice);
  const partner = readStance(questionId, reading);
  const relation = compareStance(p1Stance, partner);
  if (relation === 'unclear') {
    return { questionId, relation, p1Stance, p2Stance: partner.stance, score: 0, weight: 0 };
  }
  const base = baseScore(stances, relation, p1Stance, partner.stance);
  return {
    questionId,
    relation,
    p1Stance,
    p2Stance: partner.stance,
    score: clamp01(base + SENTIMENT_NUDGE * reading.sentiment),
    weight: stances.weight,
  };
}

/** Person 1's option index; answers are the option text itself (docs/product.md §3, §7). */
function choiceIndex(options: readonly string[], choice: string): OptionIndex | null {
  const wanted = choice.trim().toLowerCase();
  const index = options.findIndex((option) => option.trim().toLowerCase() === wanted);
  return OPTIONS[index] ?? null;
}
