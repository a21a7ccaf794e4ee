import { describe, expect, it } from 'vitest';
import { colors } from '../../shared/design-tokens';
import { scoreBand } from '../../shared/report/score-band';
import { BAND_LEGEND, BANDS, gradeBand } from './bands';

describe('report colour bands', () => {
  it('makes a good grade green and a bad one red', () => {
    expect(gradeBand('A+')).toBe('green');
    expect(gradeBand('A-')).toBe('green');
    expect(gradeBand('B-')).toBe('green');
    expect(gradeBand('C+')).toBe('amber');
    expect(gradeBand('C-')).toBe('amber');
    expect(gradeBand('D+')).toBe('red');
    expect(gradeBand('F')).toBe('red');
  });

  it('bands a score like the engine’s traffic lights: green from 70, amber from 45', () => {
    expect(scoreBand(100)).toBe('green');
    expect(scoreBand(70)).toBe('green');
    expect(scoreBand(69)).toBe('amber');
    expect(scoreBand(45)).toBe('amber');
    expect(scoreBand(44)).toBe('red');
    expect(scoreBand(0)).toBe('red');
  });

  it('takes the brand’s status colours and gives every band words, never colour alone', () => {
    expect(BANDS.green.fill).toBe(colors.success);
    expect(BANDS.amber.fill).toBe(colors.warning);
    expect(BANDS.red.fill).toBe(colors.danger);
    for (const band of Object.values(BANDS)) {
      expect(band.word.length).toBeGreaterThan(0);
      expect(band.gradeWord.length).toBeGreaterThan(0);
      expect(BAND_LEGEND).toContain(band.light);
    }
    // No band is the crimson of the buttons, which made an A- look like an F.
    for (const band of Object.values(BANDS)) expect(band.fill).not.toBe(colors.accent);
  });
});
