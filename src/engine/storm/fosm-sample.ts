import type { StormFosmReading, StormFosmSample } from '../../shared/api/storm';
import { fosmLevelName } from '../../shared/report/fosm-levels';
import { fosmReading } from '../report/fosm';
import { type PersonRead, readPerson } from '../report/match';
import { innerContradictions } from '../report/variables/contradictions';
import { toFeatures, variable, written } from '../report/variables/define';
import { personVariables } from '../report/variables/person';

/**
 * The free FOSM sample (decision D-27, docs/scoring.md 'The FOSM sample'): each person's honesty
 * reading from their five storm answers, by the paid engine's own rules (src/engine/report:
 * readPerson, the person variables, innerContradictions and fosmReading), shown on three of the
 * five levels. This file only adapts five answers to those rules; it holds no rule of its own.
 */

/** The sample's three steps: levels 1, 3 and 5 of the full meter. */
export const FOSM_SAMPLE_STEPS = [1, 3, 5] as const;
export type FosmSampleStep = (typeof FOSM_SAMPLE_STEPS)[number];

/**
 * The full meter's level on the sample: the nearest step, ties towards the middle, so the sample
 * never reads more candid, or less, than the full meter: 1 -> 1, 2 -> 3, 3 -> 3, 4 -> 3, 5 -> 5.
 */
export function sampleStep(level: number): FosmSampleStep {
  if (level <= 1) return 1;
  if (level >= 5) return 5;
  return 3;
}

export const CHOSEN_OPTIONS_REASON = 'Chosen from the options: too little free text for a reading.';

export const NOTHING_WRITTEN_REASON = 'Nothing written to read.';

/** Person 1's answers are chosen options: read as such, as the paid engine reads a /p2 option. */
function asChosenOptions(person: PersonRead): PersonRead {
  return {
    ...person,
    answers: person.answers.map((answer) => ({
      ...answer,
      option: answer.option ?? { question: answer.question, option: -1 },
    })),
  };
}

/**
 * One person's sample reading. The check between the two accounts (one says 'never fight', the
 * other describes fights) is not run: person 1 chose options, so there is no second account in
 * their own words to hold the partner's against.
 */
function sampleReading(person: PersonRead): StormFosmReading {
  const own = written(person);
  if (own.length === 0) return { read: false, reason: CHOSEN_OPTIONS_REASON };
  if (own.every((answer) => answer.wordCount === 0)) {
    return { read: false, reason: NOTHING_WRITTEN_REASON };
  }
  const inner = innerContradictions(person, 'person2');
  const features = toFeatures([
    ...personVariables(person),
    variable('inner_contradictions', 'Contradictions inside own answers', inner.length, 0, 10),
  ]);
  const reading = fosmReading(features, inner, []);
  const step = sampleStep(reading.level);
  return { read: true, step, name: fosmLevelName(step), evidence: [...reading.evidence] };
}

/**
 * Both people's sample readings. `p1Choices` are person 1's chosen option texts, `p2Answers` the
 * partner's free text; each side's name is the other's partner name for the reader.
 */
export function fosmSample(
  p1Choices: readonly string[],
  p2Answers: readonly string[],
  p1FirstName?: string,
): StormFosmSample {
  return {
    person1: sampleReading(asChosenOptions(readPerson(p1Choices))),
    partner: sampleReading(readPerson(p2Answers, p1FirstName)),
  };
}
