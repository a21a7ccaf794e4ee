import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Gottman's Four Horsemen: criticism, contempt, defensiveness, stonewalling. */
export function horsemenVariables(person: PersonRead): VarValue[] {
  const c = person.hits.criticism.length;
  const k = person.hits.contempt.length;
  const d = person.hits.defensiveness.length;
  const s = person.hits.stonewalling.length;
  return [
    variable('horseman_criticism', 'Criticism markers', c, 0, 20),
    variable('horseman_contempt', 'Contempt markers', k, 0, 20),
    variable('horseman_defensiveness', 'Defensiveness markers', d, 0, 20),
    variable('horseman_stonewalling', 'Stonewalling markers', s, 0, 20),
    // Contempt is the strongest single predictor in Gottman's work, so it weighs double.
    variable('horsemen_load', 'Weighted Four Horsemen load', c + 2 * k + d + s, 0, 100),
    variable(
      'conflict_talk',
      'Sentences about arguments and fights',
      person.hits.conflictTalk.length,
      0,
      30,
    ),
  ];
}
