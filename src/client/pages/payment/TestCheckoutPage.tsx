import {
  CircleAlert,
  CircleCheck,
  FlaskConical,
  Link2Off,
  LockKeyhole,
  TimerOff,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { ApiErrorCode } from '../../../shared/api/error';
import type { TestCheckoutView } from '../../../shared/api/payments';
import { formatPrice } from '../../../shared/catalog';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useCancelTestCheckout } from './api/cancel-test-checkout';
import { useTestCheckout } from './api/get-test-checkout';
import { usePayTestCheckout } from './api/pay-test-checkout';
import { PaymentPage, SupportLine } from './PaymentFrame';

/**
 * /test-checkout/<id>: the built-in provider's hosted checkout (PAYMENTS_PROVIDER=local), the
 * stand-in for Stripe's page in test mode. Pay and Cancel go through the server, which answers
 * where the browser goes next: the success or cancel URL of the checkout. The payer's e-mail is
 * not shown: whoever opened the checkout may be the partner, and partner-side pages show no
 * address. A paid or expired checkout shows no Pay button.
 */
export function TestCheckoutPage() {
  return (
    <PaymentPage title="Test checkout">
      <TestCheckoutScreen />
    </PaymentPage>
  );
}

function TestCheckoutScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const checkout = useTestCheckout(id);
  const { refetch } = checkout;
  // Back from a later page, the browser may restore this page as it was (back-forward cache):
  // ask again, so a checkout closed in the meantime shows as closed, not with its Pay button.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refetch]);

  if (checkout.isPending) return <LoadingPanel label="Loading the checkout…" />;
  if (checkout.isError) {
    if (isApiError(checkout.error, 404)) {
      return (
        <StatusPanel
          icon={Link2Off}
          tone="warm"
          title="This checkout does not exist"
          actions={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
        >
          <p>The link may be incomplete or mistyped. Nothing was charged.</p>
        </StatusPanel>
      );
    }
    return (
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title="We couldn't load this checkout"
        actions={
          <Button onClick={() => void checkout.refetch()} busy={checkout.isFetching}>
            Try again
          </Button>
        }
      >
        <p>Nothing was charged. Try again in a moment.</p>
      </StatusPanel>
    );
  }
  const view = checkout.data;
  if (view.status === 'complete') {
    return (
      <StatusPanel
        icon={CircleCheck}
        title="This checkout is already paid"
        actions={<ButtonLink to="/">Return to Home</ButtonLink>}
      >
        <p>This checkout has been paid, so there is nothing more to pay here.</p>
      </StatusPanel>
    );
  }
  if (view.status === 'expired') {
    // Expired by the provider, or closed because another checkout paid for the same analysis:
    // either way it can take no payment (the back button must not charge twice).
    return (
      <div className="grid gap-8">
        <StatusPanel
          icon={TimerOff}
          tone="warm"
          title="This checkout has expired"
          actions={<ButtonLink to="/">Return to Home</ButtonLink>}
        >
          <p>
            It can't take a payment any more, and nothing was charged on it. If your analysis is
            already paid, you're all set. If not, start the payment again from your session's link.
          </p>
        </StatusPanel>
        <SupportLine />
      </div>
    );
  }
  return <OpenCheckout view={view} onChanged={() => void checkout.refetch()} />;
}

/** What a 409 of the test checkout means, without claiming a charge either way. */
function changedText(code: ApiErrorCode | null): string {
  if (code === 'checkout_expired')
    return 'This checkout has expired: it can no longer take a payment.';
  if (code === 'checkout_complete') return 'This checkout is already paid.';
  return 'This checkout has changed. Here is where it stands now.';
}

function OpenCheckout({ view, onChanged }: { view: TestCheckoutView; onChanged: () => void }) {
  const { toast } = useToast();
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  // Stays locked while the browser leaves, so a second click cannot start another request.
  const [leaving, setLeaving] = useState<'pay' | 'cancel' | null>(null);
  const price = formatPrice(view.amountCents);
  const busy = pay.isPending || cancel.isPending || leaving !== null;

  const go = (redirectUrl: string, action: 'pay' | 'cancel') => {
    setLeaving(action);
    window.location.assign(redirectUrl);
  };
  const failed = (error: unknown) => {
    // A 409 means the checkout changed (expired, or paid): say so and show what it is now.
    const changed = isApiError(error, 409);
    toast({
      title: 'Payment Error',
      description: changed
        ? changedText(error.code)
        : 'The test checkout did not answer. Please try again.',
      tone: 'error',
    });
    if (changed) onChanged();
  };

  return (
    <div className="grid gap-6">
      <div
        role="note"
        aria-label="Test mode"
        className="flex items-start gap-3 rounded-xl bg-warning-soft p-4 ring-1 ring-warm/40 sm:p-5"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
        <div>
          <p className="font-bold text-ink">Test mode</p>
          <p className="text-sm text-pretty text-muted">
            This is the built-in test checkout: no card is asked for and no real money moves. 'Pay'
            records the payment exactly as a real one would be.
          </p>
        </div>
      </div>

      <section
        aria-labelledby="checkout-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h1 id="checkout-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Checkout
        </h1>
        <dl className="mt-5 grid gap-3 border-t border-line pt-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="text-muted">Product</dt>
            <dd className="font-semibold">{view.productName}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-line pt-3">
            <dt className="font-semibold">Total</dt>
            <dd className="text-2xl font-extrabold">{price}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={busy}
            busy={cancel.isPending || leaving === 'cancel'}
            onClick={() =>
              cancel.mutate(
                { id: view.id },
                { onSuccess: ({ redirectUrl }) => go(redirectUrl, 'cancel'), onError: failed },
              )
            }
          >
            {cancel.isPending || leaving === 'cancel' ? null : (
              <X aria-hidden="true" className="size-5" />
            )}
            Cancel
          </Button>
          <Button
            size="lg"
            disabled={busy}
            busy={pay.isPending || leaving === 'pay'}
            onClick={() =>
              pay.mutate(
                { id: view.id },
                { onSuccess: ({ redirectUrl }) => go(redirectUrl, 'pay'), onError: failed },
              )
            }
          >
            {pay.isPending || leaving === 'pay' ? null : (
              <LockKeyhole aria-hidden="true" className="size-5" />
            )}
            {`Pay ${price}`}
          </Button>
        </div>
      </section>
    </div>
  );
}
