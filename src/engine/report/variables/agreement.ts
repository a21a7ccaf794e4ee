import { LOVE_LANGUAGES, parseLoveLanguage } from '../lexicons';
import type { PersonRead } from '../match';
import { THEME_PAIRS, type ThemeTally } from '../themes';
import { type VarValue, variable } from './define';
import { loveLanguageEvidence } from './love-language';

/** Stance evidence below this total says too little to compare. */
const MIN_EVIDENCE = 1;

function shares(evidence: Record<string, number>, keys: readonly string[]): number[] | null {
  const total = keys.reduce((sum, k) => sum + Math.max(0, evidence[k] ?? 0), 0);
  if (total < MIN_EVIDENCE) return null;
  return keys.map((k) => Math.max(0, evidence[k] ?? 0) / total);
}

function overlap(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, x, i) => sum + Math.min(x, b[i] ?? 0), 0);
}

function cosine(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
  const na = Math.sqrt(a.reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt(b.reduce((s, x) => s + x * x, 0));
  return na && nb ? dot / (na * nb) : 0.5;
}

/** The couple's paired themes (D-25), love languages and what each talks about. */
export function agreementVariables(
  a: PersonRead,
  b: PersonRead,
  tally: ThemeTally,
  valuesA: readonly number[],
  valuesB: readonly number[],
  statedPrimary: string | undefined,
): VarValue[] {
  const vars: VarValue[] = [
    variable('themes_agreed', 'Paired themes on which the two agree', tally.agreed, 0, 10),
    variable('themes_differed', 'Paired themes on which the two differ', tally.differed, 0, 10),
    variable(
      'themes_unclear',
      'Paired themes that cannot be compared',
      THEME_PAIRS.length - tally.comparable,
      0,
      10,
    ),
  ];
  const la = loveLanguageEvidence(a);
  const lb = loveLanguageEvidence(b);
  const sa = shares(la, LOVE_LANGUAGES);
  const sb = shares(lb, LOVE_LANGUAGES);
  vars.push(
    variable(
      'love_language_clear',
      'Both show a way of showing love (1 = yes)',
      sa && sb ? 1 : 0,
      0,
      1,
    ),
    variable(
      'love_language_agreement',
      'Love-language agreement (0 when unclear)',
      sa && sb ? overlap(sa, sb) : 0,
      0,
      1,
    ),
  );
  const stated = parseLoveLanguage(statedPrimary);
  const partnerShare = stated && sb ? (sb[LOVE_LANGUAGES.indexOf(stated)] ?? 0) : 0;
  vars.push(
    variable(
      'stated_love_language_match',
      "Partner's signal for person 1's stated primary love language",
      partnerShare,
      0,
      1,
    ),
  );
  vars.push(
    variable(
      'values_overlap',
      'Overlap of what each talks about (cosine)',
      cosine(valuesA, valuesB),
      0,
      1,
    ),
  );
  return vars;
}
