/**
 * The features the statistical reader (docs/decisions/011) sees in one tagged sentence
 * (tag-sentence.ts): its words and word pairs, with people as roles (`@p`, `@o`, `@child`...)
 * and every word after a negation, up to the end of its clause, marked `!` ('not hit' is not
 * 'hit'). Roles and negation are what let a weighted word list read who does what to whom.
 */
const NEGATORS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'none', 'neither', 'nor']);
const CLAUSE_ENDS = new Set([
  ',',
  ';',
  ':',
  '.',
  '!',
  '?',
  'but',
  'because',
  'so',
  'when',
  'if',
  'and',
]);

export function sentenceFeatures(tokens: readonly string[]): string[] {
  let negated = false;
  const marked = tokens.map((token) => {
    if (CLAUSE_ENDS.has(token)) negated = false;
    const word = negated ? `!${token}` : token;
    if (NEGATORS.has(token)) negated = true;
    return word;
  });
  const out: string[] = [];
  marked.forEach((word, i) => {
    out.push(word);
    const next = marked[i + 1];
    if (next !== undefined) out.push(`${word} ${next}`);
  });
  return out;
}
