import { describe, expect, it } from 'vitest';
import { formatPrice, priceOf, resolveProductId } from './catalog';

describe('resolveProductId (D-02)', () => {
  it.each([
    ['free', 'storm'],
    ['storm', 'storm'],
    ['detonation', 'detonation'],
    ['detonation_plus', 'detonation_fosm'],
    ['detonation_fosm', 'detonation_fosm'],
    ['detonation_max', 'detonation_fosm'],
    ['max', 'detonation_fosm'],
    ['fosm', 'detonation_fosm'],
    ['dual_scan', 'dual_scan'],
  ])('%s -> %s', (alias, id) => {
    expect(resolveProductId(alias)).toBe(id);
  });

  it.each(['', 'Detonation', 'premium', 'toString', '__proto__', 'constructor'])(
    'rejects %j',
    (value) => {
      expect(resolveProductId(value)).toBeNull();
    },
  );
});

describe('prices (D-01)', () => {
  it('shows Detonation at $9.99 and Max at $19.95', () => {
    expect(priceOf('detonation')).toBe('$9.99');
    expect(priceOf('detonation_fosm')).toBe('$19.95');
    expect(priceOf('dual_scan')).toBe('$27.00');
    expect(priceOf('storm')).toBe('Free');
  });

  it('formats cents with two decimals', () => {
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(100000)).toBe('$1000.00');
  });
});
