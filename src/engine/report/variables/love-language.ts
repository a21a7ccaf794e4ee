import {
  LOVE_LANGUAGE_LEXICON,
  LOVE_LANGUAGES,
  type LoveLanguage,
  OPTION_STANCES,
} from '../lexicons';
import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Raw love-language evidence: lexicon hits, plus 3 for a stated /p2 love option. */
export function loveLanguageEvidence(person: PersonRead): Record<LoveLanguage, number> {
  const evidence = {} as Record<LoveLanguage, number>;
  for (const ll of LOVE_LANGUAGES) evidence[ll] = person.hits[LOVE_LANGUAGE_LEXICON[ll]].length;
  for (const answer of person.answers) {
    if (!answer.stated) continue;
    const mapping = OPTION_STANCES[answer.stated.question];
    const stance = mapping?.stances[answer.stated.option];
    if (mapping?.theme === 'loveLanguage' && stance) evidence[stance as LoveLanguage] += 3;
  }
  return evidence;
}

/** Love-language signals: each language's share of the person's love-language evidence. */
export function loveLanguageVariables(person: PersonRead): VarValue[] {
  const evidence = loveLanguageEvidence(person);
  const total = LOVE_LANGUAGES.reduce((sum, ll) => sum + evidence[ll], 0);
  return LOVE_LANGUAGES.map((ll) =>
    variable(
      `love_language_${ll}`,
      `Love language signal: ${ll}`,
      total ? evidence[ll] / total : 0,
      0,
      1,
    ),
  );
}
