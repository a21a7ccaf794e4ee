import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type CoupleInput, coupleInputSchema } from '../../report/couple-input';
import { loadFixture } from '../../report/fixtures/load';

/**
 * The labelled safety corpus (docs/scoring.md, 'The safety corpus'): sentences placed in an
 * ordinary couple's answers. `tune` is what the reader's frames were fitted to; `holdout` was
 * written apart and is only measured (tests and `npm run eval:safety`), never tuned against.
 */
export const corpusEntrySchema = z.object({
  id: z.string(),
  split: z.enum(['tune', 'holdout']),
  label: z.enum(['disclosure', 'harmless']),
  domain: z.string(),
  voice: z.string(),
  side: z.enum(['person1', 'person2']),
  question: z.number().int().min(1).max(10),
  placement: z.enum(['append', 'replace']),
  text: z.string().min(1),
});
export type CorpusEntry = z.infer<typeof corpusEntrySchema>;
export type Split = CorpusEntry['split'];

function here(file: string): string {
  return fileURLToPath(new URL(`./${file}`, import.meta.url));
}

/** Every batch of a split: `tune.jsonl`, `tune-2.jsonl`..., each written at its own time. */
export function loadCorpus(split: Split): CorpusEntry[] {
  const files = readdirSync(here('.'))
    .filter((file) => file.startsWith(split) && file.endsWith('.jsonl'))
    .sort();
  return files.flatMap((file) =>
    readFileSync(here(file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const entry = corpusEntrySchema.parse(JSON.parse(line));
        if (entry.split !== split) throw new Error(`${file}: ${entry.id} is not in ${split}`);
        return entry;
      }),
  );
}

/** The ordinary couples each split's sentences are placed in. */
export function baseCouples(split: Split): CoupleInput[] {
  if (split === 'tune') return [loadFixture('aligned'), loadFixture('mismatched')];
  return z
    .array(coupleInputSchema)
    .parse(JSON.parse(readFileSync(here('holdout-couples.json'), 'utf8')));
}

/** The couple input with the entry's text placed on its side, as the engine would receive it. */
export function placeEntry(entry: CorpusEntry, couple: CoupleInput): CoupleInput {
  const partner = entry.side === 'person1' ? couple.person2.name : couple.person1.name;
  const text = entry.text.replaceAll('{partner}', partner);
  const key = entry.side === 'person1' ? 'person1Answers' : 'person2Answers';
  const answers = [...couple[key]];
  const i = entry.question - 1;
  answers[i] = entry.placement === 'replace' ? text : `${answers[i] ?? ''} ${text}`.trim();
  return { ...couple, [key]: answers };
}

/** Each entry in one base couple, taking the couples in turn so that every couple is used. */
export function placeAll(split: Split): { entry: CorpusEntry; input: CoupleInput }[] {
  const couples = baseCouples(split);
  return loadCorpus(split).map((entry, i) => {
    const couple = couples[i % couples.length];
    if (!couple) throw new Error('no base couple');
    return { entry, input: placeEntry(entry, couple) };
  });
}

const ordinaryAnswerSchema = z.object({
  id: z.string(),
  question: z.number().int().min(1).max(10),
  text: z.string().min(1),
});

/**
 * Ordinary answers to the ten questions, disclosing nothing (ordinary-tune*.jsonl): part of the
 * tuning split, so that the statistical reader learns what everyday answers sound like.
 */
export function loadOrdinaryAnswers(): z.infer<typeof ordinaryAnswerSchema>[] {
  return readdirSync(here('.'))
    .filter((file) => file.startsWith('ordinary-tune') && file.endsWith('.jsonl'))
    .sort()
    .flatMap((file) =>
      readFileSync(here(file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => ordinaryAnswerSchema.parse(JSON.parse(line))),
    );
}

/**
 * Forty ordinary couples nobody tuned on (ordinary-couples.json): held out, to measure how often
 * the safety rule would stop a couple who disclosed nothing.
 */
export function ordinaryCouples(): CoupleInput[] {
  return z
    .array(coupleInputSchema)
    .parse(JSON.parse(readFileSync(here('ordinary-couples.json'), 'utf8')));
}
