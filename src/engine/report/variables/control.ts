import type { SafetyDomain } from '../../safety/domains';
import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Control: being watched, cut off, or kept from money (the other domains are fear and harm). */
const CONTROL_DOMAINS: ReadonlySet<SafetyDomain> = new Set(['monitoring', 'isolation', 'economic']);

/**
 * Sentences the safety reader found, counted as control or as fear and harm. Any of them turns on
 * the safety rule (docs/scoring.md, 'Safety first').
 */
export function controlVariables(person: PersonRead): VarValue[] {
  const control = person.safety.filter((s) => CONTROL_DOMAINS.has(s.domain)).length;
  const fear = person.safety.length - control;
  return [
    variable('control_markers', 'Control markers', control, 0, 20),
    variable('fear_markers', 'Fear and coercion markers', fear, 0, 20),
    variable('safety_markers', 'Safety markers (control + fear)', control + fear, 0, 40),
  ];
}
