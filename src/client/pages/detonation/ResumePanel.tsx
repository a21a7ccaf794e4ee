import { BadgeCheck, History, Send } from 'lucide-react';
import { useEffect } from 'react';
import { products } from '../../../shared/catalog';
import { SubmissionPayButton } from '../../components/payment/SubmissionPayButton';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { useSubmission } from '../../lib/submissions';
import type { SessionInProgress } from './session-in-progress';

type ResumePanelProps = {
  session: SessionInProgress;
  /** 'Start a new report', or nothing left to resume: the page forgets it and starts afresh. */
  onStartOver: () => void;
};

/**
 * /detonation when this tab already sent answers (session-in-progress.ts): where that session
 * stands, as the server says, with the way on: pay (again), invite the partner, see the paid
 * report's status, or start a new report. A session the server no longer knows, or that cannot be
 * paid any more (newer answers replaced these), is forgotten and the flow starts afresh.
 */
export function ResumePanel({ session, onStartOver }: ResumePanelProps) {
  const submission = useSubmission(session.submissionId);
  const view = submission.data;
  const gone =
    isApiError(submission.error, 404) || (view !== undefined && !view.paid && !view.payable);

  useEffect(() => {
    if (gone) onStartOver();
  }, [gone, onStartOver]);

  if (submission.isPending || gone) return <LoadingPanel label="Checking your saved answers…" />;
  if (submission.isError || !view) {
    return (
      <LoadFailedPanel onRetry={() => void submission.refetch()} retrying={submission.isFetching}>
        Your answers are saved on our side. Try again in a moment.
      </LoadFailedPanel>
    );
  }

  const share = `/text/${encodeURIComponent(view.refId)}`;
  const partner = view.partnerName.trim() || 'your partner';
  const productName = products[view.productType].name;
  const Icon = view.paid ? BadgeCheck : History;
  return (
    <section
      aria-labelledby="resume-title"
      className="flex flex-col items-center rounded-xl bg-surface p-6 text-center shadow-card ring-1 ring-line sm:p-10"
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-14 items-center justify-center rounded-full ${view.paid ? 'bg-accent-soft text-accent-strong' : 'bg-warm-soft text-warning'}`}
      >
        <Icon className="size-7" />
      </span>
      <h1
        id="resume-title"
        className="mt-5 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
      >
        {view.paid ? 'Your report is paid for' : 'Pick up where you left off'}
      </h1>
      <p className="mt-3 text-pretty text-muted">
        {view.paid
          ? `Your ${productName} answers are in and paid for. ${view.person2Answered ? 'See where your report stands.' : `It is written as soon as ${partner} has answered.`}`
          : `Your ${productName} answers are saved and nothing was charged. Pay now to finish${view.person2Answered ? '.' : `; ${partner} can answer before or after.`}`}
      </p>
      <p className="mt-4 rounded-lg bg-canvas px-4 py-2 text-sm ring-1 ring-line">
        <span className="text-muted">Submission ID: </span>
        <code className="font-mono font-semibold break-all">{view.submissionId}</code>
      </p>
      <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
        {view.paid ? (
          <ButtonLink
            to={`/payment-success?submission=${encodeURIComponent(view.submissionId)}`}
            size="lg"
          >
            See where it stands
          </ButtonLink>
        ) : (
          <SubmissionPayButton
            submissionId={view.submissionId}
            onRefused={() => void submission.refetch()}
          />
        )}
        {view.person2Answered ? null : (
          <ButtonLink to={share} size="lg" variant="secondary">
            <Send aria-hidden="true" className="size-5" />
            Invite your partner
          </ButtonLink>
        )}
        <Button size="lg" variant="ghost" onClick={onStartOver}>
          Start a new report
        </Button>
      </div>
    </section>
  );
}
