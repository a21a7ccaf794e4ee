import { CircleAlert, Link2Off } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { isPaidProduct } from '../../../shared/catalog';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useCreateTestCheckoutLink } from './api/create-test-checkout-link';
import { PaymentPage } from './PaymentFrame';
import { testCheckoutPath } from './payment-text';

/**
 * /test-checkout/link/<product>?client_reference_id=<refId>&prefilled_email=<email>: the single
 * page's payment link on the test checkout (docs/product.md §7's hosted payment link). It opens (or
 * finds) the checkout for this session and shows it in place of this address.
 */
export function TestCheckoutLinkPage() {
  return (
    <PaymentPage title="Test checkout">
      <LinkScreen />
    </PaymentPage>
  );
}

function LinkScreen() {
  const { product = '' } = useParams<{ product: string }>();
  const search = new URLSearchParams(useSearch());
  const refId = search.get('client_reference_id')?.trim() ?? '';
  const email = search.get('prefilled_email')?.trim() ?? '';
  const [, navigate] = useLocation();
  const link = useCreateTestCheckoutLink();
  const valid = isPaidProduct(product) && refId !== '';
  const started = useRef(false);

  const open = () => {
    if (!isPaidProduct(product)) return;
    link.mutate(
      { product, refId, email },
      { onSuccess: ({ checkoutId }) => navigate(testCheckoutPath(checkoutId), { replace: true }) },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival; the ref keeps StrictMode from asking twice
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    open();
  }, [valid]);

  if (!valid || isApiError(link.error, 404) || isApiError(link.error, 400)) {
    return (
      <StatusPanel
        icon={Link2Off}
        tone="warm"
        title="This payment link does not work"
        actions={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
      >
        <p>
          It is missing its session or names a product that cannot be paid this way. Nothing was
          charged.
        </p>
      </StatusPanel>
    );
  }
  if (link.isError) {
    return (
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title="We couldn't open the checkout"
        actions={
          <Button onClick={open} busy={link.isPending}>
            Try again
          </Button>
        }
      >
        <p>
          {(isApiError(link.error) && link.error.serverMessage) ||
            'Nothing was charged. Try again in a moment.'}
        </p>
      </StatusPanel>
    );
  }
  return <LoadingPanel label="Opening the checkout…" />;
}
