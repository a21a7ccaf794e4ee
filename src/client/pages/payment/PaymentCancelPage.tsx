import { CircleX, Link2Off } from 'lucide-react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useSubmission } from './api/get-submission';
import { HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { param } from './payment-text';

/**
 * /payment-cancel?submission=<id>: the two-step flow's cancelled checkout (spec §2, §9). The
 * submission is looked up first, so the page never promises to keep something that is not there.
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
      <StatusPanel
        icon={Link2Off}
        tone="warm"
        title="This link does not work"
        actions={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
      >
        <p>
          We couldn't find this submission. The link may be incomplete, or the submission is older
          than 30 days and has been deleted. No charges were made.
        </p>
      </StatusPanel>
    );
  }
  if (submission.isPending) return <LoadingPanel label="Loading your submission…" />;
  if (submission.isError) {
    return (
      <LoadFailedPanel onRetry={() => void submission.refetch()} retrying={submission.isFetching}>
        No charges were made. Try again in a moment.
      </LoadFailedPanel>
    );
  }
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
          complete the payment later by contacting support.
        </p>
      </PageHeading>
      <div className="rounded-lg bg-canvas p-4 text-center ring-1 ring-line">
        <p className="text-sm font-semibold text-muted">Submission ID</p>
        <code className="mt-1 block font-mono text-base font-semibold break-all">
          {submission.data.submissionId}
        </code>
        <p className="mt-2 text-sm text-muted">Your submission is valid for 30 days.</p>
      </div>
      <div className="flex justify-center">
        <ButtonLink to="/pricing" size="lg">
          Back to Pricing
        </ButtonLink>
      </div>
      <SupportLine>To complete your payment, contact us at</SupportLine>
    </div>
  );
}
