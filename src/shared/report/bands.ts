import { colors } from '../design-tokens';
import type { GRADES } from './report-model';
import { BAND_FLOORS, type Band } from './score-band';

/**
 * The one place the report's colours are chosen from its numbers, for the PDF, the e-mail and the
 * report page: green, amber or red from the brand's status tokens, each with the words that say
 * the same thing, so colour is never the only signal (docs/report.md, 'Colours').
 *
 * - A score out of 100 (a dimension, a partner's reading) takes the engine's traffic-light
 *   floors (docs/scoring.md, 'Traffic lights'): green from 70, amber from 45, red below. A
 *   dimension's couple bar uses the engine's own `trafficLight`, which follows the same floors.
 * - A letter grade takes its letter: A and B green, C amber, D and F red. The score gauge on
 *   the cover is coloured by the grade it shows, so the gauge and the grade chip always agree.
 */
export type Grade = (typeof GRADES)[number];

export function gradeBand(grade: Grade): Band {
  const letter = grade[0];
  if (letter === 'A' || letter === 'B') return 'green';
  if (letter === 'C') return 'amber';
  return 'red';
}

export type BandStyle = {
  /** The strong colour: bars, chips, dots (passes AA for text on white and on `soft`). */
  fill: string;
  /** The light tint behind a label. */
  soft: string;
  /** The traffic light's name. */
  light: string;
  /** What the band means for a score. */
  word: string;
  /** What the band means for a grade. */
  gradeWord: string;
};

export const BANDS: Record<Band, BandStyle> = {
  green: {
    fill: colors.success,
    soft: colors['success-soft'],
    light: 'Green',
    word: 'Strong',
    gradeWord: 'A good grade',
  },
  amber: {
    fill: colors.warning,
    soft: colors['warning-soft'],
    light: 'Amber',
    word: 'Mixed',
    gradeWord: 'A middling grade',
  },
  red: {
    fill: colors.danger,
    soft: colors['danger-soft'],
    light: 'Red',
    word: 'Under strain',
    gradeWord: 'A low grade',
  },
};

/** The legend printed under every chart that uses these colours. */
export const BAND_LEGEND = `Green ${BAND_FLOORS.green}+ strong · Amber ${BAND_FLOORS.amber} to ${BAND_FLOORS.green - 1} mixed · Red under ${BAND_FLOORS.amber} under strain`;
