import type { Pair } from '../context';
import type { ThemeTally } from '../themes';
import type { Contradiction } from './contradictions';
import { type Features, get, type VarValue, variable } from './define';

/** Couple-level contrasts, all symmetric in the two people. */
export function coupleVariables(
  f: Pair<Features>,
  between: readonly Contradiction[],
  tally: ThemeTally,
): VarValue[] {
  const a = f.person1;
  const b = f.person2;
  const both = (name: string) => get(a, name) + get(b, name);
  const gap = (name: string) => Math.abs(get(a, name) - get(b, name));
  const pairing =
    (get(a, 'attachment_anxiety') >= 2 && get(b, 'attachment_avoidance') >= 2) ||
    (get(b, 'attachment_anxiety') >= 2 && get(a, 'attachment_avoidance') >= 2)
      ? 1
      : 0;
  return [
    variable('sentiment_gap', 'Difference in mean sentiment', gap('sentiment_mean'), 0, 2),
    variable('effort_gap', 'Difference in effort index', gap('effort_index'), 0, 1),
    variable('future_gap', 'Difference in future orientation', gap('future_orientation'), 0, 1),
    variable(
      'positivity_ratio_couple',
      'Couple positive-to-negative ratio (5:1 reference)',
      (both('sentiment_positive') + 1) / (both('sentiment_negative') + 1),
      0,
      40,
    ),
    variable('horsemen_total', 'Weighted Four Horsemen load, both', both('horsemen_load'), 0, 200),
    variable('attachment_pairing', 'Anxious-avoidant pairing (1 = present)', pairing, 0, 1),
    variable(
      'theme_alignment',
      'Share of comparable themes agreed on (0 when none can be compared)',
      tally.comparable ? tally.agreed / tally.comparable : 0,
      0,
      1,
    ),
    variable(
      'contradictions_between',
      'Contradictions between the two accounts',
      between.length,
      0,
      20,
    ),
  ];
}
