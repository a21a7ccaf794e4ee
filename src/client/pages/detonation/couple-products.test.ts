import { describe, expect, test } from 'vitest';
import { coupleProductFrom, twoStepProductFromLevel } from './couple-products';

describe('coupleProductFrom', () => {
  test.each([
    ['detonation', 'detonation'],
    ['detonation_fosm', 'detonation_fosm'],
    ['detonation_plus', 'detonation_fosm'],
    ['max', 'detonation_fosm'],
    ['dual_scan', 'dual_scan'],
  ])('%s is %s', (value, expected) => {
    expect(coupleProductFrom(value)).toBe(expected);
  });

  test.each(['storm', 'free', 'bogus', '', 'constructor', 'DETONATION'])(
    'refuses %j (free or unknown)',
    (value) => {
      expect(coupleProductFrom(value)).toBeNull();
    },
  );

  test('refuses a missing value', () => {
    expect(coupleProductFrom(null)).toBeNull();
    expect(coupleProductFrom(undefined)).toBeNull();
  });
});

describe('twoStepProductFromLevel', () => {
  test('Max when the intake chose it, under any alias', () => {
    expect(twoStepProductFromLevel('detonation_plus')).toBe('detonation_fosm');
    expect(twoStepProductFromLevel('detonation_fosm')).toBe('detonation_fosm');
  });

  test('Detonation otherwise', () => {
    for (const level of ['detonation', 'free', 'dual_scan', 'junk', null]) {
      expect(twoStepProductFromLevel(level)).toBe('detonation');
    }
  });
});
