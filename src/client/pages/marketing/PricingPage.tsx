import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { disclaimers } from '../../../shared/content/limits';
import { deliveryAndRefundNote } from '../../../shared/content/plans';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { PlanCards } from './parts/PlanCards';

/** /pricing: three plan cards and the delivery and refund note (docs/product.md §2). */
export function PricingPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero
        eyebrow="Pricing"
        title="Simple prices. No subscription."
        lead="Start with the free Quick Scan. If you want the whole picture, the couple reports are one payment per couple, and you know exactly what you get before you pay."
      />

      <Section labelledBy="plans-title">
        <SectionHeader
          id="plans-title"
          title="Choose your depth"
          lead={`${disclaimers.guidance} ${disclaimers.retention}`}
          align="center"
        />
        <div className="mt-14">
          <PlanCards variant="pricing" />
        </div>
      </Section>

      <Section labelledBy="delivery-title" tone="surface">
        <div className="mx-auto max-w-3xl rounded-xl bg-canvas p-6 ring-1 ring-line sm:p-10">
          <div className="flex items-center gap-3">
            <Info aria-hidden="true" className="size-6 shrink-0 text-accent" />
            <h2 id="delivery-title" className="text-2xl font-extrabold tracking-tight">
              {deliveryAndRefundNote.title}
            </h2>
          </div>
          <ul className="mt-6 space-y-4 text-muted">
            {deliveryAndRefundNote.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            The full details are in our{' '}
            <Link
              to="/terms-of-service"
              className="font-semibold text-accent underline underline-offset-4"
            >
              Terms of Service
            </Link>{' '}
            and on our{' '}
            <Link
              to="/privacy-ethics"
              className="font-semibold text-accent underline underline-offset-4"
            >
              Privacy & Ethics
            </Link>{' '}
            page.
          </p>
        </div>
      </Section>
    </MarketingLayout>
  );
}
