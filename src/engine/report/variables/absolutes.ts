import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** All-or-nothing words per 100 words written. */
export function absolutesVariables(person: PersonRead): VarValue[] {
  const count = person.hits.absolutes.length;
  const words = person.answers.reduce((sum, a) => sum + a.wordCount, 0);
  return [
    variable('absolutes', "Absolutes ('always', 'never')", count, 0, 50),
    variable(
      'absolutes_rate',
      'Absolutes per 100 words',
      words ? (100 * count) / words : 0,
      0,
      100,
    ),
  ];
}
