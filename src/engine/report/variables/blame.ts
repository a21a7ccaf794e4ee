import type { PersonRead } from '../match';
import { type VarValue, variable, written } from './define';

/** Blame placed on the other vs ownership of one's own part. */
export function blameVariables(person: PersonRead): VarValue[] {
  const blame = person.hits.blame.length;
  const ownership = person.hits.ownership.length;
  const we = written(person).reduce(
    (sum, a) => sum + [...a.words].filter((w) => w === 'we' || w === 'us' || w === 'our').length,
    0,
  );
  const i = written(person).reduce(
    (sum, a) => sum + [...a.words].filter((w) => w === 'i' || w === 'me' || w === 'my').length,
    0,
  );
  return [
    variable('blame_language', 'Blame markers', blame, 0, 20),
    variable('ownership_language', 'Ownership markers', ownership, 0, 20),
    variable(
      'ownership_balance',
      'Ownership minus blame, scaled',
      (ownership - blame) / Math.max(1, ownership + blame),
      -1,
      1,
    ),
    variable('we_i_words', "'We' and 'I' words written", we + i, 0, 500),
    variable(
      'we_orientation',
      "'We' words among 'we' and 'I' words (answers containing them)",
      we + i ? we / (we + i) : 0,
      0,
      1,
    ),
  ];
}
