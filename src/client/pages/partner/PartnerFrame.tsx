import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { SessionView } from '../../../shared/api/sessions';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Container } from '../../components/ui/Container';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { ScanProviders } from '../../lib/providers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from './api/get-session';
import { SessionProblem } from './SessionProblem';

/** A session the page can show, and a way to look again (D-19: on request, never polling). */
export type LoadedSession = {
  refId: string;
  session: SessionView;
  /** True while the session is being fetched again. */
  refreshing: boolean;
  refresh: () => Promise<unknown>;
};

type SessionPageProps = {
  title: string;
  loadingLabel: string;
  children: (loaded: LoadedSession) => ReactNode;
};

/**
 * The frame of the partner pages: providers inside the page's own lazy chunk (lib/providers.tsx),
 * the site header and footer, one content column, and the session of the URL's refId, with its
 * loading, not-found and failure states, before the page itself renders.
 */
export function SessionPage(props: SessionPageProps) {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-8 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <SessionGate {...props} />
          </div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

function SessionGate({ title, loadingLabel, children }: SessionPageProps) {
  useDocumentTitle(title);
  const { refId = '' } = useParams<{ refId: string }>();
  const session = useSession(refId);

  if (session.isPending) return <LoadingPanel label={loadingLabel} />;
  if (session.isError) {
    return (
      <SessionProblem
        error={session.error}
        retrying={session.isFetching}
        onRetry={() => void session.refetch()}
      />
    );
  }
  return children({
    refId,
    session: session.data,
    refreshing: session.isFetching,
    refresh: () => session.refetch(),
  });
}
