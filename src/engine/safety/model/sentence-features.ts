/**
 * The features the statistical reader (docs/decisions/011) sees in one tagged sentence
 * (tag-sentence.ts): its words and word pairs, with people as roles (`@p`, `@o`, `@child`...)
 * and every word after a negation, up to the end of its clause, marked `!` ('not hit' is not
 * 'hit'). Roles and negation are what let a weighted word list read who does what to whom.
 */
const NEGATORS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'none', 'neither', 'nor']);
const PUNCTUATION = new Set([',', ';', ':', '.', '!', '?', '(', ')']);
const CLAUSE_ENDS = new Set([...PUNCTUATION, 'but', 'because', 'so', 'when', 'if', 'and']);

/**
 * The questions' own topics: every answer to 'What does freedom look like to you?' says
 * 'freedom', disclosing or not, so these words say nothing about harm and are left out.
 */
const TOPIC_WORDS = new Set([
  'freedom',
  'tuesday',
  'tuesdays',
  'intimacy',
  'commitment',
  'energy',
  'ideal',
  'ordinary',
  'comfortable',
]);

export function sentenceFeatures(tokens: readonly string[]): string[] {
  let negated = false;
  const marked = tokens
    .filter((token) => !TOPIC_WORDS.has(token))
    .map((token) => {
      if (CLAUSE_ENDS.has(token)) negated = false;
      const word = negated ? `!${token}` : token;
      if (NEGATORS.has(token)) negated = true;
      return word;
    });
  // Punctuation ends a negation's reach but is no evidence itself ('hits me.' and 'me.').
  const words = marked.filter((word) => !PUNCTUATION.has(word.replace(/^!/, '')));
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(word);
    const next = words[i + 1];
    if (next !== undefined) out.push(`${word} ${next}`);
  });
  return out;
}
