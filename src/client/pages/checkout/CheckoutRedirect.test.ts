import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './CheckoutRedirect';

describe('checkoutTarget', () => {
  it('sends detonation to /detonation with Detonation named', () => {
    expect(checkoutTarget('detonation', '')).toBe('/detonation?tier=detonation');
  });

  it.each(['detonation_plus', 'detonation_max', 'detonation_fosm', 'max', 'fosm'])(
    'sends %s to /detonation with the Max report named',
    (tier) => {
      expect(checkoutTarget(tier, '')).toBe('/detonation?tier=detonation_fosm');
    },
  );

  it('keeps the assessment id for a paid tier (D-09)', () => {
    expect(checkoutTarget('detonation_plus', '?assessmentId=abc-123')).toBe(
      '/detonation?tier=detonation_fosm&assessmentId=abc-123',
    );
    expect(checkoutTarget('detonation', '?assessmentId=abc-123')).toBe(
      '/detonation?tier=detonation&assessmentId=abc-123',
    );
  });

  it('sends storm back to its questions', () => {
    expect(checkoutTarget('storm', '')).toBe('/questions?tier=storm');
  });

  it.each(['dual_scan', 'gold', '', 'constructor', '__proto__'])('sends %j to /pricing', (tier) => {
    expect(checkoutTarget(tier, '?assessmentId=x')).toBe('/pricing');
  });
});
