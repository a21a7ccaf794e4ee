import type { z } from 'zod';
import type { TestCheckoutView, testCheckoutLinkBodySchema } from '../../../shared/api/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ReportQueue } from '../../jobs/report-jobs';
import {
  findLocalCheckout,
  returnUrlOf,
  settleLocalCheckout,
} from '../../providers/payments/local-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { openCheckout, returnBase, sessionReturnUrls, withCheckoutId } from '../checkouts/public';
import { findSession, sessionDigestOf } from '../sessions/public';
import { confirmCheckout } from './confirm-checkout';

/**
 * The built-in test-mode checkout (PAYMENTS_PROVIDER=local): the pages a person sees instead of
 * Stripe's. Paying goes through `confirmCheckout`, the path a Stripe webhook takes.
 */
export type TestCheckoutDeps = {
  db: Db;
  payments: PaymentProvider;
  reports: ReportQueue;
  publicUrl: string;
};

const NOT_FOUND = AppError.notFound('This checkout does not exist.');

export async function getTestCheckout(db: Db, id: string): Promise<TestCheckoutView> {
  const row = await findLocalCheckout(db, id);
  if (!row) throw NOT_FOUND;
  return {
    id: row.id,
    productName: row.productName,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status === 'complete' || row.status === 'expired' ? row.status : 'open',
  };
}

/** A checkout opened before its URLs were sealed returns to the home page. */
function returnUrl(row: Parameters<typeof returnUrlOf>[0], which: 'success' | 'cancel'): string {
  return returnUrlOf(row, which) ?? '/';
}

/** 'Pay': completes the checkout, confirms it like a webhook, returns the success URL. */
export async function payTestCheckout(
  deps: TestCheckoutDeps,
  id: string,
): Promise<{ redirectUrl: string }> {
  const row = await settleLocalCheckout(deps.db, id, 'paid');
  if (!row) throw NOT_FOUND;
  if (row.status === 'expired') {
    throw new AppError(409, 'checkout_expired', 'This checkout has expired.');
  }
  const outcome = await confirmCheckout(deps, id);
  if (outcome.reportCreated && outcome.refDigest) {
    await deps.reports.enqueueReport(outcome.refDigest);
  }
  return { redirectUrl: withCheckoutId(returnUrl(row, 'success'), row.id) };
}

/** 'Cancel': nothing is charged; back to the cancel URL. A paid checkout cannot be cancelled. */
export async function cancelTestCheckout(db: Db, id: string): Promise<{ redirectUrl: string }> {
  const row = await findLocalCheckout(db, id);
  if (!row) throw NOT_FOUND;
  if (row.status === 'complete') {
    throw new AppError(409, 'checkout_complete', 'This checkout is already paid.');
  }
  return { redirectUrl: withCheckoutId(returnUrl(row, 'cancel'), row.id) };
}

/**
 * The single page's payment link on the test checkout: one checkout per session, product and
 * e-mail, returning to /paid/<refId> like Stripe's Payment Link would be configured to.
 */
export async function openTestCheckoutLink(
  deps: TestCheckoutDeps,
  body: z.output<typeof testCheckoutLinkBodySchema>,
): Promise<{ checkoutId: string }> {
  await findSession(deps.db, sessionDigestOf(body.refId));
  const email = body.email.trim().toLowerCase();
  const checkout = await openCheckout(deps, {
    refId: body.refId,
    product: body.product,
    customerEmail: email === '' ? null : email,
    ...sessionReturnUrls(returnBase(deps), body.refId),
    key: `payment-link:${body.refId}`,
    metadata: { refId: body.refId },
  });
  return { checkoutId: checkout.id };
}
