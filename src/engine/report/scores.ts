import { GRADES } from '../../shared/report/report-model';
import type { Pair } from './context';
import type { ThemeTally } from './themes';
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

/**
 * One person's reading on a dimension: null when their answers hold no evidence for it (D-24:
 * never a default), with the evidence that moved it, in plain words.
 */
export type Part = { value: number | null; evidence: string[] };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function part(evidence: string[], value: number): Part {
  return evidence.length === 0
    ? { value: null, evidence }
    : { value: Math.round(clamp(value, 0, 100)), evidence };
}

/** Each dimension's reading from one person's own answers (0..100, or null without evidence). */
export function personParts(f: Features, fosmLevel: number): Record<DimensionId, Part> {
  const horsemen = get(f, 'horsemen_load');
  const blame = get(f, 'blame_language');
  const ownership = get(f, 'ownership_language');
  const conflictTalk = get(f, 'conflict_talk');
  const communication: string[] = [];
  if (horsemen > 0) communication.push(plural(horsemen, 'Four Horsemen marker'));
  if (blame > 0) communication.push(plural(blame, 'blaming phrase'));
  if (ownership > 0) communication.push(`owns their part ${plural(ownership, 'time')}`);
  if (conflictTalk > 0) communication.push('describes how disagreements go');

  const positive = get(f, 'sentiment_positive');
  const negative = get(f, 'sentiment_negative');
  const warmth = get(f, 'warmth');
  const connection: string[] = [];
  if (positive + negative > 0)
    connection.push(`${positive} warm and ${negative} hard sentence${negative === 1 ? '' : 's'}`);
  if (warmth > 0) connection.push(`${plural(warmth, 'word')} of warmth or appreciation`);

  const weWords = get(f, 'we_i_words');
  const values: string[] =
    weWords >= 3
      ? [`says 'we' in ${Math.round(100 * get(f, 'we_orientation'))}% of 'we' and 'I' words`]
      : [];

  const secure = get(f, 'attachment_security');
  const anxious = get(f, 'attachment_anxiety');
  const avoidant = get(f, 'attachment_avoidance');
  const contempt = get(f, 'horseman_contempt');
  const bond = get(f, 'trauma_bond_index');
  const security: string[] = [];
  if (secure > 0) security.push(`${plural(secure, 'sign')} of trust and a safe base`);
  if (anxious > 0) security.push(`${plural(anxious, 'sign')} of worry about the relationship`);
  if (avoidant > 0) security.push(`${plural(avoidant, 'sign')} of pulling away`);
  if (contempt > 0) security.push(plural(contempt, 'contempt marker'));
  if (bond > 0) security.push('a hot-and-cold pattern');

  const writtenAnswers = get(f, 'written_answers');
  const candour: string[] =
    writtenAnswers > 0
      ? [`${writtenAnswers} answers in their own words, honesty meter level ${fosmLevel} of 5`]
      : [];

  const futureHits = get(f, 'future_markers');
  const future: string[] =
    futureHits > 0 ? [`${plural(futureHits, 'mention')} of a shared future`] : [];

  return {
    communication: part(
      communication,
      72 +
        6 * Math.min(3, ownership) -
        7 * horsemen -
        5 * blame -
        2 * Math.min(5, get(f, 'absolutes_rate')),
    ),
    connection: part(
      connection,
      52 +
        30 * get(f, 'sentiment_mean') +
        20 * (get(f, 'positivity_balance') - 0.5) +
        2 * Math.min(5, warmth) -
        3 * horsemen,
    ),
    values: part(values, 45 + 50 * get(f, 'we_orientation')),
    security: part(
      security,
      66 + 5 * Math.min(4, secure) - 6 * anxious - 6 * avoidant - 4 * contempt - 15 * bond,
    ),
    candour: part(
      candour,
      45 + 40 * get(f, 'effort_index') + 15 * get(f, 'specificity') - 8 * (5 - fosmLevel),
    ),
    future: part(future, 55 + 40 * get(f, 'future_orientation')),
  };
}

/** How much of the couple score comes from the paired themes (D-25) when any can be compared. */
export const THEME_WEIGHT = 0.4;

/** Points a theme verdict moves the dimension it belongs to: agree up, differ down. */
const THEME_POINTS = 10;

const THEME_DIMENSION: Readonly<Record<string, DimensionId>> = {
  conflict: 'communication',
  care: 'connection',
  intimacy: 'connection',
  money: 'values',
  freedom: 'values',
  routine: 'values',
  family: 'values',
};

/** The couple's own evidence on each dimension: theme verdicts and contrasts between the two. */
export function coupleParts(
  c: Features,
  verdicts: ReadonlyMap<string, 'agree' | 'differ' | 'cannot_compare'>,
): Record<DimensionId, { shift: number; evidence: number }> {
  const shifts: Record<DimensionId, { shift: number; evidence: number }> = {
    communication: { shift: 0, evidence: 0 },
    connection: { shift: 0, evidence: 0 },
    values: { shift: 0, evidence: 0 },
    security: { shift: 0, evidence: 0 },
    candour: { shift: 0, evidence: 0 },
    future: { shift: 0, evidence: 0 },
  };
  for (const [theme, verdict] of verdicts) {
    const dimension = THEME_DIMENSION[theme];
    if (!dimension || verdict === 'cannot_compare') continue;
    shifts[dimension].shift += verdict === 'agree' ? THEME_POINTS : -THEME_POINTS;
    shifts[dimension].evidence += 1;
  }
  const love = get(c, 'love_language_clear');
  if (love > 0) {
    shifts.connection.shift += 16 * (get(c, 'love_language_agreement') - 0.5);
    shifts.connection.evidence += 1;
  }
  if (get(c, 'attachment_pairing') > 0) {
    shifts.security.shift -= 8;
    shifts.security.evidence += 1;
  }
  shifts.candour.shift -= 10 * get(c, 'effort_gap');
  const between = get(c, 'contradictions_between');
  shifts.future.shift -= 15 * get(c, 'future_gap') + 6 * Math.min(3, between);
  return shifts;
}

export type DimensionScore = {
  score: number | null;
  byPerson: Pair<number | null>;
  evidence: Pair<string[]>;
};

export type Scores = {
  dimensions: Record<DimensionId, DimensionScore>;
  /** Null when neither a theme nor a dimension could be read: the report is then not graded. */
  couple: number | null;
  /** Share of comparable themes the two agree on (0..100), null when none can be compared. */
  alignment: number | null;
  person1: number | null;
  person2: number | null;
  /** The weighted mean of the dimensions that have a score, before the themes are weighed in. */
  dimensionsMean: number | null;
};

/** Weighted mean over the dimensions that have a value, weights renormalised; null if none. */
function weighted(values: Record<DimensionId, number | null>): number | null {
  let sum = 0;
  let weight = 0;
  for (const d of DIMENSIONS) {
    const value = values[d.id];
    if (value === null) continue;
    sum += d.weight * value;
    weight += d.weight;
  }
  return weight === 0 ? null : sum / weight;
}

function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((s, v) => s + v, 0) / present.length : null;
}

/**
 * Dimensions: the mean of the readings the two people's answers give, moved by the couple's own
 * evidence (theme verdicts, contrasts); null when there is none of either. The couple score
 * weighs the share of comparable themes the two agree on (THEME_WEIGHT) with the dimensions, so
 * it rises with every theme they agree on. Symmetric in the two people.
 */
export function computeScores(
  parts: Pair<Record<DimensionId, Part>>,
  c: Features,
  verdicts: ReadonlyMap<string, 'agree' | 'differ' | 'cannot_compare'>,
  tally: ThemeTally,
): Scores {
  const shared = coupleParts(c, verdicts);
  const dimensions = {} as Record<DimensionId, DimensionScore>;
  const values = {} as Record<DimensionId, number | null>;
  for (const d of DIMENSIONS) {
    const one = parts.person1[d.id];
    const two = parts.person2[d.id];
    const base = mean([one.value, two.value]);
    const couple = shared[d.id];
    const score =
      base === null && couple.evidence === 0
        ? null
        : Math.round(clamp((base ?? 50) + couple.shift, 0, 100));
    values[d.id] = score;
    dimensions[d.id] = {
      score,
      byPerson: { person1: one.value, person2: two.value },
      evidence: { person1: one.evidence, person2: two.evidence },
    };
  }
  const alignment = tally.comparable > 0 ? (100 * tally.agreed) / tally.comparable : null;
  const fromDimensions = weighted(values);
  const raw =
    alignment === null
      ? fromDimensions
      : fromDimensions === null
        ? alignment
        : THEME_WEIGHT * alignment + (1 - THEME_WEIGHT) * fromDimensions;
  const couple = raw === null ? null : Math.round(clamp(raw, 0, 100));
  const partner = (own: Record<DimensionId, Part>): number | null => {
    const ownScore = weighted(
      Object.fromEntries(DIMENSIONS.map((d) => [d.id, own[d.id].value])) as Record<
        DimensionId,
        number | null
      >,
    );
    if (couple === null) return null;
    return Math.round(clamp(0.6 * (ownScore ?? couple) + 0.4 * couple, 0, 100));
  };
  return {
    dimensions,
    couple,
    alignment: alignment === null ? null : Math.round(alignment),
    dimensionsMean: fromDimensions === null ? null : Math.round(fromDimensions),
    person1: partner(parts.person1),
    person2: partner(parts.person2),
  };
}

/** Under this share of agreed themes, with dimensions at or above the next, the gap is in wants. */
const DIFFERENT_WANTS = { alignment: 40, dimensions: 55 };

/**
 * A couple who treat each other well in their answers but want different things: the low score
 * comes from the themes, not from strain, and the headline and verdict say so.
 */
export function differentWants(scores: Scores): boolean {
  return (
    scores.alignment !== null &&
    scores.alignment < DIFFERENT_WANTS.alignment &&
    (scores.dimensionsMean ?? 0) >= DIFFERENT_WANTS.dimensions
  );
}
