import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Idealisation and hedging markers, the raw validity signals of the FOSM meter. */
export function honestyVariables(person: PersonRead): VarValue[] {
  return [
    variable(
      'idealisation_markers',
      "Idealisation markers ('perfect', 'never fight')",
      person.hits.idealisation.length,
      0,
      30,
    ),
    variable(
      'hedging_markers',
      "Hedging and evasion markers ('I guess', 'whatever')",
      person.hits.hedging.length,
      0,
      30,
    ),
  ];
}
