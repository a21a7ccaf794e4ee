import {
  CircleAlert,
  CircleCheck,
  Hourglass,
  Link2Off,
  LoaderCircle,
  Lock,
  MailCheck,
  RefreshCw,
  Send,
  ShieldCheck,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import type { SessionConfirmResponse, SubmissionView } from '../../../shared/api/payments';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useSessionConfirmation } from './api/confirm-session-payment';
import { useSubmission } from './api/get-submission';
import {
  CopyValue,
  DocumentTitle,
  HeadingIcon,
  PageHeading,
  PaymentPage,
  SupportLine,
} from './PaymentFrame';
import {
  analysisSentText,
  PROCESSING_FOR_MS,
  paymentSuccessReading,
  sharePath,
  shortSessionId,
  TOASTS,
} from './payment-text';
import { CheckedAt, StatusBox } from './StatusParts';

/**
 * /payment-success (D-11): with `submission` the two-step flow's page after checkout (it offers
 * the partner link when the partner has not answered yet, D-08); with `session_id` the older
 * processing page; with neither it goes to /pricing.
 */
export function PaymentSuccessPage() {
  const reading = paymentSuccessReading(useSearch());
  if (reading.kind === 'none') return <Redirect to="/pricing" replace />;
  return (
    <PaymentPage title="Payment Successful">
      {reading.kind === 'submission' ? (
        <SubmissionReading
          submissionId={reading.submissionId}
          checkoutSessionId={reading.checkoutSessionId}
        />
      ) : (
        <SessionReading sessionId={reading.sessionId} />
      )}
    </PaymentPage>
  );
}

/** The older page (spec §2, §4): 3 seconds of processing, then the 10-15 minute promise. */
function SessionReading({ sessionId }: { sessionId: string }) {
  const [processing, setProcessing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setProcessing(false), PROCESSING_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (processing) {
    return (
      <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-accent" />
        <p role="status" className="text-2xl font-bold">
          Processing your payment...
        </p>
        <p className="text-muted">Just a moment while we get your report started.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 sm:gap-8">
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <CircleCheck className="size-9" />
          </HeadingIcon>
        }
        title="Payment Successful!"
      >
        <p>Your report is being generated and will be ready within 10-15 minutes.</p>
      </PageHeading>
      <p className="rounded-lg bg-canvas p-4 text-center ring-1 ring-line">
        <span className="text-muted">Payment reference: </span>
        <code className="font-mono font-semibold">{shortSessionId(sessionId)}</code>
        <span className="text-muted">…</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/" size="lg">
          Return to Home
        </ButtonLink>
        <ButtonLink to="/proof" size="lg" variant="secondary">
          See real examples
        </ButtonLink>
      </div>
      <SupportLine />
    </div>
  );
}

type SubmissionReadingProps = { submissionId: string; checkoutSessionId: string | null };

/**
 * The newer page (spec §2, D-08): the submission says whose answers are in; with `cs` the
 * checkout is confirmed first, and 'Payment Successful!' shows only once it is paid.
 */
function SubmissionReading({ submissionId, checkoutSessionId }: SubmissionReadingProps) {
  const submission = useSubmission(submissionId);
  const refId = submission.data?.refId ?? '';
  const confirmation = useSessionConfirmation(refId, checkoutSessionId ?? '', {
    enabled: checkoutSessionId !== null && submission.isSuccess,
  });
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const checking = submission.isFetching || confirmation.isFetching;
  const checkAgain = () => {
    const asks: Promise<unknown>[] = [submission.refetch()];
    if (checkoutSessionId !== null) asks.push(confirmation.refetch());
    void Promise.all(asks).then(() => setLastChecked(new Date()));
  };

  if (submission.isPending) return <LoadingPanel label="Loading your submission…" />;
  if (submission.isError) {
    return isApiError(submission.error, 404) ? (
      <SubmissionNotFound />
    ) : (
      <LoadFailedPanel onRetry={() => void submission.refetch()} retrying={submission.isFetching}>
        Your answers are saved. Try again in a moment.
      </LoadFailedPanel>
    );
  }
  if (checkoutSessionId !== null && confirmation.isPending) {
    return (
      <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-accent" />
        <p role="status" className="text-2xl font-bold">
          Confirming Payment...
        </p>
      </div>
    );
  }
  const view = submission.data;
  // With `cs` the provider's answer decides; without, what the database holds.
  const paid = confirmation.data?.paid ?? view.paid;
  const status = { checking, lastChecked, onCheck: checkAgain };
  if (!paid) {
    return <NotPaidYet view={view} confirmFailed={confirmation.isError} {...status} />;
  }
  return <SubmissionPaid view={view} confirm={confirmation.data ?? null} {...status} />;
}

type CheckProps = { checking: boolean; lastChecked: Date | null; onCheck: () => void };

function CheckAgainButton({ checking, onCheck }: Pick<CheckProps, 'checking' | 'onCheck'>) {
  return (
    <Button variant="secondary" onClick={onCheck} busy={checking} className="max-sm:w-full">
      {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
      Check again
    </Button>
  );
}

function NotPaidYet({
  view,
  confirmFailed,
  checking,
  lastChecked,
  onCheck,
}: CheckProps & { view: SubmissionView; confirmFailed: boolean }) {
  return (
    <div className="grid gap-6">
      <DocumentTitle title="Payment not confirmed yet" />
      <StatusPanel
        icon={Hourglass}
        tone="warm"
        title="Payment not confirmed yet"
        actions={<CheckAgainButton checking={checking} onCheck={onCheck} />}
      >
        <p>
          {confirmFailed
            ? "We couldn't reach the payment provider to confirm your payment."
            : 'The payment provider has not confirmed this payment yet.'}{' '}
          Your answers are saved. If you completed the payment, check again in a moment; nothing is
          charged twice.
        </p>
        <p className="mt-2 text-sm">
          Submission ID:{' '}
          <code className="font-mono font-semibold break-all">{view.submissionId}</code>
        </p>
        <CheckedAt lastChecked={checking ? null : lastChecked} />
      </StatusPanel>
      <SupportLine />
    </div>
  );
}

const REASSURANCES = [
  { icon: ShieldCheck, text: 'Secure payment processed' },
  { icon: Lock, text: 'Your data is encrypted and stored securely' },
  { icon: MailCheck, text: 'Email confirmation sent' },
  { icon: Sparkles, text: 'Report generation in progress' },
] as const;

function SubmissionPaid({
  view,
  confirm,
  checking,
  lastChecked,
  onCheck,
}: CheckProps & { view: SubmissionView; confirm: SessionConfirmResponse | null }) {
  const { toast } = useToast();
  const partner = view.partnerName.trim() || 'your partner';
  const sent = confirm?.analysis === 'sent';
  return (
    <div className="grid gap-6 sm:gap-8">
      <DocumentTitle title="Payment Successful!" />
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <CircleCheck className="size-9" />
          </HeadingIcon>
        }
        title="Payment Successful!"
      >
        <p>
          Your assessment has been submitted. Your report will be emailed within 24-48 hours
          {view.person2Answered ? '.' : `, once ${partner} has answered.`}
        </p>
      </PageHeading>

      {view.person2Answered ? null : (
        <section
          aria-labelledby="invite-title"
          className="rounded-xl bg-accent-soft p-5 ring-1 ring-accent/20 sm:p-6"
        >
          <h2 id="invite-title" className="flex items-center gap-2 text-xl font-bold">
            <UserPlus aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
            Now it's {partner}'s turn
          </h2>
          <p className="mt-2 text-pretty">
            The report reads both of you: it is written and sent as soon as {partner} answers their
            ten questions.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={sharePath(view.refId)} size="lg">
              <Send aria-hidden="true" className="size-5" />
              Invite your partner
            </ButtonLink>
            <CheckAgainButton checking={checking} onCheck={onCheck} />
          </div>
          <CheckedAt lastChecked={checking ? null : lastChecked} />
        </section>
      )}

      {view.person2Answered && confirm ? (
        sent ? (
          <StatusBox icon={MailCheck} tone="success" title="Analysis Sent!">
            <p>{analysisSentText(confirm)}</p>
          </StatusBox>
        ) : confirm.analysis === 'failed' ? (
          <StatusBox icon={CircleAlert} tone="danger" title="We couldn't send your analysis">
            <p>
              Your payment is safe, but sending the report failed. Please write to our support
              address below and we will send it to you by hand.
            </p>
          </StatusBox>
        ) : (
          <StatusBox icon={Hourglass} tone="warm" title="Your analysis is being prepared">
            <p>It will arrive by e-mail shortly. This page doesn't refresh on its own.</p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <CheckedAt lastChecked={checking ? null : lastChecked} />
              <CheckAgainButton checking={checking} onCheck={onCheck} />
            </div>
          </StatusBox>
        )
      ) : null}

      <CopyValue
        value={view.submissionId}
        label="Submission ID"
        onCopied={() => toast({ ...TOASTS.submissionCopied, tone: 'success' })}
      />

      <ul className="grid gap-3 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:grid-cols-2 sm:p-6">
        {REASSURANCES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{text}</span>
          </li>
        ))}
      </ul>

      <div className="flex justify-center">
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
      <SupportLine>Need help? Contact our support team at</SupportLine>
    </div>
  );
}

function SubmissionNotFound() {
  return (
    <StatusPanel
      icon={Link2Off}
      tone="warm"
      title="This link does not work"
      actions={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
    >
      <p>
        We couldn't find this submission. The link may be incomplete, or the submission is older
        than 30 days and has been deleted.
      </p>
    </StatusPanel>
  );
}
