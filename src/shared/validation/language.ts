import { detectAll } from 'tinyld/light';
import { ENGLISH_WORDS_TEXT, SHARED_WORDS_TEXT } from './english-words';

/**
 * 'Not in English' for the readability rule (D-24, docs/decisions/014-language-detector.md): a
 * language detector from the ecosystem (tinyld's light build) and a check of the answer's own words
 * against common English words. An answer is refused only when both say it is not English, so a
 * short English answer full of names, places or slang that the detector misplaces still passes.
 * Pure and synchronous: the browser and the server run the same code.
 */

/** The common English words (english-words.ts, generated). */
const ENGLISH_WORDS = new Set(ENGLISH_WORDS_TEXT.trim().split(/\s+/));
/** Frequent English words other languages use too: each counts as LANGUAGE_RULE.sharedWordWeight. */
const SHARED_WORDS = new Set(SHARED_WORDS_TEXT.trim().split(/\s+/));

/** Words as the check counts them: runs of letters (any script) and digits ("don't": don, t). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The words the English check weighs: a capitalised word inside a sentence is taken for a name
 * (Sam, Lisbon, Mario Kart) and left out, unless most words are capitalised.
 */
function weighedWords(text: string): string[] {
  const all: string[] = [];
  const lowerCase: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (!/\p{L}/u.test(word)) continue;
    all.push(word.toLowerCase());
    const before = text.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:;\n"“(]$/u.test(before);
    if (sentenceStart || !/^\p{Lu}/u.test(word)) lowerCase.push(word.toLowerCase());
  }
  return lowerCase.length * 2 >= all.length ? lowerCase : all;
}

/** The share of the words (names aside) that are common English words. */
export function englishWordShare(text: string): number {
  const words = weighedWords(text);
  if (words.length === 0) return 0;
  let english = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    else if (SHARED_WORDS.has(word)) english += LANGUAGE_RULE.sharedWordWeight;
  }
  return english / words.length;
}

/**
 * Scores per language, best first, the best scaled to 1; English is 'eng'. Empty when the detector
 * cannot tell. Measuring other detectors (scripts/measure-language-detectors.mts) passes their own.
 */
export type LanguageScores = (text: string) => readonly (readonly [string, number])[];

const tinyld: LanguageScores = (text) => {
  const ranked = detectAll(text);
  const best = ranked[0]?.accuracy ?? 0;
  if (best <= 0) return [];
  return ranked.map(({ lang, accuracy }) => [lang === 'en' ? 'eng' : lang, accuracy / best]);
};

/**
 * How the verdict is reached (fitted on the tuning split only, docs/scoring.md 'Readable answers
 * (D-24)'): the detector's best guess is another language, English scores clearly below it, and
 * few of the words are common English words.
 */
export const LANGUAGE_RULE = {
  /** English's score (the best is 1) at or above which the detector's guess is too close to call. */
  englishScoreClose: 0.9,
  /** An answer with at least this share of common English words is English, whatever the guess. */
  englishShareEnough: 0.25,
  /** What a frequent word that other languages use too ('in', 'me', 'so') counts for. */
  sharedWordWeight: 0.25,
  /**
   * Below this many words a detector guesses (docs/scoring.md): shorter answers in Latin letters
   * are never called 'not English'.
   */
  minimumWords: 5,
} as const;

/** True when the text reads as a language other than English. */
export function isNotEnglish(text: string, scores: LanguageScores = tinyld): boolean {
  // Mostly letters of another script (Cyrillic, Greek, Arabic, CJK...): not English at any length.
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.5) return true;
  const words = wordsOf(text).filter((word) => /\p{L}/u.test(word));
  if (words.length < LANGUAGE_RULE.minimumWords) return false;
  if (englishWordShare(text) >= LANGUAGE_RULE.englishShareEnough) return false;
  const ranked = scores(text);
  const best = ranked[0];
  if (!best || best[0] === 'eng') return false;
  const english = ranked.find(([code]) => code === 'eng')?.[1] ?? 0;
  return english < LANGUAGE_RULE.englishScoreClose;
}
