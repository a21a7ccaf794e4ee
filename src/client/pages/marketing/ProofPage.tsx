import { CircleAlert, CircleCheck, Quote } from 'lucide-react';
import { accuracyClaims, algorithmClaim } from '../../../shared/content/claims';
import {
  type CompositeExample,
  compositeExamples,
  compositeNotice,
} from '../../../shared/content/examples';
import { disclaimers } from '../../../shared/content/limits';
import { testimonials } from '../../../shared/content/testimonials';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { CtaBand } from './parts/CtaBand';

/** /proof: two composite examples and three testimonials (docs/product.md §2). */
export function ProofPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero
        eyebrow="Proof"
        title="What a straight answer looks like"
        lead={`Trained on ${algorithmClaim.trainedOn} outcomes and ${accuracyClaims.proof} accurate against what couples told us later. But numbers only go so far, so here are two examples and three people in their own words.`}
      />

      <Section labelledBy="examples-title">
        <SectionHeader id="examples-title" eyebrow="Examples" title="Two composite examples" />
        <p className="mt-4 flex max-w-2xl gap-3 rounded-md bg-warm-soft p-4 text-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          {compositeNotice}
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {compositeExamples.map((example) => (
            <ExampleCard key={example.id} example={example} />
          ))}
        </div>
      </Section>

      <Section labelledBy="testimonials-title" tone="plum-soft">
        <SectionHeader
          id="testimonials-title"
          eyebrow="In their words"
          title="What people told us"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-xl bg-surface p-6 shadow-card ring-1 ring-line">
                <Quote aria-hidden="true" className="size-8 text-warm" />
                <blockquote className="mt-4 flex-1 text-lg">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-extrabold">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted">
          {disclaimers.accuracy} {disclaimers.entertainment}
        </p>
      </Section>

      <CtaBand
        id="proof-cta-title"
        title="Your turn"
        lead="Find out what your answers say. Start with the intake, or compare the plans first."
      >
        <ButtonLink to="/start-scan" variant="inverse" size="lg">
          Begin your scan
        </ButtonLink>
        <ButtonLink to="/pricing" variant="outline-inverse" size="lg">
          See pricing
        </ButtonLink>
      </CtaBand>
    </MarketingLayout>
  );
}

function ExampleCard({ example }: { example: CompositeExample }) {
  const titleId = `example-${example.id}`;
  const figures = [
    { label: 'Compatibility', value: example.compatibility },
    { label: 'Grade', value: example.grade },
    { label: 'FOSM', value: example.fosm },
    { label: 'Trauma bond', value: example.traumaBond === 'clear' ? 'Clear' : 'Flagged' },
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8"
    >
      <Badge tone="warm" className="self-start">
        Composite example
      </Badge>
      <h3 id={titleId} className="mt-4 text-2xl font-extrabold tracking-tight">
        {example.title}
      </h3>
      <p className="text-sm font-semibold text-muted">{example.couple}</p>
      <p className="mt-4 text-muted">{example.situation}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md bg-plum-soft p-3">
            <dt className="text-xs font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-extrabold text-plum">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 font-extrabold">What the report picked up</h4>
      <ul className="mt-3 space-y-2">
        {example.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-md bg-canvas p-4 text-muted">{example.outcome}</p>
    </article>
  );
}
