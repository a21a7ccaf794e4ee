/**
 * The band of a 0-100 score (docs/scoring.md, 'Traffic lights'): green from 70, amber from 45,
 * red below. One rule for the engine's traffic lights and the PDF's and e-mail's colours.
 */
export type Band = 'green' | 'amber' | 'red';

export const BAND_FLOORS = { green: 70, amber: 45 } as const;

export function scoreBand(score: number): Band {
  if (score >= BAND_FLOORS.green) return 'green';
  if (score >= BAND_FLOORS.amber) return 'amber';
  return 'red';
}

/** What a score the answers hold no evidence for reads as (D-24), everywhere it would stand. */
export const NOT_ENOUGH = 'Not enough in your answers to say';
