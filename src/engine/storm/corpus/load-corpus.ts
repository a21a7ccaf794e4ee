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

/**
 * The tuning split's batches, one per writer: A (tune.json) is the writer the first cues were
 * written with; B (tune-b.json, 18-35 phone typists) and C (tune-c.json, 30-70 long-term partners,
 * idiom, second-language English) were written later by other people, blind to the reader. The
 * cross-writer check (`npm run eval:storm -- --cross`) fits on two writers and reads the third.
 */
export const STORM_WRITERS = ['A', 'B', 'C'] as const;
export type StormWriter = (typeof STORM_WRITERS)[number];

const WRITER_FILES: Record<StormWriter, string> = { A: 'tune', B: 'tune-b', C: 'tune-c' };
/**
 * The held-out split's batches: A's third (holdout.json, same writer as tune.json) and two
 * batches written later, blind to the reader and to every other batch, by writers D
 * (holdout-d.json, a cross-section of adults) and E (holdout-e.json). None is tuned against.
 */
export const HELD_OUT_WRITERS = ['A', 'D', 'E'] as const;
export type HeldOutWriter = (typeof HELD_OUT_WRITERS)[number];
const HELD_OUT_FILES: Record<HeldOutWriter, string> = {
  A: 'holdout',
  D: 'holdout-d',
  E: 'holdout-e',
};

const SPLIT_FILES: Record<StormSplit, readonly string[]> = {
  tune: STORM_WRITERS.map((writer) => WRITER_FILES[writer]),
  holdout: HELD_OUT_WRITERS.map((writer) => HELD_OUT_FILES[writer]),
};

function loadFile(name: string, split: StormSplit): StormPair[] {
  const path = fileURLToPath(new URL(`./${name}.json`, import.meta.url));
  const file = corpusFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  if (file.split !== split) throw new Error(`${name}.json says it is the ${file.split} split.`);
  return file.pairs;
}

/** One writer's tuning batch. */
export function loadWriterPairs(writer: StormWriter): StormPair[] {
  return loadFile(WRITER_FILES[writer], 'tune');
}

/** One writer's held-out batch: only ever counted. */
export function loadHeldOutPairs(writer: HeldOutWriter): StormPair[] {
  return loadFile(HELD_OUT_FILES[writer], 'holdout');
}

/** Every pair of a split, over all its files; ids are unique across the files. */
export function loadStormPairs(split: StormSplit): StormPair[] {
  const pairs = SPLIT_FILES[split].flatMap((name) => loadFile(name, split));
  const ids = new Set<string>();
  for (const pair of pairs) {
    if (ids.has(pair.id)) throw new Error(`Storm pair id ${pair.id} occurs twice in ${split}.`);
    ids.add(pair.id);
  }
  return pairs;
}
