import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/**
 * The trauma bond, from the safety reader's own reading (src/engine/safety): sentences of a cycle
 * of hurt, break-ups and reunions, and sentences of feeling unable to leave. (A disclosure of harm
 * never reaches here: it makes the report the neutral one.)
 */
export function traumaBondVariables(person: PersonRead): VarValue[] {
  const cycle = person.traumaBond.filter((s) => s.kind === 'cycle').length;
  const bond = person.traumaBond.filter((s) => s.kind === 'bond').length;
  // Reported when a cycle meets feeling unable to leave (index >= 0.6).
  const index = Math.min(1, (cycle > 0 ? 0.4 : 0) + 0.2 * bond);
  return [
    variable('intermittent_reinforcement', 'Hot-and-cold cycle markers', cycle, 0, 20),
    variable('trauma_bond_markers', 'Trauma-bond markers', bond, 0, 20),
    variable('trauma_bond_index', 'Trauma-bond index', index, 0, 1),
  ];
}
