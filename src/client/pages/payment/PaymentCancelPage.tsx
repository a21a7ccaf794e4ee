import { CircleX, CreditCard, Send } from 'lucide-react';
import { useSearch } from 'wouter';
import type { SubmissionView } from '../../../shared/api/payments';
import { SubmissionPayButton } from '../../components/payment/SubmissionPayButton';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useSubmission } from '../../lib/submissions';
import { HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { LeftButPaidHeading, ReferenceNotFound } from './PaymentStates';
import { param, sessionCheckoutPath, sharePath } from './payment-text';

/**
 * /payment-cancel?submission=<id>: the two-step flow's cancelled checkout (docs/product.md §2, §9).
 * The submission is looked up first, so the page never promises to keep something that is not
 * there, and never says 'no charges were made' for a submission that is paid.
 */
export function PaymentCancelPage() {
  return (
    <PaymentPage title="Payment Cancelled">
      <PaymentCancelScreen />
    </PaymentPage>
  );
}

function PaymentCancelScreen() {
  const submissionId = param(useSearch(), 'submission') ?? '';
  const submission = useSubmission(submissionId);

  if (submissionId === '' || isApiError(submission.error, 404)) {
    return (
      <ReferenceNotFound
        title="This link does not work"
        action={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
      >
        <p>
          We couldn't find this submission. The link may be incomplete, or the submission is older
          than 30 days and has been deleted.
        </p>
      </ReferenceNotFound>
    );
  }
  if (submission.isPending) return <LoadingPanel label="Loading your submission…" />;
  if (submission.isError) {
    return (
      <LoadFailedPanel onRetry={() => void submission.refetch()} retrying={submission.isFetching}>
        Your answers are saved. Try again in a moment.
      </LoadFailedPanel>
    );
  }
  return submission.data.paid ? (
    <AlreadyPaidSubmission view={submission.data} />
  ) : (
    <Cancelled view={submission.data} refetch={() => void submission.refetch()} />
  );
}

function SubmissionIdBox({ submissionId }: { submissionId: string }) {
  return (
    <div className="rounded-lg bg-canvas p-4 text-center ring-1 ring-line">
      <p className="text-sm font-semibold text-muted">Submission ID</p>
      <code className="mt-1 block font-mono text-base font-semibold break-all">{submissionId}</code>
      <p className="mt-2 text-sm text-muted">Your submission is valid for 30 days.</p>
    </div>
  );
}

/**
 * The page docs/product.md §2 describes, for an unpaid submission: nothing was charged. When the
 * submission can still be paid for (the server says `payable`), 'Try Payment Again' opens its
 * checkout again; while the partner has not answered, their invitation is one click away.
 */
function Cancelled({ view, refetch }: { view: SubmissionView; refetch: () => void }) {
  const partner = view.partnerName.trim() || 'your partner';
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
        <p>
          Your payment was cancelled and no charges were made. Your answers are saved: you can
          complete the payment later by contacting support
          {view.payable ? ', or try again now.' : '.'}
        </p>
      </PageHeading>
      <SubmissionIdBox submissionId={view.submissionId} />
      {view.person2Answered ? null : (
        <p className="text-center text-pretty text-muted">
          The report is written once {partner} has answered their ten questions, before or after you
          pay.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {view.payable && view.person2Answered ? (
          // Both have answered: the session's checkout page, as /cancel offers it.
          <ButtonLink to={sessionCheckoutPath(view.refId)} size="lg">
            <CreditCard aria-hidden="true" className="size-5" />
            Try Payment Again
          </ButtonLink>
        ) : null}
        {view.payable && !view.person2Answered ? (
          // Pay first (D-08): this submission's own checkout, opened again.
          <SubmissionPayButton submissionId={view.submissionId} onRefused={refetch} />
        ) : null}
        {view.person2Answered ? null : (
          <ButtonLink to={sharePath(view.refId)} size="lg" variant="secondary">
            <Send aria-hidden="true" className="size-5" />
            Invite your partner
          </ButtonLink>
        )}
        <ButtonLink to="/pricing" size="lg" variant={view.payable ? 'secondary' : 'primary'}>
          Back to Pricing
        </ButtonLink>
      </div>
      <SupportLine>To complete your payment, contact us at</SupportLine>
    </div>
  );
}

/** A left checkout of a submission that is paid anyway: no 'no charges' claim, nothing to pay. */
function AlreadyPaidSubmission({ view }: { view: SubmissionView }) {
  const status = `/payment-success?submission=${encodeURIComponent(view.submissionId)}`;
  return (
    <div className="grid gap-6 sm:gap-8">
      <LeftButPaidHeading title="This submission is already paid" extra="Your answers are saved." />
      <SubmissionIdBox submissionId={view.submissionId} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={status} size="lg">
          See your payment
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
      <SupportLine />
    </div>
  );
}
