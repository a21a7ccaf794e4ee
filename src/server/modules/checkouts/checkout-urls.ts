import type { PaymentProvider } from '../../providers/payments/payment-provider';

/**
 * Where the payment provider sends the browser back (docs/product.md §2, D-08, D-11). Stripe
 * replaces `{CHECKOUT_SESSION_ID}` with the checkout's id; the test checkout does the same.
 */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * What return URLs start with. The built-in test checkout is a page of this site, so its URLs are
 * relative: the browser comes back to the origin it is on (http://127.0.0.1:5000 stays
 * 127.0.0.1, and the tab's session storage with it), and no Host header or client value ever
 * picks where it goes (no open redirect). A hosted provider (Stripe) needs absolute URLs: those
 * start with PUBLIC_URL, the one address the operator configured.
 */
export function returnBase(deps: { payments: Pick<PaymentProvider, 'kind'>; publicUrl: string }) {
  return deps.payments.kind === 'local' ? '' : deps.publicUrl;
}

/** Partner-first and single-page flows: /paid/<refId>?cs=<id>, /cancel/<refId>. */
export function sessionReturnUrls(base: string, refId: string) {
  const ref = encodeURIComponent(refId);
  return {
    successUrl: `${base}/paid/${ref}?cs=${CHECKOUT_ID_PLACEHOLDER}`,
    cancelUrl: `${base}/cancel/${ref}`,
  };
}

/** The pay-first two-step flow: /payment-success?submission=<id>&cs=<id>, /payment-cancel. */
export function submissionReturnUrls(base: string, submissionId: string) {
  const submission = encodeURIComponent(submissionId);
  return {
    successUrl: `${base}/payment-success?submission=${submission}&cs=${CHECKOUT_ID_PLACEHOLDER}`,
    cancelUrl: `${base}/payment-cancel?submission=${submission}`,
  };
}

export function withCheckoutId(url: string, checkoutId: string): string {
  return url.replaceAll(CHECKOUT_ID_PLACEHOLDER, encodeURIComponent(checkoutId));
}
