import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Control and coercion, fear markers. Any of them turns on the safety rule. */
export function controlVariables(person: PersonRead): VarValue[] {
  const control = person.hits.control.length;
  const fear = person.hits.fear.length;
  return [
    variable('control_markers', 'Control markers', control, 0, 20),
    variable('fear_markers', 'Fear and coercion markers', fear, 0, 20),
    variable('safety_markers', 'Safety markers (control + fear)', control + fear, 0, 40),
  ];
}
