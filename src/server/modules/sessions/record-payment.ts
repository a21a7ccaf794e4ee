import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleSessions, sessionCheckouts, sessionPayments } from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';
import { recordAuditEvent } from '../audit/public';
import { createReportRecord } from './create-report-record';
import { judgePayment, PAYMENT_OUTCOMES, type PaymentOutcome } from './judge-payment';
import { factsOf, findSession } from './session-repository';
import { applySessionEvent } from './session-states';

export type ConfirmedPayment = {
  refDigest: CapabilityDigest;
  checkoutSessionId: string;
  provider: 'stripe' | 'local';
  amountCents: number;
  currency: string;
  /** The product the checkout says it was for (its metadata); null when it does not say. */
  product: string | null;
};

/**
 * Applies a confirmed payment (docs/architecture.md §4 `markPaid`), idempotently: the payment is
 * recorded once per checkout session, with what it does for the session (judge-payment.ts). Only a
 * payment of the session's price moves the session along the transition table (and, when it is now
 * fully answered, creates its report record); an underpayment or a second payment fulfils nothing
 * and is audit-logged for a refund. Webhook retries, the /paid page and both at once all land here;
 * only the first changes anything. Runs in one transaction.
 */
export async function recordPayment(
  db: Db,
  payment: ConfirmedPayment,
): Promise<{ firstTime: boolean; outcome: PaymentOutcome; reportCreated: boolean }> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, payment.refDigest, { forUpdate: true });
    const facts = factsOf(session);
    const { outcome, overpaidCents } = judgePayment(
      {
        productType: session.productType,
        alreadyPaid: facts.state === 'paid' || facts.state === 'paid_awaiting_answers',
      },
      payment,
    );
    const { product: _claimed, ...row } = payment;
    const inserted = await tx
      .insert(sessionPayments)
      .values({ ...row, productType: session.productType, outcome })
      .onConflictDoNothing({ target: sessionPayments.checkoutSessionId })
      .returning({ id: sessionPayments.checkoutSessionId });
    if (inserted.length === 0) {
      const [earlier] = await tx
        .select({ outcome: sessionPayments.outcome })
        .from(sessionPayments)
        .where(eq(sessionPayments.checkoutSessionId, payment.checkoutSessionId));
      return { firstTime: false, outcome: parseOutcome(earlier?.outcome), reportCreated: false };
    }
    await tx
      .update(sessionCheckouts)
      .set({ status: 'closed' })
      .where(eq(sessionCheckouts.checkoutSessionId, payment.checkoutSessionId));

    const detail = {
      refDigest: payment.refDigest,
      provider: payment.provider,
      amountCents: payment.amountCents,
      currency: payment.currency,
      productType: session.productType,
      checkoutProduct: payment.product,
      outcome,
    };
    if (outcome !== 'fulfils' || overpaidCents > 0) {
      // An operator refunds from the audit log: the amount owed back, and why.
      await recordAuditEvent(tx, 'payment.refund_due', 'system', {
        ...detail,
        refundCents: outcome === 'fulfils' ? overpaidCents : payment.amountCents,
      });
    }
    if (outcome !== 'fulfils') {
      await recordAuditEvent(tx, 'payment.recorded', 'system', detail);
      return { firstTime: true, outcome, reportCreated: false };
    }

    const transition = applySessionEvent(facts, 'payment_confirmed');
    if (!transition.ok) throw new Error('a payment confirmation cannot be refused');
    if (transition.changed) {
      await tx
        .update(coupleSessions)
        .set({ state: transition.state, updatedAt: new Date() })
        .where(eq(coupleSessions.refDigest, payment.refDigest));
    }
    const reportCreated =
      transition.state === 'paid' ? await createReportRecord(tx, payment.refDigest) : false;
    await recordAuditEvent(tx, 'payment.recorded', 'system', detail);
    return { firstTime: true, outcome, reportCreated };
  });
}

function parseOutcome(value: string | undefined): PaymentOutcome {
  const outcome = PAYMENT_OUTCOMES.find((known) => known === value);
  if (!outcome) throw new Error('a recorded payment has an unknown outcome');
  return outcome;
}
