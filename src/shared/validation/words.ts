/** The minimum length of a paid-flow answer (docs/product.md §5, §9; D-16 for /p2paste). */
export const MIN_ANSWER_WORDS = 5;

/** Words as docs/product.md counts them: runs of non-whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function hasEnoughWords(text: string, minimum = MIN_ANSWER_WORDS): boolean {
  return countWords(text) >= minimum;
}
