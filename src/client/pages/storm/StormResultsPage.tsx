import { Hourglass, PencilLine, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAssessment } from './api/get-assessment';
import { useStormResult } from './api/get-storm-result';
import { InvitePanel } from './InvitePanel';
import { StormResultView } from './StormResultView';

/**
 * /storm/results/<id> and /storm/result/<token> (D-10): a UUID is person 1's assessment (invite
 * link, waiting state, then the result); anything else is a storm token (waiting, then result).
 */
export function StormResultsPage() {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-10 sm:py-16">
          <div className="mx-auto max-w-4xl">
            <StormResultsScreen />
          </div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function StormResultsScreen() {
  useDocumentTitle('Your Quick Scan result');
  const params = useParams<{ id?: string; token?: string }>();
  const key = params.id ?? params.token ?? '';
  return UUID.test(key) ? <OwnerView id={key} /> : <TokenView token={key} />;
}

/** Person 1's page: GET /api/assessments/<id> tells the invite token and the partner's progress. */
function OwnerView({ id }: { id: string }) {
  const assessment = useAssessment(id);
  const check = useCheckAgain(() => assessment.refetch());
  const storm = assessment.data?.storm;
  const result = useStormResult(storm?.token ?? '', { enabled: Boolean(storm?.partnerAnswered) });

  if (assessment.isPending) return <LoadingPanel label="Loading your scan…" />;
  if (assessment.isError) {
    return isApiError(assessment.error, 404) ? (
      <NotFound />
    ) : (
      <LoadFailed onRetry={() => assessment.refetch()} />
    );
  }
  const data = assessment.data;
  if (data.tier !== 'storm') return <NotFound />;
  if (!data.completed || !storm) {
    return (
      <StatusPanel
        icon={PencilLine}
        title="Finish your 5 questions first"
        actions={
          <ButtonLink to={`/questions?${new URLSearchParams({ tier: 'storm', assessmentId: id })}`}>
            Back to your questions
          </ButtonLink>
        }
      >
        <p>Your partner's link appears here as soon as you've answered all five.</p>
      </StatusPanel>
    );
  }

  if (storm.partnerAnswered) {
    if (result.data?.status === 'complete') return <StormResultView data={result.data} />;
    if (result.isError) return <LoadFailed onRetry={() => result.refetch()} />;
    if (result.isPending) return <LoadingPanel label="Loading your result…" />;
  }

  return (
    <div className="grid gap-8">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Free Quick Scan
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Done! Now it's your partner's turn
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
          Send them the link below. As soon as they've answered, your result appears on this page.
          Keep this page's address: it's your way back.
        </p>
      </div>
      <InvitePanel token={storm.token} />
      <WaitingPanel
        title="Your partner hasn't answered yet"
        checking={assessment.isFetching || result.isFetching}
        lastChecked={check.lastChecked}
        onCheck={check.run}
      />
    </div>
  );
}

/** The shared result page: GET /api/storm/result/<token>, 'waiting' until both have answered. */
function TokenView({ token }: { token: string }) {
  const result = useStormResult(token, { enabled: token !== '' });
  const check = useCheckAgain(() => result.refetch());

  if (token === '' || isApiError(result.error, 404)) return <NotFound />;
  if (result.isError) return <LoadFailed onRetry={() => result.refetch()} />;
  if (result.isPending) return <LoadingPanel label="Loading your result…" />;
  if (result.data.status === 'complete') return <StormResultView data={result.data} />;
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Free Quick Scan
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Almost there
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
          The result appears once both of you have answered: {result.data.inviterName} has, the
          partner's answers are still to come.
        </p>
      </div>
      <WaitingPanel
        title="The partner hasn't answered yet"
        checking={result.isFetching}
        lastChecked={check.lastChecked}
        onCheck={check.run}
      />
    </div>
  );
}

/** D-19: no polling; a click asks again and says when it last asked. */
function useCheckAgain(refetch: () => Promise<unknown>) {
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const run = () => {
    void refetch().then(() => setLastChecked(new Date()));
  };
  return { lastChecked, run };
}

function WaitingPanel({
  title,
  checking,
  lastChecked,
  onCheck,
}: {
  title: string;
  checking: boolean;
  lastChecked: Date | null;
  onCheck: () => void;
}) {
  return (
    <section
      aria-labelledby="waiting-title"
      className="flex flex-col items-start gap-4 rounded-xl bg-warm-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-warning"
        >
          <Hourglass className="size-6" />
        </span>
        <div>
          <h2 id="waiting-title" className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-pretty text-muted">
            This page doesn't refresh on its own. When they say they're done, check again.
          </p>
          <p role="status" className="mt-1 text-sm font-semibold text-ink empty:hidden">
            {lastChecked && !checking
              ? `Still waiting (checked at ${lastChecked.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}).`
              : ''}
          </p>
        </div>
      </div>
      <Button onClick={onCheck} busy={checking} className="shrink-0 max-sm:w-full">
        Check again
      </Button>
    </section>
  );
}

function NotFound() {
  return (
    <StatusPanel
      icon={SearchX}
      tone="warm"
      title="We couldn't find this scan"
      actions={
        <>
          <ButtonLink to="/start-scan">Start your own scan</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>
        The link may be incomplete, or the scan is older than 30 days and has been deleted. Check
        that you copied the whole link.
      </p>
    </StatusPanel>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailedPanel onRetry={onRetry}>
      Your answers are safe. It's us, not you: try again in a moment.
    </LoadFailedPanel>
  );
}
