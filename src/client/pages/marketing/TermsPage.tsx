import { terms, termsIntro } from '../../../shared/content/legal';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Container } from '../../components/ui/Container';
import { PageHero } from '../../components/ui/PageHero';

/** /terms-of-service: 18+, refunds, price changes, US law, arbitration (docs/product.md §2, §9). */
export function TermsPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero eyebrow="The fine print" title={termsIntro.title} lead={termsIntro.lead} />
      <Container className="py-16 sm:py-20">
        <ol className="max-w-3xl space-y-10">
          {terms.map((term, index) => (
            <li key={term.id} id={term.id} className="flex scroll-mt-24 gap-5">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-plum-soft font-extrabold text-plum"
              >
                {index + 1}
              </span>
              <div>
                <h2 className="text-xl font-extrabold tracking-tight sm:text-2xl">{term.title}</h2>
                <p className="mt-2 text-lg leading-relaxed text-muted">{term.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </MarketingLayout>
  );
}
