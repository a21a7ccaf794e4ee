import type { StormResult } from '../../shared/api/storm';
import type { StormQuestion } from '../../shared/questions/types';
import { textsRaiseSafety } from '../safety/read-safety';
import { readText, type TextReading } from '../text/read-text';
import { risks, strengths, tips, toViews, unclear } from './compose-result';
import { STORM_SAFETY_NOTE } from './copy';
import { fosmSample } from './fosm-sample';
import { readTheme, type ThemeReading } from './read-theme';

export type AlignStormInput = {
  questions: readonly StormQuestion[];
  /** p1Choices[i] is the chosen option text of questions[i]. */
  p1Choices: readonly string[];
  /** p2Answers[i] is the partner's free text on the theme of questions[i]. */
  p2Answers: readonly string[];
  /** Where to get help (the configured SAFETY_RESOURCES), listed when the safety rule is on. */
  resources: readonly string[];
  /** Person 1's first name: the partner's answers may name them ('Sam checks my phone'). */
  p1FirstName?: string | undefined;
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

/**
 * round(100 * weighted mean of the compared themes' scores), clamped to 0..100; null when no theme
 * could be compared. Unclear themes weigh 0: they are neither agreement nor difference.
 */
export function alignmentOf(readings: readonly ThemeReading[]): number | null {
  const totalWeight = readings.reduce((sum, reading) => sum + reading.weight, 0);
  if (totalWeight === 0) return null;
  const weighted = readings.reduce((sum, reading) => sum + reading.score * reading.weight, 0);
  return Math.min(100, Math.max(0, Math.round((100 * weighted) / totalWeight)));
}

/**
 * The free quick scan's result: person 1's chosen stances read against the partner's free text.
 * When the partner's answers disclose harm (the safety rule, D-22) the result says nothing about
 * the couple: a calm note and the resources instead. Pure and deterministic: the same input gives
 * a byte-identical result (docs/scoring.md).
 */
export function alignStorm(input: AlignStormInput): StormResult {
  assertSameLengths(input);
  const partnerName = input.p1FirstName || undefined;
  if (textsRaiseSafety(input.p2Answers, { partnerName })) {
    return { flagged: true, note: STORM_SAFETY_NOTE, resources: [...input.resources] };
  }
  const texts = input.p2Answers.map(readText);
  const readings = input.questions.map((question, i) =>
    readTheme(question.id, question.options, input.p1Choices[i] ?? '', texts[i] ?? EMPTY_READING),
  );
  const views = toViews(input.questions, readings);
  return {
    flagged: false,
    alignment: alignmentOf(readings),
    strengths: strengths(views),
    risks: risks(views),
    unclear: unclear(views),
    tips: tips(views),
    fosmSample: fosmSample(input.p1Choices, input.p2Answers, partnerName),
  };
}
