import { describe, expect, test } from 'vitest';
import { planCards } from './plans';

/** Where each plan button leads (docs/product.md §2 'Plan buttons'). */
function targets(variant: 'landing' | 'pricing') {
  return Object.fromEntries(
    planCards(variant).map((card) => [
      card.buttonText,
      card.href.kind === 'route' ? card.href.to : card.href.kind,
    ]),
  );
}

describe('plan buttons', () => {
  test('on the landing page the paid plans go through /checkout/<tier>', () => {
    expect(targets('landing')).toEqual({
      'Start the Free Scan': 'scanHost',
      'Get Detonation': '/checkout/detonation',
      'Get Max': '/checkout/detonation_plus',
    });
  });

  test('on /pricing they go to /detonation with their own report preselected', () => {
    expect(targets('pricing')).toEqual({
      'Start the Free Scan': 'scanHost',
      'Get Detonation': '/detonation?tier=detonation',
      'Get Max': '/detonation?tier=detonation_fosm',
    });
  });
});
