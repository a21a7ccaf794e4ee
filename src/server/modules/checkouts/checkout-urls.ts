/**
 * Where the payment provider sends the browser back (docs/product.md §2, D-08, D-11). Stripe
 * replaces `{CHECKOUT_SESSION_ID}` with the checkout's id; the test checkout does the same.
 */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Partner-first and single-page flows: /paid/<refId>?cs=<id>, /cancel/<refId>. */
export function sessionReturnUrls(publicUrl: string, refId: string) {
  const ref = encodeURIComponent(refId);
  return {
    successUrl: `${publicUrl}/paid/${ref}?cs=${CHECKOUT_ID_PLACEHOLDER}`,
    cancelUrl: `${publicUrl}/cancel/${ref}`,
  };
}

/** The pay-first two-step flow: /payment-success?submission=<id>&cs=<id>, /payment-cancel. */
export function submissionReturnUrls(publicUrl: string, submissionId: string) {
  const submission = encodeURIComponent(submissionId);
  return {
    successUrl: `${publicUrl}/payment-success?submission=${submission}&cs=${CHECKOUT_ID_PLACEHOLDER}`,
    cancelUrl: `${publicUrl}/payment-cancel?submission=${submission}`,
  };
}

export function withCheckoutId(url: string, checkoutId: string): string {
  return url.replaceAll(CHECKOUT_ID_PLACEHOLDER, encodeURIComponent(checkoutId));
}
