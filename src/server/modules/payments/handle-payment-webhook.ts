import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ReportQueue } from '../../jobs/report-jobs';
import {
  InvalidWebhookError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import { confirmCheckout } from './confirm-checkout';

/**
 * POST /api/webhooks/stripe (docs/architecture.md §4): the signature is checked on the raw body,
 * the event id is recorded once, and the event is only a pointer: the checkout session is read back
 * from the provider and its payment_status decides. Handling is idempotent, so Stripe's retries
 * (and the /paid page confirming the same checkout) change nothing twice.
 */
export async function handlePaymentWebhook(
  deps: { db: Db; payments: PaymentProvider; reports: ReportQueue },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  let event: ReturnType<PaymentProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookError) {
      throw new AppError(400, 'invalid_signature', 'The webhook signature is not valid.');
    }
    throw error;
  }
  if (event.checkoutSessionId) {
    const outcome = await confirmCheckout(deps, event.checkoutSessionId);
    if (outcome.reportCreated && outcome.refDigest) {
      await deps.reports.enqueueReport(outcome.refDigest);
    }
  }
  await deps.db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.eventId });
  return { received: true };
}
