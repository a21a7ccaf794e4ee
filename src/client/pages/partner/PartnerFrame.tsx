import type { ReactNode } from 'react';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Container } from '../../components/ui/Container';
import { ScanProviders } from '../../lib/providers';

/**
 * The frame of the partner pages: providers inside the page's own lazy chunk (lib/providers.tsx),
 * the site header and footer, one content column.
 */
export function PartnerFrame({ children }: { children: ReactNode }) {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-8 sm:py-14">
          <div className="mx-auto max-w-3xl">{children}</div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}
