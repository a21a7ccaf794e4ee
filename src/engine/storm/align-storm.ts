import type { StormResult } from '../../shared/api/storm';
import type { StormQuestion } from '../../shared/questions/types';
import { readText, type TextReading } from '../text/read-text';
import { risks, strengths, tips, toViews } from './compose-result';
import { readTheme, type ThemeReading } from './read-theme';
import { hasSafetyMarker } from './safety';

export type AlignStormInput = {
  questions: readonly StormQuestion[];
  /** p1Choices[i] is the chosen option text of questions[i]. */
  p1Choices: readonly string[];
  /** p2Answers[i] is the partner's free text on the theme of questions[i]. */
  p2Answers: readonly string[];
};

const EMPTY_READING: TextReading = { tokens: [], sentiment: 0 };

function assertSameLengths({ questions, p1Choices, p2Answers }: AlignStormInput): void {
  if (p1Choices.length !== questions.length) {
    throw new Error(
      `alignStorm: expected ${questions.length} person-1 choices, got ${p1Choices.length}.`,
    );
  }
  if (p2Answers.length !== questions.length) {
    throw new Error(
      `alignStorm: expected ${questions.length} partner answers, got ${p2Answers.length}.`,
    );
  }
}

/** round(100 * weighted mean of theme scores), clamped to 0..100. */
export function alignmentOf(readings: readonly ThemeReading[]): number {
  const totalWeight = readings.reduce((sum, reading) => sum + reading.weight, 0);
  if (totalWeight === 0) return 50;
  const weighted = readings.reduce((sum, reading) => sum + reading.score * reading.weight, 0);
  return Math.min(100, Math.max(0, Math.round((100 * weighted) / totalWeight)));
}

/**
 * The free quick scan's result: person 1's chosen stances read against the partner's free text.
 * Pure and deterministic: the same input gives a byte-identical result (docs/scoring.md).
 */
export function alignStorm(input: AlignStormInput): StormResult {
  assertSameLengths(input);
  const texts = input.p2Answers.map(readText);
  const readings = input.questions.map((question, i) =>
    readTheme(question.id, question.options, input.p1Choices[i] ?? '', texts[i] ?? EMPTY_READING),
  );
  const views = toViews(input.questions, readings);
  const safety = hasSafetyMarker(texts.map((text) => text.tokens));
  return {
    alignment: alignmentOf(readings),
    strengths: strengths(views),
    risks: risks(views),
    tips: tips(views, safety),
  };
}
