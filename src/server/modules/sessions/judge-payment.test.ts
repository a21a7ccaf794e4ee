import { describe, expect, it } from 'vitest';
import { judgePayment } from './judge-payment';

describe('judgePayment', () => {
  const unpaid = (productType: 'detonation' | 'detonation_fosm' | 'dual_scan') => ({
    productType,
    alreadyPaid: false,
  });

  it('fulfils a session paid at its catalog price', () => {
    expect(judgePayment(unpaid('detonation'), { amountCents: 999, currency: 'usd' })).toEqual({
      outcome: 'fulfils',
      overpaidCents: 0,
    });
    expect(judgePayment(unpaid('detonation_fosm'), { amountCents: 1995, currency: 'USD' })).toEqual(
      { outcome: 'fulfils', overpaidCents: 0 },
    );
  });

  it('fulfils nothing for less than the price, another currency or an unsold product', () => {
    for (const [session, payment] of [
      [unpaid('detonation_fosm'), { amountCents: 999, currency: 'usd' }],
      [unpaid('detonation'), { amountCents: 998, currency: 'usd' }],
      [unpaid('detonation'), { amountCents: 0, currency: 'usd' }],
      [unpaid('detonation'), { amountCents: 999, currency: 'eur' }],
      [unpaid('dual_scan'), { amountCents: 2700, currency: 'usd' }],
    ] as const) {
      expect(judgePayment(session, payment).outcome).toBe('underpaid');
    }
  });

  it('owes back the difference of an overpayment, and all of a second payment', () => {
    expect(judgePayment(unpaid('detonation'), { amountCents: 1995, currency: 'usd' })).toEqual({
      outcome: 'fulfils',
      overpaidCents: 996,
    });
    expect(
      judgePayment(
        { productType: 'detonation', alreadyPaid: true },
        { amountCents: 999, currency: 'usd' },
      ),
    ).toEqual({ outcome: 'refund_due', overpaidCents: 999 });
  });
});
