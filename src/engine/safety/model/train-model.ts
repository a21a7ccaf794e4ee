import { SAFETY_DOMAINS, type SafetyDomain } from '../domains';
import type { SafetyModel } from './safety-model';

/** One training text: the features of each of its lines, and what a person labelled it. */
export type TrainingText = {
  lines: readonly (readonly string[])[];
  /** `disclosure`: harm of no single named domain (it trains the disclosure model only). */
  label: SafetyDomain | 'disclosure' | 'harmless';
};

/** What the reader scores at run time: each line alone, and each line with the next. */
export function windowsOf(lines: readonly (readonly string[])[]): string[][] {
  const alone = lines.map((line) => [...line]);
  const pairs = lines.slice(1).map((line, i) => [...(lines[i] ?? []), ...line]);
  return [...alone, ...pairs];
}

const EPOCHS = 40;
const LEARNING_RATE = 0.1;
const L2 = 1e-3;
/** A feature must occur in this many texts to be learned. One is enough: with L2 a word seen once
 * weighs little, and dropping them cost recall (docs/decisions/011). */
const MIN_TEXTS = 1;
/** Weights nearer zero than this are dropped from the stored model (domain models name the
 * domain of what the disclosure model already found, so they keep fewer). */
const KEEP_ABOVE = 0.02;
const DOMAIN_KEEP_ABOVE = 0.1;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A small deterministic generator, so that the same texts always train the same model. */
function shuffler(seed: number) {
  let state = seed;
  return <T>(items: T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const j = state % (i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
}

function vocabulary(texts: readonly TrainingText[]): Set<string> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const feature of new Set(text.lines.flat())) {
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= MIN_TEXTS).map(([feature]) => feature));
}

/** Logistic regression by stochastic gradient descent with L2, over the features' presence. */
function logistic(
  examples: readonly { features: string[]; y: number }[],
  seed: number,
  keepAbove = KEEP_ABOVE,
) {
  const weights = new Map<string, number>();
  let bias = 0;
  const shuffle = shuffler(seed);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, y } of shuffle([...examples])) {
      const z = features.reduce((sum, f) => sum + (weights.get(f) ?? 0), bias);
      const gradient = sigmoid(z) - y;
      bias -= LEARNING_RATE * gradient;
      for (const f of features) {
        weights.set(f, (weights.get(f) ?? 0) * (1 - LEARNING_RATE * L2) - LEARNING_RATE * gradient);
      }
    }
  }
  const kept = Object.fromEntries(
    [...weights]
      .filter(([, w]) => Math.abs(w) >= keepAbove)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([f, w]) => [f, Math.round(w * 1000) / 1000]),
  );
  return { bias: Math.round(bias * 1000) / 1000, weights: kept };
}

type Weights = ReturnType<typeof logistic>;

const score = (model: Weights, features: readonly string[]) =>
  features.reduce((sum, f) => sum + (model.weights[f] ?? 0), model.bias);

/** Rounds of choosing, in each disclosure, the window that carries it (see below). */
const ROUNDS = 2;

/**
 * Trains the statistical reader on the tuning split: one model for 'does this window disclose
 * harm' and one per domain (which harm). A labelled disclosure may hold ordinary sentences
 * around the one that discloses, so it is learned as a bag (multiple-instance learning): first
 * whole, then as the window the previous round found most telling. Every window of a harmless
 * text is a harmless example, since at run time every window of an ordinary answer is read.
 */
export function trainSafetyModel(texts: readonly TrainingText[]): SafetyModel {
  const known = vocabulary(texts);
  const keep = (features: readonly string[]) => [...new Set(features)].filter((f) => known.has(f));
  const negatives = texts
    .filter(({ label }) => label === 'harmless')
    .flatMap(({ lines }) => windowsOf(lines).map((w) => ({ features: keep(w), y: 0 })));
  const disclosures = texts
    .filter(({ label }) => label !== 'harmless')
    .map(({ lines, label }) => ({
      windows: windowsOf(lines).map(keep),
      whole: keep(lines.flat()),
      label,
    }));
  let chosen = disclosures.map(({ whole, label }) => ({ features: whole, label }));
  let disclosure = logistic(
    [...negatives, ...chosen.map(({ features }) => ({ features, y: 1 }))],
    1,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const model = disclosure;
    chosen = disclosures.map(({ windows, whole, label }) => ({
      features: windows.reduce(
        (best, w) => (score(model, w) > score(model, best) ? w : best),
        whole,
      ),
      label,
    }));
    disclosure = logistic([...negatives, ...chosen.map(({ features }) => ({ features, y: 1 }))], 1);
  }
  const domains = Object.fromEntries(
    SAFETY_DOMAINS.map((domain, i) => [
      domain,
      logistic(
        chosen
          .filter(({ label }) => label !== 'disclosure')
          .map(({ features, label }) => ({ features, y: label === domain ? 1 : 0 })),
        2 + i,
        DOMAIN_KEEP_ABOVE,
      ),
    ]),
  ) as SafetyModel['domains'];
  return { disclosure, domains };
}
