import type { ReadToken } from '../text/read-text';
import { compileCue, findCue } from './match-cues';

/**
 * Words and phrases that suggest fear or control (D-20 spirit). The rule errs towards showing the
 * safety tip: a false alarm costs one kind sentence, a missed one costs much more. Only a plain
 * mention counts ('I am not afraid of him' does not).
 */
const SAFETY_MARKERS: readonly string[] = [
  'afraid',
  'scared',
  'frightened',
  'terrified',
  'unsafe',
  'threaten',
  'intimidate',
  'not allowed',
  'not let me',
  'control me',
  'control my money',
  'control my phone',
  'control what I',
  'check my phone',
  'take my money',
  'ask permission',
  'forbid',
  'isolate',
  'hit me',
  'hurt me',
  'push me',
  'grab me',
  'choke',
  'walk on eggshells',
];

const COMPILED_MARKERS = SAFETY_MARKERS.map(compileCue);

/** True when any answer mentions fear or control. */
export function hasSafetyMarker(readings: readonly (readonly ReadToken[])[]): boolean {
  return readings.some((tokens) =>
    COMPILED_MARKERS.some((marker) => findCue(tokens, marker) === 'affirmed'),
  );
}
