import type { CoupleProduct } from '../../../shared/catalog';
import { products } from '../../../shared/catalog';

/**
 * What a confirmed payment does for its session (docs/decisions/012): 'fulfils' pays the
 * session's product; 'underpaid' (less than its price, or another currency) fulfils nothing;
 * 'refund_due' is a second payment of a session already paid, owed back.
 */
export const PAYMENT_OUTCOMES = ['fulfils', 'underpaid', 'refund_due'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export type PaymentJudgement = {
  outcome: PaymentOutcome;
  /** Cents paid beyond the product's price (owed back), 0 when none. */
  overpaidCents: number;
};

/**
 * The price paid decides the product: a payment fulfils a session only when it is at least the
 * catalog price of the session's product, in dollars, and the session is not paid yet. Pure.
 */
export function judgePayment(
  session: { productType: CoupleProduct; alreadyPaid: boolean },
  payment: { amountCents: number; currency: string },
): PaymentJudgement {
  if (session.alreadyPaid) return { outcome: 'refund_due', overpaidCents: payment.amountCents };
  const product = products[session.productType];
  const price = product.purchasable ? product.priceCents : Number.POSITIVE_INFINITY;
  if (payment.currency.toLowerCase() !== 'usd' || payment.amountCents < price) {
    return { outcome: 'underpaid', overpaidCents: 0 };
  }
  return { outcome: 'fulfils', overpaidCents: payment.amountCents - price };
}
