import { type ReadToken, stemPhrase } from '../text/read-text';

/** A cue ready to match: its stems and how much one match of it counts. */
export type CompiledCue = { stems: readonly string[]; weight: number };

/** How a cue was found in a text: said, only said under a negation, or not at all. */
export type CueHit = 'affirmed' | 'negated' | 'absent';

/** Extra words allowed inside a phrase ('talk it through' matches 'talk things all through'). */
const MAX_GAP = 2;

/** Longer phrases are more specific evidence than a single word. */
function cueWeight(length: number): number {
  return Math.min(2, 0.5 + 0.5 * length);
}

export function compileCue(phrase: string): CompiledCue {
  const stems = stemPhrase(phrase);
  return { stems, weight: cueWeight(stems.length) };
}

/** Whether the cue's remaining stems follow tokens[start] in order, within one clause. */
function matchAt(tokens: readonly ReadToken[], start: number, stems: readonly string[]): boolean {
  let position = start;
  let gapLeft = MAX_GAP;
  // Index loops: this runs for every cue of every theme on each partner answer (the hot path of
  // the free scan's submit).
  for (let next = 1; next < stems.length; next += 1) {
    const stem = stems[next];
    position += 1;
    while (position < tokens.length && tokens[position]?.stem !== stem) {
      if (tokens[position]?.isBreak || gapLeft === 0) return false;
      gapLeft -= 1;
      position += 1;
    }
    if (position >= tokens.length) return false;
  }
  return true;
}

/**
 * Finds a cue in the text. A match counts as negated when its first word sits under a negation
 * ('I never walk away'); one plain match anywhere outweighs negated ones.
 */
export function findCue(tokens: readonly ReadToken[], cue: CompiledCue): CueHit {
  const [first] = cue.stems;
  if (first === undefined) return 'absent';
  let hit: CueHit = 'absent';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.stem !== first || !matchAt(tokens, i, cue.stems)) continue;
    if (!token.negated) return 'affirmed';
    hit = 'negated';
  }
  return hit;
}

/** A cue's weighted evidence, and its plain weight when it is said (how much was said at all). */
export type CueEvidence = { affirmed: number; negated: number; plain: number };

/**
 * The cue's weight where it is found, times the heaviest token weight at which it starts: plain
 * matches count as affirmed, matches under a negation as negated; a plain match wins outright.
 */
export function findCueWeighted(
  tokens: readonly ReadToken[],
  cue: CompiledCue,
  weights: readonly number[],
): CueEvidence {
  const [first] = cue.stems;
  let affirmed = 0;
  let negated = 0;
  if (first === undefined) return { affirmed, negated, plain: 0 };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.stem !== first || !matchAt(tokens, i, cue.stems)) continue;
    const weight = cue.weight * (weights[i] ?? 1);
    if (token.negated) negated = Math.max(negated, weight);
    else affirmed = Math.max(affirmed, weight);
  }
  if (affirmed > 0) return { affirmed, negated: 0, plain: cue.weight };
  return { affirmed, negated: negated > 0 ? cue.weight : 0, plain: 0 };
}
