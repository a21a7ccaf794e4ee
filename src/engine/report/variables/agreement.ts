import {
  AXIS_THEMES,
  LOVE_LANGUAGES,
  parseLoveLanguage,
  THEME_STANCES,
  THEMES,
  type ThemeName,
} from '../lexicons';
import type { PersonRead } from '../match';
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

/** Agreement on one theme, 0..1, or null when either account is unclear. Symmetric. */
export function themeAgreement(a: PersonRead, b: PersonRead, theme: ThemeName): number | null {
  const keys = Object.keys(THEME_STANCES[theme]);
  const sa = shares(a.stances[theme], keys);
  const sb = shares(b.stances[theme], keys);
  if (!sa || !sb) return null;
  if (AXIS_THEMES.has(theme)) return 1 - Math.abs((sa[1] ?? 0) - (sb[1] ?? 0));
  return overlap(sa, sb);
}

export function allThemeAgreement(a: PersonRead, b: PersonRead): Map<ThemeName, number | null> {
  return new Map(THEMES.map((theme) => [theme, themeAgreement(a, b, theme)]));
}

function cosine(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
  const na = Math.sqrt(a.reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt(b.reduce((s, x) => s + x * x, 0));
  return na && nb ? dot / (na * nb) : 0.5;
}

/** Couple agreement per theme, on the love languages and on what each values. */
export function agreementVariables(
  a: PersonRead,
  b: PersonRead,
  agreement: ReadonlyMap<ThemeName, number | null>,
  valuesA: readonly number[],
  valuesB: readonly number[],
  statedPrimary: string | undefined,
): VarValue[] {
  const vars: VarValue[] = THEMES.map((theme) =>
    variable(
      `agreement_${theme}`,
      `Agreement on ${theme} (0.5 when unclear)`,
      agreement.get(theme) ?? 0.5,
      0,
      1,
    ),
  );
  const clear = [...agreement.values()].filter((v): v is number => v !== null);
  vars.push(
    variable('themes_clear', 'Themes both accounts speak to', clear.length, 0, THEMES.length),
  );
  vars.push(
    variable(
      'agreement_overall',
      'Mean agreement over clear themes',
      clear.length ? clear.reduce((s, v) => s + v, 0) / clear.length : 0.5,
      0,
      1,
    ),
  );
  const la = loveLanguageEvidence(a);
  const lb = loveLanguageEvidence(b);
  const sa = shares(la, LOVE_LANGUAGES);
  const sb = shares(lb, LOVE_LANGUAGES);
  vars.push(
    variable(
      'love_language_agreement',
      'Love-language agreement (0.5 when unclear)',
      sa && sb ? overlap(sa, sb) : 0.5,
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
