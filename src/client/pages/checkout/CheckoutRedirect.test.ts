import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './CheckoutRedirect';

describe('checkoutTarget', () => {
  it.each(['detonation', 'detonation_plus', 'detonation_max', 'detonation_fosm'])(
    'sends %s to /detonation',
    (tier) => {
      expect(checkoutTarget(tier, '')).toBe('/detonation');
    },
  );

  it('keeps the assessment id for a paid tier (D-09)', () => {
    expect(checkoutTarget('detonation_plus', '?assessmentId=abc-123')).toBe(
      '/detonation?assessmentId=abc-123',
    );
  });

  it('sends storm back to its questions', () => {
    expect(checkoutTarget('storm', '')).toBe('/questions?tier=storm');
  });

  it.each(['dual_scan', 'gold', ''])('sends %j to /pricing', (tier) => {
    expect(checkoutTarget(tier, '?assessmentId=x')).toBe('/pricing');
  });
});
