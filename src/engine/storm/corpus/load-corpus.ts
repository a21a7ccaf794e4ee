import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The free scan's labelled answer pairs (docs/scoring.md, 'Free quick scan (storm) alignment'):
 * person 1's chosen option, the partner's free text on the same theme, and how they compare.
 * `tune` is what the stance reader was fitted to; `holdout` was written and committed first and
 * is only counted (stance-accuracy.test.ts, `npm run eval:storm`), never tuned against. Read by
 * tests and scripts only; the engine itself does no I/O.
 */
export const stormPairSchema = z.strictObject({
  id: z.string(),
  question: z.string(),
  /** Person 1's option, 0-3, in the order of src/shared/questions/storm.ts. */
  p1: z.number().int().min(0).max(3),
  /** The option the partner's text states, or null when it states none clearly. */
  stance: z.number().int().min(0).max(3).nullable(),
  label: z.enum(['agree', 'differ', 'unclear']),
  text: z.string().min(1),
});
export type StormPair = z.infer<typeof stormPairSchema>;

export const STORM_SPLITS = ['tune', 'holdout'] as const;
export type StormSplit = (typeof STORM_SPLITS)[number];

const corpusFileSchema = z.strictObject({
  split: z.enum(STORM_SPLITS),
  note: z.string(),
  pairs: z.array(stormPairSchema),
});

export function loadStormPairs(split: StormSplit): StormPair[] {
  const path = fileURLToPath(new URL(`./${split}.json`, import.meta.url));
  const file = corpusFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  if (file.split !== split) throw new Error(`${split}.json says it is the ${file.split} split.`);
  return file.pairs;
}
