import { fosmLevelName } from '../../shared/report/fosm-levels';
import type { FosmReading } from '../../shared/report/report-model';
import type { Contradiction } from './variables/contradictions';
import type { Features } from './variables/define';
import { get } from './variables/define';

/**
 * Validity points at which the meter drops one level: from 5 (straight talk) with no points down
 * to 1 (full of it) at 7.5 or more (decision D-26: the higher the level, the more candid).
 */
const THRESHOLDS = [1.5, 3, 5, 7.5];

/** The engine's reading: always a level (the report shows none for a person without own words). */
export type FosmResult = Omit<FosmReading, 'level'> & { level: number; points: number };

/**
 * Validity signals suited to ten answers: idealisation, low effort and copy-paste, contradictions
 * inside the person's answers and with the partner's account, hedging and evasion.
 */
export function fosmReading(
  features: Features,
  inner: readonly Contradiction[],
  between: readonly Contradiction[],
): FosmResult {
  const evidence: string[] = [];
  let points = 0;
  const ideal = get(features, 'idealisation_markers');
  if (ideal > 0) {
    const p = Math.min(6, 1.5 * ideal);
    points += p;
    evidence.push(
      `Idealisation: ${ideal} glowing absolute${ideal === 1 ? '' : 's'} ('perfect', 'never fight'). Real couples have rough edges; answers with none read as a highlight reel (+${p}).`,
    );
  }
  const effort = get(features, 'effort_index');
  const short = get(features, 'effort_short_answers');
  let lowEffort = effort < 0.25 ? 2 : effort < 0.4 ? 1 : 0;
  lowEffort += Math.min(2, 0.5 * short);
  if (lowEffort > 0) {
    points += lowEffort;
    const shortText = short > 0 ? `${short} very short answer${short === 1 ? '' : 's'}, ` : '';
    evidence.push(
      `Low effort: ${shortText}effort index ${effort.toFixed(2)} of 1. Thin answers leave little to trust (+${lowEffort}).`,
    );
  }
  const repetition = get(features, 'repetition');
  const copy = repetition >= 0.6 ? 2 : repetition >= 0.4 ? 1 : 0;
  if (copy > 0) {
    points += copy;
    evidence.push(
      `Copy-paste: two answers share ${Math.round(repetition * 100)}% of their words (+${copy}).`,
    );
  }
  if (inner.length > 0) {
    const p = Math.min(3, 1.5 * inner.length);
    points += p;
    evidence.push(`Inner contradictions: ${inner.map((c) => c.description).join('; ')} (+${p}).`);
  }
  if (between.length > 0) {
    const p = Math.min(3, between.length);
    points += p;
    evidence.push(
      `Accounts that disagree: ${between.map((c) => c.description).join('; ')} (+${p}).`,
    );
  }
  const hedges = get(features, 'hedging_markers');
  if (hedges > 0) {
    const p = Math.min(2.5, 0.5 * hedges);
    points += p;
    evidence.push(
      `Hedging: ${hedges} dodge${hedges === 1 ? '' : 's'} ('I guess', 'whatever', 'not sure') (+${p}).`,
    );
  }
  const level = 5 - THRESHOLDS.filter((t) => points >= t).length;
  if (evidence.length === 0) {
    evidence.push(
      get(features, 'option_share') >= 0.8
        ? 'Answers chosen from the options leave little free text to test; no validity signal moved the meter.'
        : 'No validity check moved the meter for these answers. It reads only what was written, not what was left out.',
    );
  }
  return {
    level,
    name: fosmLevelName(level),
    evidence,
    points: Math.round(points * 10) / 10,
  };
}
