import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';

/**
 * Any unknown path (docs/product.md §2). Uses the sticky header like every non-landing page (D-13).
 */
export function NotFoundPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <svg aria-hidden="true" viewBox="0 0 160 100" className="h-24 w-40" fill="none">
          <circle cx="55" cy="50" r="40" fill="#c8234a" fillOpacity="0.85" />
          <circle cx="115" cy="50" r="40" fill="#f6a45a" fillOpacity="0.85" />
          <circle cx="85" cy="50" r="6" fill="#fff8f3" />
        </svg>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent">Error 404</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">Page not found</h1>
        <p className="mt-4 max-w-md text-lg text-muted">
          We looked everywhere, including under the sofa. This page does not exist, or it moved
          without leaving a forwarding address.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            See pricing
          </ButtonLink>
        </div>
      </Container>
    </MarketingLayout>
  );
}
