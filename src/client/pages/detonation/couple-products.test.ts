import { describe, expect, test } from 'vitest';
import {
  coupleProductFrom,
  searchFollowingChoice,
  tierFromSearch,
  twoStepProductFromLevel,
  twoStepTierFromSearch,
} from './couple-products';

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

describe('tierFromSearch (?tier=, docs/product.md §2)', () => {
  test.each([
    ['?tier=detonation', 'detonation'],
    ['?tier=detonation_fosm', 'detonation_fosm'],
    ['?tier=detonation_plus', 'detonation_fosm'],
    ['?tier=detonation_max', 'detonation_fosm'],
    ['?tier=max', 'detonation_fosm'],
    ['?tier=dual_scan', 'dual_scan'],
    ['?mode=single&tier=detonation_fosm&assessmentId=a', 'detonation_fosm'],
    ['tier=detonation_fosm', 'detonation_fosm'],
  ])('%s offers %s', (search, expected) => {
    expect(tierFromSearch(search)).toBe(expected);
  });

  test.each([
    '',
    '?mode=single',
    '?tier=',
    '?tier=storm',
    '?tier=free',
    '?tier=gold',
    '?tier=DETONATION',
    '?tier=constructor',
    '?tier=__proto__',
    '?tier=%00',
  ])('%j offers nothing, so the usual choice stands', (search) => {
    expect(tierFromSearch(search)).toBeNull();
  });

  test('the first tier counts when the address names two', () => {
    expect(tierFromSearch('?tier=max&tier=detonation')).toBe('detonation_fosm');
  });
});

describe('twoStepTierFromSearch', () => {
  test('the paid reports the two-step flow sells', () => {
    expect(twoStepTierFromSearch('?tier=detonation')).toBe('detonation');
    expect(twoStepTierFromSearch('?tier=detonation_plus')).toBe('detonation_fosm');
  });

  test('nothing for a product it does not sell, or none', () => {
    expect(twoStepTierFromSearch('?tier=dual_scan')).toBeNull();
    expect(twoStepTierFromSearch('?tier=storm')).toBeNull();
    expect(twoStepTierFromSearch('')).toBeNull();
  });
});

describe('searchFollowingChoice', () => {
  test('an address naming a tier follows the choice, keeping the rest', () => {
    expect(searchFollowingChoice('?tier=detonation_fosm&assessmentId=a', 'detonation')).toBe(
      'tier=detonation&assessmentId=a',
    );
    expect(searchFollowingChoice('mode=single&tier=gold', 'dual_scan')).toBe(
      'mode=single&tier=dual_scan',
    );
  });

  test('an address without one is left alone', () => {
    expect(searchFollowingChoice('', 'detonation_fosm')).toBeNull();
    expect(searchFollowingChoice('?mode=single', 'detonation_fosm')).toBeNull();
  });
});
