import { Component, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { MarketingLayout } from '../components/layout/MarketingLayout';
import { StickyHeader } from '../components/layout/StickyHeader';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Container } from '../components/ui/Container';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { retryFailedPages } from './lazy-page';
import { PageLoading } from './PageLoading';

type BoundaryProps = {
  children: ReactNode;
  /** The current path: a failed page gives way to the next one when the reader navigates. */
  location: string;
  /** With the site header and footer; without them when the frame itself may have failed. */
  framed: boolean;
};

type BoundaryState = { failed: boolean; reloading: boolean };

/**
 * Catches what a page throws while rendering, a page chunk that did not load included. A chunk
 * that did not load reloads the page once (app/chunk-reload.ts); otherwise, or when that reload
 * did not help, the reader gets the error page. Error details go to the console only.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, reloading: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadForChunkError()) this.setState({ reloading: true });
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.location !== this.props.location) this.retry();
  }

  /** Renders the page again; a page whose chunk failed asks for it again (app/lazy-page.ts). */
  retry = (): void => {
    retryFailedPages();
    this.setState({ failed: false, reloading: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <PageLoading />;
    const content = <ErrorContent onRetry={this.retry} />;
    return this.props.framed ? (
      <MarketingLayout header={<StickyHeader />}>{content}</MarketingLayout>
    ) : (
      <main className="min-h-dvh">{content}</main>
    );
  }
}

/** The error boundary of one route: the error page keeps the site's header and footer. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary location={location} framed>
      {children}
    </ErrorBoundary>
  );
}

/** The last line of defence around every route: the error page without the site frame. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary location={location} framed={false}>
      {children}
    </ErrorBoundary>
  );
}

function ErrorContent({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Screen reader and keyboard users start at what happened, not at the top of the page.
    heading.current?.focus();
  }, []);
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <svg aria-hidden="true" viewBox="0 0 180 100" className="h-24 w-44" fill="none">
        <circle cx="50" cy="50" r="40" className="fill-accent" fillOpacity="0.85" />
        <circle cx="130" cy="50" r="40" className="fill-warm" fillOpacity="0.85" />
      </svg>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl"
      >
        This page didn’t load
      </h1>
      <p className="mt-4 max-w-md text-lg text-pretty text-muted">
        That one’s on us, not you, and anything you already sent us is safe. Give it another go; if
        it still won’t budge, start again from the home page.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* Button.tsx's primary look, without its spinner icon: this page is in every page's
            entry chunk, within the landing page's JavaScript budget (docs/performance.md). */}
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 py-2.5 text-base font-semibold text-white shadow-card transition-colors hover:bg-accent-strong"
        >
          Try again
        </button>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </Container>
  );
}
