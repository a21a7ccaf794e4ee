import { ArrowLeft, CircleX, CreditCard, House, Save } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { SessionView } from '../../../shared/api/sessions';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useSession } from './api/get-session';
import { HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { AnalysisStatus, LeftButPaidHeading, ReferenceNotFound } from './PaymentStates';
import {
  canPayNow,
  isSessionPaid,
  readingFromView,
  savedAnswersText,
  sessionCheckoutPath,
  sharePath,
} from './payment-text';

/**
 * /cancel/<refId>: where the provider sends a cancelled checkout (docs/product.md §2). The session
 * is read first: the fixed 'No charges were made' (docs/product.md §11) and the note about saved
 * answers show only for a session that is there and unpaid; a paid one says it is paid, an unknown
 * one says so.
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

  if (session.isPending) return <LoadingPanel label="Checking your session…" />;
  if (session.isError) {
    return isApiError(session.error, 404) ? (
      <ReferenceNotFound title="This link does not work">
        <p>
          We couldn't find this session, so there is nothing to pay for here. The link may be
          incomplete, or the session is older than 30 days and has been deleted.
        </p>
      </ReferenceNotFound>
    ) : (
      <LoadFailedPanel onRetry={() => void session.refetch()} retrying={session.isFetching}>
        Nothing you sent is lost. Try again in a moment.
      </LoadFailedPanel>
    );
  }
  const view = session.data;
  return isSessionPaid(view) ? (
    <AlreadyPaidSession
      view={view}
      refetch={() => session.refetch()}
      checking={session.isFetching}
    />
  ) : (
    <Cancelled view={view} />
  );
}

function Cancelled({ view }: { view: SessionView }) {
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
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      >
        <h2 id="saved-title" className="flex items-center gap-2 text-xl font-bold">
          <Save aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
          Your answers
        </h2>
        <p className="mt-2 text-pretty text-muted">{savedAnswersText(view)}</p>
      </section>

      <ReferenceBox refId={view.refId} />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {/* Only where /session-checkout can take the payment; otherwise sharing is the way on. */}
        {canPayNow(view) ? (
          <ButtonLink to={sessionCheckoutPath(view.refId)} size="lg">
            <CreditCard aria-hidden="true" className="size-5" />
            Try Payment Again
          </ButtonLink>
        ) : null}
        <SharingAndHomeLinks refId={view.refId} />
      </div>
      <SupportLine />
    </div>
  );
}

/** The session's reference, to quote to support (the same one the address holds). */
function ReferenceBox({ refId }: { refId: string }) {
  return (
    <div className="rounded-lg bg-canvas p-4 text-center ring-1 ring-line">
      <p className="text-sm font-semibold text-muted">Your reference</p>
      <code className="mt-1 block font-mono text-base font-semibold break-all">{refId}</code>
    </div>
  );
}

type AlreadyPaidSessionProps = {
  view: SessionView;
  refetch: () => Promise<unknown>;
  checking: boolean;
};

/** A left checkout of a session that is paid anyway: no 'no charges' claim, nothing to pay. */
function AlreadyPaidSession({ view, refetch, checking }: AlreadyPaidSessionProps) {
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const reading = readingFromView(view);
  return (
    <div className="grid gap-6 sm:gap-8">
      <LeftButPaidHeading title="This analysis is already paid" />
      {reading ? (
        <AnalysisStatus
          refId={view.refId}
          reading={reading}
          checking={checking}
          lastChecked={lastChecked}
          onCheck={() => void refetch().then(() => setLastChecked(new Date()))}
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <SharingAndHomeLinks refId={view.refId} />
      </div>
      <SupportLine />
    </div>
  );
}

/** 'Back to Sharing' and 'Return to Home', the way out of both views of this page. */
function SharingAndHomeLinks({ refId }: { refId: string }) {
  return (
    <>
      <ButtonLink to={sharePath(refId)} size="lg" variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to Sharing
      </ButtonLink>
      <ButtonLink to="/" size="lg" variant="secondary">
        <House aria-hidden="true" className="size-5" />
        Return to Home
      </ButtonLink>
    </>
  );
}
