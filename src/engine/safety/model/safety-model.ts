import { z } from 'zod';
import { SAFETY_DOMAINS, type SafetyDomain } from '../domains';
import stored from './safety-model.json';
import { sentenceFeatures } from './sentence-features';

const weightsSchema = z.object({ bias: z.number(), weights: z.record(z.string(), z.number()) });
export const safetyModelSchema = z.object({
  disclosure: weightsSchema,
  domains: z.object(
    Object.fromEntries(SAFETY_DOMAINS.map((domain) => [domain, weightsSchema])) as Record<
      SafetyDomain,
      typeof weightsSchema
    >,
  ),
});
export type SafetyModel = z.infer<typeof safetyModelSchema>;

/** The model `npm run train:safety` fitted to the tuning split (docs/decisions/011). */
export const SAFETY_MODEL: SafetyModel = safetyModelSchema.parse(stored);

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function probability(model: z.infer<typeof weightsSchema>, features: ReadonlySet<string>): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return sigmoid(z);
}

const featuresOf = (sentences: readonly (readonly string[])[]) =>
  new Set(sentences.flatMap((tokens) => sentenceFeatures(tokens)));

/** How likely these tagged sentences, read together, disclose harm. */
export function disclosureProbability(
  sentences: readonly (readonly string[])[],
  model: SafetyModel = SAFETY_MODEL,
): number {
  return probability(model.disclosure, featuresOf(sentences));
}

/** Which kind of harm these sentences most likely disclose (asked only of what was found). */
export function domainOf(
  sentences: readonly (readonly string[])[],
  model: SafetyModel = SAFETY_MODEL,
): SafetyDomain {
  const features = featuresOf(sentences);
  let domain: SafetyDomain = SAFETY_DOMAINS[0];
  let best = -1;
  for (const candidate of SAFETY_DOMAINS) {
    const p = probability(model.domains[candidate], features);
    if (p > best) {
      best = p;
      domain = candidate;
    }
  }
  return domain;
}
