/** A multiple-choice question as the API serves it (docs/product.md §7: {id, text, options[]}). */
export type Question = {
  id: string;
  text: string;
  /** Four option texts; an answer is the chosen text itself (docs/product.md §3, §7). */
  options: readonly [string, string, string, string];
};

/** One theme of the free quick scan: person 1 chooses an option, the partner writes freely. */
export type StormQuestion = Question & {
  theme: string;
  /** The partner's free-text prompt on the same theme (/storm/<token>). */
  partnerPrompt: string;
};
