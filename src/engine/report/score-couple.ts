import { products } from '../../shared/catalog';
import {
  ENGINE_VERSION,
  type ReportModel,
  type ReportVariable,
} from '../../shared/report/report-model';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../shared/safety/resources';
import { assessCoupleSafety } from '../safety/assess-couple-safety';
import type { Pair, ReportContext } from './context';
import type { CoupleInput } from './couple-input';
import { dynamicsSections } from './findings/dynamics';
import { honestyInsights } from './findings/honesty';
import { maxSection } from './findings/max';
import { redFlags } from './findings/red-flags';
import { SAFETY_HEADLINE, safetySection } from './findings/safety';
import { traumaBondSection } from './findings/trauma-bond';
import { fosmReading } from './fosm';
import { readPerson } from './match';
import { computeScores, DIMENSIONS, gradeFor, personParts } from './scores';
import { agreementVariables, allThemeAgreement } from './variables/agreement';
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

function trafficLight(score: number): 'green' | 'amber' | 'red' {
  if (score >= 70) return 'green';
  if (score >= 45) return 'amber';
  return 'red';
}

const DIMENSION_SUMMARIES: Record<'green' | 'amber' | 'red', string> = {
  green: 'A strength: keep doing what you are doing.',
  amber: 'Workable, with some differences worth talking through.',
  red: 'Under strain in these answers: start here.',
};

function headline(score: number, grade: string, names: Pair<string>): string {
  const pair = `${names.person1} and ${names.person2}`;
  if (score >= 80) return `${pair}: ${grade}. Honestly? This is a good one.`;
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
};

/**
 * The report under the safety rule (D-22): the same for both partners, and nothing in it depends
 * on the answers. No score, grade, reading of either person or of the couple, quote or variable:
 * each of them is a reading of someone's answers, and together they could show who raised it.
 */
function neutralReport(input: CoupleInput, resources: readonly string[]): ReportModel {
  return {
    engineVersion: ENGINE_VERSION,
    product: input.product,
    couple: {
      person1: { name: input.person1.name },
      person2: { name: input.person2.name },
      relationshipStatus: input.person1.relationshipStatus ?? null,
      duration: input.person1.duration ?? null,
    },
    graded: false,
    score: null,
    grade: null,
    headline: SAFETY_HEADLINE,
    notGraded: null,
    themes: [],
    safety: safetySection(true, resources),
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
  const personValues: Pair<VarValue[]> = {
    person1: personVariables(reads.person1),
    person2: personVariables(reads.person2),
  };
  const agreement = allThemeAgreement(reads.person1, reads.person2);
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
      agreement,
      VALUE_NAMES.map((n) => get(features.person1, n)),
      VALUE_NAMES.map((n) => get(features.person2, n)),
      input.person1.primaryLoveLanguage,
    ),
    ...coupleVariables(features, between, agreement),
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
  const parts = {
    person1: personParts(features.person1, fosm.person1.level),
    person2: personParts(features.person2, fosm.person2.level),
  };
  const scores = computeScores(parts.person1, parts.person2, couple);
  for (const key of ['person1', 'person2'] as const) {
    personValues[key].push(
      variable('fosm_points', 'FOSM validity points', fosm[key].points, 0, 25),
      variable('fosm_level', 'FOSM level (1-5)', fosm[key].level, 1, 5),
      variable('partner_score', 'Partner score', scores[key], 0, 100),
    );
  }
  for (const d of DIMENSIONS) {
    coupleValues.push(
      variable(`dimension_${d.id}`, `Dimension: ${d.label}`, scores.dimensions[d.id], 0, 100),
    );
  }
  coupleValues.push(variable('couple_score', 'Couple score', scores.couple, 0, 100));

  const names = { person1: input.person1.name, person2: input.person2.name };
  const context: ReportContext = {
    names,
    reads,
    features,
    couple,
    agreement,
    inner,
    between,
    fosm,
    scores,
  };
  const grade = gradeFor(scores.couple);
  const traumaBond = traumaBondSection(context);
  const variables: ReportVariable[] = [
    ...personValues.person1.map((v) => ({ ...v, scope: 'person1' as const })),
    ...personValues.person2.map((v) => ({ ...v, scope: 'person2' as const })),
    ...coupleValues.map((v) => ({ ...v, scope: 'couple' as const })),
  ].map(({ name, label, scope, value, min, max }) => ({ name, label, scope, value, min, max }));
  const strip = ({ points: _points, ...reading }: typeof fosm.person1) => reading;

  return {
    engineVersion: ENGINE_VERSION,
    product: input.product,
    couple: {
      person1: { name: names.person1 },
      person2: { name: names.person2 },
      relationshipStatus: input.person1.relationshipStatus ?? null,
      duration: input.person1.duration ?? null,
    },
    graded: true,
    score: scores.couple,
    grade,
    headline: headline(scores.couple, grade, names),
    notGraded: null,
    themes: [],
    safety: safetySection(false, resources),
    traumaBond,
    redFlags: redFlags(context, traumaBond.detected),
    dynamics: dynamicsSections(context),
    honesty: {
      person1: strip(fosm.person1),
      person2: strip(fosm.person2),
      insights: honestyInsights(context),
    },
    dimensions: DIMENSIONS.map((d) => {
      const score = scores.dimensions[d.id];
      const light = trafficLight(score);
      return {
        id: d.id,
        label: d.label,
        score,
        byPerson: {
          person1: Math.round(parts.person1[d.id]),
          person2: Math.round(parts.person2[d.id]),
        },
        trafficLight: light,
        summary: DIMENSION_SUMMARIES[light],
      };
    }),
    max: products[input.product].includesMax ? maxSection(context) : null,
    variables,
    disclaimers: [...DISCLAIMERS],
    helpLine: safetyHelpLine(resources),
  };
}
