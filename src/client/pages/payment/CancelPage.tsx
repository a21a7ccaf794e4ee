import { ArrowLeft, CircleAlert, CircleX, CreditCard, House, Save } from 'lucide-react';
import { useParams } from 'wouter';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { isApiError } from '../../lib/api-client';
import { useSession } from './api/get-session';
import { HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { savedAnswersText, sessionCheckoutPath, sharePath } from './payment-text';

/**
 * /cancel/<refId>: where the provider sends a cancelled checkout (spec §2). The note about the
 * saved answers comes from the session itself, so it never claims a set that is missing.
 */
export function CancelPage() {
  return (
    <PaymentPage title="Payment Cancelled">
      <CancelScreen />
    </PaymentPage>
  );
}

function CancelScreen() {
  const { refId = '' } = useParams<{ refId: string }>();
  const session = useSession(refId);

  return (
    <div className="grid gap-6 sm:gap-8">
      <PageHeading
        icon={
          <HeadingIcon tone="warm">
            <CircleX className="size-9" />
          </HeadingIcon>
        }
        title="Payment Cancelled"
      >
        <p>Your payment was cancelled. No charges were made.</p>
      </PageHeading>

      <section
        aria-labelledby="saved-title"
        aria-busy={session.isPending || undefined}
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      >
        <h2 id="saved-title" className="flex items-center gap-2 text-xl font-bold">
          <Save aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
          Your answers
        </h2>
        <div className="mt-2 text-pretty text-muted">
          {session.isPending ? <p>Checking which answers are saved…</p> : null}
          {session.data ? <p>{savedAnswersText(session.data)}</p> : null}
          {isApiError(session.error, 404) ? (
            <p>
              We couldn't find this session: the link may be incomplete, or the session is older
              than 30 days and has been deleted.
            </p>
          ) : null}
          {session.isError && !isApiError(session.error, 404) ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                We couldn't check your answers right now.
              </p>
              <Button
                variant="secondary"
                onClick={() => void session.refetch()}
                busy={session.isFetching}
              >
                Try again
              </Button>
            </div>
          ) : null}
        </div>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <ButtonLink to={sessionCheckoutPath(refId)} size="lg">
          <CreditCard aria-hidden="true" className="size-5" />
          Try Payment Again
        </ButtonLink>
        <ButtonLink to={sharePath(refId)} size="lg" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Sharing
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="secondary">
          <House aria-hidden="true" className="size-5" />
          Return to Home
        </ButtonLink>
      </div>
      <SupportLine />
    </div>
  );
}
