import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Future orientation: talk of a shared future, saturating at 4 markers. */
export function futureVariables(person: PersonRead): VarValue[] {
  const count = person.hits.future.length;
  return [
    variable('future_markers', 'Mentions of a shared future', count, 0, 30),
    variable('future_orientation', 'Future orientation', Math.min(1, count / 4), 0, 1),
  ];
}
