import type { PersonRead } from '../match';
import { type VarValue, variable, written } from './define';

/** Mean words per written answer that counts as full effort. */
const FULL_EFFORT_WORDS = 40;

/** Similarity of two answers' word sets (Jaccard). */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Effort and specificity: how much, how concretely and how freshly each answer was written. */
export function effortVariables(person: PersonRead): VarValue[] {
  const own = written(person);
  const total = person.answers.length || 1;
  const meanWords = own.length ? own.reduce((sum, a) => sum + a.wordCount, 0) / own.length : 0;
  const short = own.filter((a) => a.wordCount < 8).length;
  const detailQuestions = new Set(person.hits.detail.map((h) => h.question));
  const specific = own.filter(
    (a) => detailQuestions.has(a.question) || /\d|\b(?!I\b)[A-Z][a-z]+/.test(a.text.slice(1)),
  ).length;
  const allWords = new Set<string>();
  let tokenCount = 0;
  for (const a of own) {
    for (const w of a.words) allWords.add(w);
    tokenCount += a.wordCount;
  }
  let repetition = 0;
  for (let i = 0; i < own.length; i += 1) {
    for (let j = i + 1; j < own.length; j += 1) {
      const a = own[i];
      const b = own[j];
      if (a && b) repetition = Math.max(repetition, similarity(a.words, b.words));
    }
  }
  const optionShare = (person.answers.length - own.length) / total;
  // A chosen option is a valid, moderate-effort answer: it scores 0.6.
  // Summed in a fixed order, so the same answers in another order give the same figure.
  const effortIndex =
    (own
      .map((a) => Math.min(1, a.wordCount / FULL_EFFORT_WORDS))
      .sort((a, b) => a - b)
      .reduce((sum, x) => sum + x, 0) +
      0.6 * (person.answers.length - own.length)) /
    total;
  return [
    variable('effort_mean_words', 'Mean words per written answer', meanWords, 0, 200),
    variable('effort_short_answers', 'Written answers under 8 words', short, 0, 10),
    variable('effort_index', 'Effort index', effortIndex, 0, 1),
    variable(
      'specificity',
      'Share of answers with concrete detail',
      own.length ? specific / own.length : 0,
      0,
      1,
    ),
    variable(
      'lexical_variety',
      'Distinct words per word written',
      tokenCount ? allWords.size / tokenCount : 0,
      0,
      1,
    ),
    variable('repetition', 'Most similar pair of answers (copy-paste)', repetition, 0, 1),
    variable('option_share', 'Share of answers chosen from options', optionShare, 0, 1),
    variable('written_answers', 'Answers written in their own words', own.length, 0, 10),
  ];
}
