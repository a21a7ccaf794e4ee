import { GRADES } from '../../shared/report/report-model';
import { clamp, type Features, get } from './variables/define';

type Grade = (typeof GRADES)[number];

/** Lowest score for each grade, A+ first; below the last is F. */
const GRADE_FLOORS = [93, 87, 82, 77, 72, 67, 62, 57, 52, 47, 42, 37];

export function gradeFor(score: number): Grade {
  const index = GRADE_FLOORS.findIndex((floor) => score >= floor);
  return GRADES[index === -1 ? GRADES.length - 1 : index] ?? 'F';
}

export const DIMENSIONS = [
  { id: 'communication', label: 'Communication', weight: 0.22 },
  { id: 'connection', label: 'Emotional connection', weight: 0.2 },
  { id: 'values', label: 'Values and everyday life', weight: 0.15 },
  { id: 'security', label: 'Security and trust', weight: 0.2 },
  { id: 'candour', label: 'Candour and effort', weight: 0.1 },
  { id: 'future', label: 'Shared future', weight: 0.13 },
] as const;

export type DimensionId = (typeof DIMENSIONS)[number]['id'];

/** Each dimension's part that comes from one person's own answers (0..100). */
export function personParts(f: Features, fosmLevel: number): Record<DimensionId, number> {
  return {
    communication: clamp(
      82 -
        6 * get(f, 'horsemen_load') -
        4 * get(f, 'blame_language') +
        3 * Math.min(3, get(f, 'ownership_language')) -
        2 * Math.min(5, get(f, 'absolutes_rate')),
      0,
      100,
    ),
    connection: clamp(
      52 +
        30 * get(f, 'sentiment_mean') +
        20 * (get(f, 'positivity_balance') - 0.5) +
        2 * Math.min(5, get(f, 'warmth')) -
        3 * get(f, 'horsemen_load'),
      0,
      100,
    ),
    values: clamp(60 + 20 * get(f, 'we_orientation'), 0, 100),
    security: clamp(
      76 +
        3 * Math.min(4, get(f, 'attachment_security')) -
        5 * get(f, 'attachment_anxiety') -
        5 * get(f, 'attachment_avoidance') -
        3 * get(f, 'horseman_contempt') -
        15 * get(f, 'trauma_bond_index'),
      0,
      100,
    ),
    candour: clamp(
      45 + 40 * get(f, 'effort_index') + 15 * get(f, 'specificity') - 8 * (5 - fosmLevel),
      0,
      100,
    ),
    future: clamp(50 + 40 * get(f, 'future_orientation'), 0, 100),
  };
}

/** The couple's share of each dimension (agreement and contrast), added to the mean of the parts. */
export function coupleParts(c: Features): Record<DimensionId, number> {
  return {
    communication: 20 * (get(c, 'agreement_conflict') - 0.5),
    connection:
      15 * (get(c, 'love_language_agreement') - 0.5) +
      15 * (get(c, 'agreement_intimacy') - 0.5) +
      10 * (get(c, 'agreement_care') - 0.5),
    values:
      40 *
        ((get(c, 'agreement_freedom') +
          get(c, 'agreement_routine') +
          get(c, 'agreement_money') +
          get(c, 'agreement_family')) /
          4 -
          0.5) +
      15 * (get(c, 'values_overlap') - 0.5) +
      10 * (get(c, 'intake_choice_agreement') - 0.5) -
      3 * get(c, 'opposed_themes'),
    security: -8 * get(c, 'attachment_pairing'),
    candour: -10 * get(c, 'effort_gap'),
    future: -15 * get(c, 'future_gap') - 6 * Math.min(3, get(c, 'contradictions_between')),
  };
}

export type Scores = {
  dimensions: Record<DimensionId, number>;
  couple: number;
  person1: number;
  person2: number;
};

function weighted(parts: Record<DimensionId, number>): number {
  return DIMENSIONS.reduce((sum, d) => sum + d.weight * parts[d.id], 0);
}

/**
 * Dimensions are the mean of both people's parts plus the couple's part, so the couple score does
 * not depend on who is person 1. Partner scores: 60% the person's own parts, 40% the couple's.
 */
export function computeScores(
  one: Record<DimensionId, number>,
  two: Record<DimensionId, number>,
  c: Features,
): Scores {
  const shared = coupleParts(c);
  const dimensions = {} as Record<DimensionId, number>;
  for (const d of DIMENSIONS) {
    dimensions[d.id] = Math.round(clamp((one[d.id] + two[d.id]) / 2 + shared[d.id], 0, 100));
  }
  // A disclosure never reaches scoring: it makes the report the neutral one (score-couple.ts).
  const couple = Math.round(clamp(weighted(dimensions), 0, 100));
  const partner = (own: Record<DimensionId, number>) =>
    Math.round(clamp(0.6 * weighted(own) + 0.4 * weighted(dimensions), 0, 100));
  return { dimensions, couple, person1: partner(one), person2: partner(two) };
}
