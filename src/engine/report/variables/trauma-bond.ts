import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Intermittent reinforcement and trauma-bond language. */
export function traumaBondVariables(person: PersonRead): VarValue[] {
  const cycle = person.hits.intermittent.length;
  const bond = person.hits.bond.length;
  const harm = person.safety.length;
  // Detected when a harm-and-reward cycle meets either bond language or harm.
  const index = Math.min(1, (cycle > 0 ? 0.4 : 0) + 0.2 * bond + (cycle > 0 && harm > 0 ? 0.3 : 0));
  return [
    variable('intermittent_reinforcement', 'Hot-and-cold cycle markers', cycle, 0, 20),
    variable('trauma_bond_markers', 'Trauma-bond markers', bond, 0, 20),
    variable('trauma_bond_index', 'Trauma-bond index', index, 0, 1),
  ];
}
