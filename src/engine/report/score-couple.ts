import { products } from '../../shared/catalog';
import {
  ENGINE_VERSION,
  type FosmReading,
  type PersonKey,
  type ReportModel,
  type ReportVariable,
} from '../../shared/report/report-model';
import { DEFAULT_SUPPORT_EMAIL } from '../../shared/runtime-settings';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../shared/safety/resources';
import { assessCoupleSafety } from '../safety/assess-couple-safety';
import type { Pair, ReportContext } from './context';
import type { CoupleInput } from './couple-input';
import { dimensionReadings } from './findings/dimensions';
import { dynamicsSections } from './findings/dynamics';
import { honestyInsights } from './findings/honesty';
import { maxSection } from './findings/max';
import { redFlags } from './findings/red-flags';
import { SAFETY_HEADLINE, safetySection } from './findings/safety';
import { traumaBondSection } from './findings/trauma-bond';
import { fosmReading } from './fosm';
import { readPerson } from './match';
import { unreadableAnswers } from './readable-answers';
import {
  computeScores,
  DIMENSIONS,
  differentWants,
  gradeFor,
  personParts,
  type Scores,
} from './scores';
import { compareThemes, tallyThemes } from './themes';
import { agreementVariables } from './variables/agreement';
import { betweenContradictions, innerContradictions } from './variables/contradictions';
import { coupleVariables } from './variables/couple';
import { type Features, get, toFeatures, type VarValue, variable } from './variables/define';
import { intakeVariables } from './variables/intake';
import { personVariables } from './variables/person';

export const DISCLAIMERS: readonly string[] = [
  'Guidance, not therapy.',
  'For entertainment purposes only.',
  'This report is a reading of the answers you both wrote, not a prediction of your future.',
  'If you ever feel unsafe, contact your local emergency number or a domestic abuse helpline.',
];

const VALUE_NAMES = [
  'value_money',
  'value_family',
  'value_freedom',
  'value_routine',
  'value_intimacy',
];

function headline(scores: Scores, grade: string, names: Pair<string>): string {
  const pair = `${names.person1} and ${names.person2}`;
  const score = scores.couple ?? 0;
  if (score >= 80) return `${pair}: ${grade}. Honestly? This is a good one.`;
  if (differentWants(scores))
    return `${pair}: ${grade}. Kind answers, different wants: the gaps are in what you each want, not in how you treat each other.`;
  if (score >= 65) return `${pair}: ${grade}. Solid ground, a few cracks worth filling.`;
  if (score >= 50) return `${pair}: ${grade}. Real care, real gaps.`;
  return `${pair}: ${grade}. These answers describe a relationship under strain.`;
}

export type ScoreCoupleOptions = {
  /**
   * Where to get help (the operator's SAFETY_RESOURCES): listed in a report under the safety rule
   * and behind every report's help line. Default: DEFAULT_SAFETY_RESOURCES.
   */
  safetyResources?: readonly string[] | undefined;
  /** The operator's SUPPORT_EMAIL, named in a report that cannot be graded (D-24). */
  supportEmail?: string | undefined;
};

function coupleOf(input: CoupleInput): ReportModel['couple'] {
  return {
    person1: { name: input.person1.name },
    person2: { name: input.person2.name },
    relationshipStatus: input.person1.relationshipStatus ?? null,
    duration: input.person1.duration ?? null,
  };
}

/** Why a report with readable answers still has no grade: nothing in them could be scored. */
const TOO_LITTLE =
  'Your answers are readable, but they say too little about the two of you to grade: none of the themes could be compared and no part of the relationship could be read.';

/**
 * The report when the answers cannot be read (D-24): no score, grade, reading or quote; why, for
 * whom, and where to write. Same for both partners.
 */
function notGradedReport(
  input: CoupleInput,
  resources: readonly string[],
  support: string,
  why: Omit<NonNullable<ReportModel['notGraded']>, 'support'>,
): ReportModel {
  return {
    ...ungradedReport(input, resources),
    headline: NOT_GRADED_HEADLINE,
    notGraded: { ...why, support },
  };
}

const NO_FOSM_LEVEL = 'Not enough to read';
const NO_FOSM_EVIDENCE =
  'Every answer was chosen from the options, so there are none of their own words for the meter to read.';

const NOT_GRADED_HEADLINE = 'This report is not graded: we could not read enough in the answers.';

/**
 * The report under the safety rule (D-22): the same for both partners, and nothing in it depends
 * on the answers. No score, grade, reading of either person or of the couple, quote or variable:
 * each of them is a reading of someone's answers, and together they could show who raised it.
 */
function neutralReport(input: CoupleInput, resources: readonly string[]): ReportModel {
  return {
    ...ungradedReport(input, resources),
    headline: SAFETY_HEADLINE,
    safety: safetySection(true, resources),
  };
}

/** What the two ungraded shapes share: no score, grade, reading, finding or variable. */
function ungradedReport(input: CoupleInput, resources: readonly string[]): ReportModel {
  return {
    engineVersion: ENGINE_VERSION,
    product: input.product,
    couple: coupleOf(input),
    graded: false,
    score: null,
    grade: null,
    headline: '',
    notGraded: null,
    themes: [],
    safety: safetySection(false, resources),
    traumaBond: null,
    redFlags: [],
    dynamics: [],
    honesty: null,
    dimensions: [],
    max: null,
    variables: [],
    disclaimers: [...DISCLAIMERS],
    helpLine: safetyHelpLine(resources),
  };
}

/**
 * Scores one couple into the report model (engine v2.7). Pure: same input and options, same
 * report. Under the safety rule the report is the neutral one (see `neutralReport`).
 */
export function scoreCouple(input: CoupleInput, options: ScoreCoupleOptions = {}): ReportModel {
  const resources = options.safetyResources ?? DEFAULT_SAFETY_RESOURCES;
  const reads = {
    person1: readPerson(input.person1Answers, input.person2.name),
    person2: readPerson(input.person2Answers, input.person1.name),
  };
  // The safety rule first: a flagged couple gets the neutral report and nothing is scored.
  const safety = assessCoupleSafety(input, {
    person1: reads.person1.safety,
    person2: reads.person2.safety,
  });
  if (safety.flagged) return neutralReport(input, resources);
  const names = { person1: input.person1.name, person2: input.person2.name };
  const support = options.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  // D-24: nothing is graded from answers that cannot be read.
  const unreadable = unreadableAnswers(input, names);
  if (unreadable) return notGradedReport(input, resources, support, unreadable);
  const personValues: Pair<VarValue[]> = {
    person1: personVariables(reads.person1),
    person2: personVariables(reads.person2),
  };
  const themes = compareThemes(reads, names, input.person1Intake);
  const tally = tallyThemes(themes);
  const inner = {
    person1: innerContradictions(reads.person1, 'person1'),
    person2: innerContradictions(reads.person2, 'person2'),
  };
  const between = betweenContradictions(reads.person1, reads.person2);
  for (const key of ['person1', 'person2'] as const) {
    personValues[key].push(
      variable(
        'inner_contradictions',
        'Contradictions inside own answers',
        inner[key].length,
        0,
        10,
      ),
    );
  }
  const features: Pair<Features> = {
    person1: toFeatures(personValues.person1),
    person2: toFeatures(personValues.person2),
  };
  const coupleValues: VarValue[] = [
    ...agreementVariables(
      reads.person1,
      reads.person2,
      tally,
      VALUE_NAMES.map((n) => get(features.person1, n)),
      VALUE_NAMES.map((n) => get(features.person2, n)),
      input.person1.primaryLoveLanguage,
    ),
    ...coupleVariables(features, between, tally),
    ...intakeVariables(input.person1Intake, reads.person2),
  ];
  const couple = toFeatures(coupleValues);
  const fosm = {
    person1: fosmReading(
      features.person1,
      inner.person1,
      between.filter((c) => c.against.includes('person1')),
    ),
    person2: fosmReading(
      features.person2,
      inner.person2,
      between.filter((c) => c.against.includes('person2')),
    ),
  };
  // A person who only chose options gave the meter nothing of their own to read: no level.
  const wroteOwnWords = (key: PersonKey) => get(features[key], 'written_answers') > 0;
  const parts = {
    person1: personParts(features.person1, fosm.person1.level),
    person2: personParts(features.person2, fosm.person2.level),
  };
  const verdicts = new Map(themes.map((t) => [t.id, t.verdict]));
  const scores = computeScores(parts, couple, verdicts, tally);
  const { couple: coupleScore, person1: score1, person2: score2 } = scores;
  if (coupleScore === null || score1 === null || score2 === null) {
    return notGradedReport(input, resources, support, {
      reason: TOO_LITTLE,
      people: ['person1', 'person2'],
      problems: [],
    });
  }
  for (const key of ['person1', 'person2'] as const) {
    personValues[key].push(
      variable('fosm_points', 'FOSM validity points', fosm[key].points, 0, 25),
      variable('fosm_level', 'FOSM level (1-5)', fosm[key].level, 1, 5),
      variable('partner_score', 'Partner score', key === 'person1' ? score1 : score2, 0, 100),
    );
  }
  const variables: ReportVariable[] = [
    ...personValues.person1.map((v) => ({ ...v, scope: 'person1' as const })),
    ...personValues.person2.map((v) => ({ ...v, scope: 'person2' as const })),
    ...coupleValues.map((v) => ({ ...v, scope: 'couple' as const })),
    ...DIMENSIONS.map((d) => ({
      name: `dimension_${d.id}`,
      label: `Dimension: ${d.label}`,
      scope: 'couple' as const,
      value: scores.dimensions[d.id].score,
      min: 0,
      max: 100,
    })),
    {
      name: 'couple_score',
      label: 'Couple score',
      scope: 'couple' as const,
      value: coupleScore,
      min: 0,
      max: 100,
    },
  ].map(({ name, label, scope, value, min, max }) => ({
    name,
    label,
    scope,
    // The meter has no level for a person who wrote nothing of their own (see `shown`).
    value: name === 'fosm_level' && scope !== 'couple' && !wroteOwnWords(scope) ? null : value,
    min,
    max,
  }));

  const context: ReportContext = {
    names,
    reads,
    features,
    couple,
    themes,
    tally,
    inner,
    between,
    fosm,
    scores: { ...scores, couple: coupleScore, person1: score1, person2: score2 },
  };
  const grade = gradeFor(coupleScore);
  const traumaBond = traumaBondSection(context);
  const shown = (key: PersonKey): FosmReading =>
    !wroteOwnWords(key)
      ? { level: null, name: NO_FOSM_LEVEL, evidence: [NO_FOSM_EVIDENCE] }
      : { level: fosm[key].level, name: fosm[key].name, evidence: fosm[key].evidence };

  return {
    engineVersion: ENGINE_VERSION,
    product: input.product,
    couple: coupleOf(input),
    graded: true,
    score: coupleScore,
    grade,
    headline: headline(scores, grade, names),
    notGraded: null,
    themes,
    safety: safetySection(false, resources),
    traumaBond,
    redFlags: redFlags(context, traumaBond.detected),
    dynamics: dynamicsSections(context),
    honesty: {
      person1: shown('person1'),
      person2: shown('person2'),
      insights: honestyInsights(context),
    },
    dimensions: dimensionReadings(context),
    max: products[input.product].includesMax ? maxSection(context) : null,
    variables,
    disclaimers: [...DISCLAIMERS],
    helpLine: safetyHelpLine(resources),
  };
}
