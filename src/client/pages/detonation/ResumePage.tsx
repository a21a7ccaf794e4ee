import { useQuery } from '@tanstack/react-query';
import { Link2Off, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import type { ResumeView } from '../../../shared/api/drafts';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getDraft } from './api/drafts';
import { writeResumeState } from './resume-storage';
import { fromServerDraft } from './server-draft';
import { writeTwoStepDraft } from './two-step-storage';

/**
 * /resume/<resumeId>: the private link e-mailed to person 1 when the two-step flow starts
 * (docs/decisions/015). It reads the draft saved on the server, puts it in this tab's form and carries on
 * at /detonation where they left off, on any device. Once their answers are in, it leads to the
 * session's sharing page instead. The server answers it with no-store and robots keep out
 * (shared/routes.ts capabilityPathPrefixes).
 */
export function ResumePage() {
  useDocumentTitle('Continue your answers');
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-10 sm:py-16">
          <ResumeScreen />
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

function ResumeScreen() {
  const { resumeId = '' } = useParams<{ resumeId: string }>();
  const [, navigate] = useLocation();
  const view = useQuery({
    queryKey: ['resume', resumeId],
    queryFn: ({ signal }) => getDraft(resumeId, signal),
    enabled: resumeId !== '',
    retry: false,
    gcTime: 0,
  });
  const data = view.data;

  useEffect(() => {
    if (data?.status !== 'draft') return;
    writeTwoStepDraft(fromServerDraft(data.refId, data.draft));
    writeResumeState({ refId: data.refId, resumeId, restored: true });
    navigate('/detonation', { replace: true });
  }, [data, navigate, resumeId]);

  if (view.isError) {
    if (isApiError(view.error, 404)) return <LinkGone />;
    return (
      <LoadFailedPanel onRetry={() => void view.refetch()} retrying={view.isFetching}>
        Your answers are still saved: try again in a moment.
      </LoadFailedPanel>
    );
  }
  if (data?.status !== 'submitted') return <LoadingPanel label="Opening your answers…" />;
  return <AlreadySent view={data} />;
}

function AlreadySent({ view }: { view: Extract<ResumeView, { status: 'submitted' }> }) {
  return (
    <StatusPanel
      icon={MessageCircle}
      title="Your answers are already in"
      actions={
        <ButtonLink to={`/text/${encodeURIComponent(view.refId)}`}>Go to your session</ButtonLink>
      }
    >
      You sent them, so there is nothing left to fill in here. Your session page has your partner's
      link and, if it is still open, the payment.
    </StatusPanel>
  );
}

function LinkGone() {
  return (
    <StatusPanel
      icon={Link2Off}
      tone="warm"
      title="This link no longer works"
      actions={
        <>
          <ButtonLink to="/detonation">Start a new report</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </>
      }
    >
      Saved answers are deleted with their session after 30 days, or when you ask us to delete your
      data, and the link goes with them. Nothing of yours is behind it any more.
    </StatusPanel>
  );
}
