import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { PAYMENT_ERROR, paymentErrorOf } from './SubmissionPayButton';

const apiError = (status: number, code: string, message: string) =>
  new ApiRequestError(status, '', JSON.stringify({ error: { code, message } }));

describe('paymentErrorOf', () => {
  test("shows the server's sentence when it refused for a reason (409, 400)", () => {
    const missing =
      "Both partners need to answer before payment. Still missing: the partner's answers.";
    expect(paymentErrorOf(apiError(409, 'answers_missing', missing))).toEqual({
      title: 'Payment Error',
      description: missing,
    });
    expect(
      paymentErrorOf(apiError(400, 'payment_unavailable', 'Payment option not available')),
    ).toEqual({ title: 'Payment Error', description: 'Payment option not available' });
  });

  test('keeps the fixed words (docs/product.md §8) for anything else', () => {
    expect(paymentErrorOf(apiError(503, 'payment_unavailable', 'Down'))).toEqual(PAYMENT_ERROR);
    expect(paymentErrorOf(new TypeError('Failed to fetch'))).toEqual(PAYMENT_ERROR);
    expect(paymentErrorOf(new ApiRequestError(409, 'Conflict', ''))).toEqual(PAYMENT_ERROR);
  });
});
