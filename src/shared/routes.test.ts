import { describe, expect, test } from 'vitest';
import { detonationHref, TIER_PARAM } from './routes';

describe('detonationHref (docs/product.md §2)', () => {
  test('the two-step flow, bare or with its report and assessment', () => {
    expect(detonationHref()).toBe('/detonation');
    expect(detonationHref({ tier: 'detonation_fosm' })).toBe('/detonation?tier=detonation_fosm');
    expect(detonationHref({ tier: 'detonation', assessmentId: 'a b' })).toBe(
      '/detonation?tier=detonation&assessmentId=a+b',
    );
  });

  test('the single page keeps mode=single first', () => {
    expect(detonationHref({ single: true })).toBe('/detonation?mode=single');
    expect(detonationHref({ single: true, tier: 'dual_scan' })).toBe(
      '/detonation?mode=single&tier=dual_scan',
    );
  });

  test('leaves out empty values', () => {
    expect(detonationHref({ tier: null, assessmentId: '' })).toBe('/detonation');
  });

  test('names the tier under the one parameter', () => {
    const href = detonationHref({ tier: 'detonation_fosm' });
    expect(new URL(href, 'http://x').searchParams.get(TIER_PARAM)).toBe('detonation_fosm');
  });
});
