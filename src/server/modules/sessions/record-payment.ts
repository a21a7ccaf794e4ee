import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleSessions, sessionPayments } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createReportRecord } from '../fulfilment/create-report-record';
import { factsOf, findSession } from './session-repository';
import { applySessionEvent } from './session-states';

export type ConfirmedPayment = {
  refId: string;
  checkoutSessionId: string;
  provider: 'stripe' | 'local';
  amountCents: number;
  currency: string;
};

/**
 * Applies a confirmed payment (DESIGN §4 `markPaid`), idempotently: the payment is recorded once
 * per checkout session, the session moves along the transition table, and when it is now paid
 * and fully answered its report record is created. Webhook retries, the /paid page and both at
 * once all land here; only the first changes anything. Runs in one transaction.
 */
export async function recordPayment(
  db: Db,
  payment: ConfirmedPayment,
): Promise<{ firstTime: boolean; reportCreated: boolean }> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, payment.refId, { forUpdate: true });
    const inserted = await tx
      .insert(sessionPayments)
      .values({ ...payment, productType: session.productType })
      .onConflictDoNothing({ target: sessionPayments.checkoutSessionId })
      .returning({ id: sessionPayments.checkoutSessionId });
    if (inserted.length === 0) return { firstTime: false, reportCreated: false };

    const transition = applySessionEvent(factsOf(session), 'payment_confirmed');
    if (!transition.ok) throw new Error('a payment confirmation cannot be refused');
    if (transition.changed) {
      await tx
        .update(coupleSessions)
        .set({ state: transition.state, updatedAt: new Date() })
        .where(eq(coupleSessions.refId, payment.refId));
    }
    const reportCreated =
      transition.state === 'paid' ? await createReportRecord(tx, payment.refId) : false;
    await recordAuditEvent(tx, 'payment.recorded', 'system', {
      refId: payment.refId,
      provider: payment.provider,
      amountCents: payment.amountCents,
      currency: payment.currency,
      productType: session.productType,
    });
    return { firstTime: true, reportCreated };
  });
}
