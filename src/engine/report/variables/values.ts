import type { LexiconName } from '../lexicons';
import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

const VALUES: [string, LexiconName][] = [
  ['money', 'valueMoney'],
  ['family', 'valueFamily'],
  ['freedom', 'valueFreedom'],
  ['routine', 'valueRoutine'],
  ['intimacy', 'valueIntimacy'],
];

/** Values salience: in how many answers each value comes up (0-10), scaled to 0..1. */
export function valuesVariables(person: PersonRead): VarValue[] {
  return VALUES.map(([id, lexicon]) => {
    const answers = new Set(person.hits[lexicon].map((h) => h.question)).size;
    return variable(`value_${id}`, `Value salience: ${id}`, answers / 10, 0, 1);
  });
}
