import type { LucideIcon } from 'lucide-react';
import {
  Hourglass,
  LoaderCircle,
  Lock,
  Mail,
  MailCheck,
  Send,
  ShieldCheck,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import type { SubmissionView } from '../../../shared/api/payments';
import type { SessionView } from '../../../shared/api/sessions';
import { SubmissionPayButton } from '../../components/payment/SubmissionPayButton';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { CheckedAt } from '../../components/ui/StatusParts';
import { isApiError } from '../../lib/api-client';
import { readText } from '../../lib/session-storage';
import { useSubmission } from '../../lib/submissions';
import { useToast } from '../../lib/toast';
import { useSessionConfirmation } from './api/confirm-session-payment';
import { useSession } from './api/get-session';
import { CopyValue, PaidHeading, PaymentPage, SupportLine } from './PaymentFrame';
import {
  AnalysisStatus,
  CheckAgainButton,
  type CheckProps,
  ConfirmationFailed,
  CouldNotCheck,
  NOT_CONFIRMED_REASON,
  NotConfirmed,
  ReferenceNotFound,
} from './PaymentStates';
import {
  type AnalysisReading,
  isSessionPaid,
  PROCESSING_FOR_MS,
  pageReference,
  paymentSuccessReading,
  paymentSuccessReassurances,
  REPORT_IN_10_TO_15,
  type Reassurance,
  readingFromConfirm,
  readingFromView,
  SINGLE_PAGE_SUBMISSION_KEY,
  sharePath,
  shortSessionId,
  TOASTS,
} from './payment-text';

/**
 * /payment-success (D-11): with `submission` the two-step flow's page after checkout (it offers
 * the partner link when the partner has not answered yet, D-08); with `session_id` the older
 * processing page; with neither it goes to /pricing. Either way 'Payment Successful!' shows only
 * once the server says the session is paid.
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

function useCheckedAt() {
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const stamp = () => setLastChecked(new Date());
  return { lastChecked, stamp };
}

/**
 * docs/product.md §4: the older page shows its processing view for 3 seconds, however fast the
 * answer.
 */
function useProcessingTime(): boolean {
  const [processing, setProcessing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setProcessing(false), PROCESSING_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return processing;
}

/**
 * The older page (docs/product.md §2, §4). A provider's session id alone names no analysis, so the
 * page confirms it against the session this browser knows (`?ref=` or the single page's record) and
 * says 'Payment Successful!' only when the server confirms it.
 */
function SessionReading({ sessionId }: { sessionId: string }) {
  const search = useSearch();
  // Read once: the stored record is only a fallback when the URL names no reference.
  const [refId] = useState(() => pageReference(search, readText(SINGLE_PAGE_SUBMISSION_KEY)));
  const processing = useProcessingTime();
  const confirmation = useSessionConfirmation(refId ?? '', sessionId, {
    enabled: refId !== null,
  });
  const session = useSession(refId ?? '', { enabled: confirmation.data?.paid === false });
  const { lastChecked, stamp } = useCheckedAt();
  const check: CheckProps = {
    checking: confirmation.isFetching,
    lastChecked,
    onCheck: () => {
      void confirmation
        .refetch()
        .then(() => session.refetch())
        .then(stamp);
    },
  };
  const reference = (
    <p className="mt-3 text-sm">
      Payment reference:{' '}
      <code className="font-mono font-semibold">{shortSessionId(sessionId)}</code>…
    </p>
  );

  const processingView = (
    <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-4 text-center">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-accent" />
      <p role="status" className="text-2xl font-bold">
        Processing your payment...
      </p>
      <p className="text-muted">Just a moment while we check your payment.</p>
    </div>
  );

  if (refId === null) {
    if (processing) return processingView;
    return (
      <ReferenceNotFound title="We can't check this payment from here">
        <p>
          This link doesn't say which analysis it belongs to, and this browser doesn't know either,
          so we can't look the payment up. If you paid, nothing is lost: write to us with the
          reference below and we'll sort it out.
        </p>
        {reference}
      </ReferenceNotFound>
    );
  }
  if (processing || confirmation.isPending) return processingView;
  if (confirmation.isError) {
    return (
      <ConfirmationFailed
        error={confirmation.error}
        explanation="This payment doesn't match an analysis we know. The link may be incomplete, or it's older than 30 days and was deleted. If you paid, write to us with the reference below."
        {...check}
      >
        {reference}
      </ConfirmationFailed>
    );
  }
  const reading = readingFromConfirm(confirmation.data);
  if (!reading) {
    return (
      <NotConfirmed reason={NOT_CONFIRMED_REASON} session={session.data ?? null} {...check}>
        {reference}
      </NotConfirmed>
    );
  }
  return (
    <div className="grid gap-6 sm:gap-8">
      <PaidHeading title="Payment Successful!">
        {reading.analysis === 'preparing' ? <p>{REPORT_IN_10_TO_15}</p> : null}
      </PaidHeading>
      {reading.analysis === 'preparing' ? null : (
        <AnalysisStatus refId={refId} reading={reading} {...check} />
      )}
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
 * The newer page (docs/product.md §2, D-08): the submission says whose answers are in; with `cs`
 * the checkout is confirmed first. 'Payment Successful!' shows only once the session is paid, and
 * the e-mail and report lines only say what the session's report state says.
 */
function SubmissionReading({ submissionId, checkoutSessionId }: SubmissionReadingProps) {
  const submission = useSubmission(submissionId);
  const refId = submission.data?.refId ?? '';
  const confirmation = useSessionConfirmation(refId, checkoutSessionId ?? '', {
    enabled: checkoutSessionId !== null && submission.isSuccess,
  });
  const confirmSettled =
    checkoutSessionId === null || confirmation.isSuccess || confirmation.isError;
  // Read after the confirmation, so it holds what the confirmation recorded.
  const session = useSession(refId, { enabled: submission.isSuccess && confirmSettled });
  const { lastChecked, stamp } = useCheckedAt();
  const checking = submission.isFetching || confirmation.isFetching || session.isFetching;
  const checkAgain = () => {
    const asks: Promise<unknown>[] = [submission.refetch()];
    if (checkoutSessionId !== null) asks.push(confirmation.refetch());
    void Promise.all(asks)
      .then(() => session.refetch())
      .then(stamp);
  };
  const check: CheckProps = { checking, lastChecked, onCheck: checkAgain };

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
  if (!confirmSettled) {
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
  // Paid when this checkout was, or when the session is paid at all (another checkout).
  const paid =
    confirmation.data?.paid === true ||
    view.paid ||
    (session.data !== undefined && isSessionPaid(session.data));
  if (!paid) {
    if (confirmation.isError && !isApiError(confirmation.error, 404) && !session.data) {
      return <CouldNotCheck {...check} />;
    }
    return (
      <NotConfirmed
        reason={notConfirmedReason(confirmation.error)}
        session={session.data ?? null}
        // Pay first (D-08) before the partner answered: the submission's own checkout; once both
        // answered, /session-checkout (offered by NotConfirmed itself).
        payAction={
          view.payable && !view.person2Answered ? (
            <SubmissionPayButton
              submissionId={view.submissionId}
              size="md"
              onRefused={checkAgain}
            />
          ) : undefined
        }
        {...check}
      >
        <p className="mt-2 text-sm">
          Submission ID:{' '}
          <code className="font-mono font-semibold break-all">{view.submissionId}</code>
        </p>
      </NotConfirmed>
    );
  }
  const reading =
    (session.data ? readingFromView(session.data) : null) ??
    (confirmation.data ? readingFromConfirm(confirmation.data) : null);
  return (
    <SubmissionPaid
      view={view}
      session={session.data ?? null}
      reading={reading}
      sessionFailed={session.isError}
      {...check}
    />
  );
}

/** Why a submission's payment is not confirmed, from the confirmation's answer. */
function notConfirmedReason(error: unknown): string {
  if (isApiError(error, 404)) {
    return "This payment link doesn't belong to this submission, so it confirms nothing.";
  }
  if (error) return "We couldn't reach the payment provider to confirm this payment.";
  return NOT_CONFIRMED_REASON;
}

const REASSURANCE_ICONS: Record<Reassurance['kind'], LucideIcon> = {
  payment: ShieldCheck,
  data: Lock,
  email: MailCheck,
  report: Sparkles,
};

function Reassurances({ lines }: { lines: Reassurance[] }) {
  return (
    <ul className="grid gap-3 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:grid-cols-2 sm:p-6">
      {lines.map(({ kind, text, done }) => {
        const Icon = done ? REASSURANCE_ICONS[kind] : kind === 'email' ? Mail : Hourglass;
        return (
          <li key={text} className="flex items-start gap-3">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${done ? 'text-success' : 'text-warning'}`}
            />
            <span>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

type SubmissionPaidProps = CheckProps & {
  view: SubmissionView;
  session: SessionView | null;
  /** Where the report stands; null while the session could not be read. */
  reading: AnalysisReading | null;
  sessionFailed: boolean;
};

function SubmissionPaid({
  view,
  session,
  reading,
  sessionFailed,
  checking,
  lastChecked,
  onCheck,
}: SubmissionPaidProps) {
  const { toast } = useToast();
  const partner = view.partnerName.trim() || 'your partner';
  const partnerAnswered = session?.person2Answered ?? view.person2Answered;
  const sent = reading?.analysis === 'sent';
  return (
    <div className="grid gap-6 sm:gap-8">
      <PaidHeading title="Payment Successful!">
        <p>
          {sent
            ? 'Your assessment has been submitted, and your report is in your inbox.'
            : `Your assessment has been submitted. Your report will be emailed within 24-48 hours${partnerAnswered ? '.' : `, once ${partner} has answered.`}`}
        </p>
      </PaidHeading>

      {partnerAnswered ? null : (
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

      {partnerAnswered && reading && reading.analysis !== 'waiting_for_partner' ? (
        <AnalysisStatus
          refId={view.refId}
          reading={reading}
          checking={checking}
          lastChecked={lastChecked}
          onCheck={onCheck}
        />
      ) : null}
      {partnerAnswered && !reading && sessionFailed ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-muted">We couldn't check where your report stands just now.</p>
          <CheckAgainButton checking={checking} onCheck={onCheck} />
        </div>
      ) : null}

      <CopyValue
        value={view.submissionId}
        label="Submission ID"
        onCopied={() => toast({ ...TOASTS.submissionCopied, tone: 'success' })}
      />

      {reading ? <Reassurances lines={paymentSuccessReassurances(reading)} /> : null}

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
    <ReferenceNotFound
      title="This link does not work"
      action={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
    >
      <p>
        We couldn't find this submission, so there is no payment to show. The link may be
        incomplete, or the submission is older than 30 days and has been deleted.
      </p>
    </ReferenceNotFound>
  );
}
