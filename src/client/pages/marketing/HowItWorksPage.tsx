import { Check, Minus } from 'lucide-react';
import {
  comparisonColumns,
  comparisonPlans,
  comparisonRows,
  howSteps,
  journeyStrip,
} from '../../../shared/content/how-it-works';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { CtaBand } from './parts/CtaBand';

/** /how-it-works: four steps, the journey strip and the tier comparison (docs/product.md §2). */
export function HowItWorksPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero
        eyebrow="How it works"
        title="From a few honest answers to a clear read"
        lead="Four steps, no account, no awkward sit-down conversation required. You each answer on your own phone, in your own time."
      />

      <Section labelledBy="steps-title">
        <SectionHeader id="steps-title" title="Four steps" eyebrow="The process" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {howSteps.map((step, index) => (
            <li
              key={step.id}
              className="flex flex-col rounded-xl bg-surface p-6 shadow-card ring-1 ring-line"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-extrabold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <Badge tone="warm" className="mt-3 self-start">
                {step.duration}
              </Badge>
              <p className="mt-4 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="journey-title" tone="plum" spacing="compact">
        <SectionHeader id="journey-title" title={journeyStrip.title} align="center" dark />
        <ol className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-4">
          {journeyStrip.steps.map((label, index) => (
            <li key={label} className="relative flex items-center gap-4 sm:flex-col sm:text-center">
              {index < journeyStrip.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-5 left-[calc(50%+1.75rem)] hidden h-0.5 w-[calc(100%-3.5rem+1rem)] bg-white/25 sm:block"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-warm font-extrabold text-plum"
              >
                {index + 1}
              </span>
              <span className="font-semibold">{label}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="compare-title" tone="surface">
        <SectionHeader
          id="compare-title"
          eyebrow="Choose your depth"
          title="Compare the tiers"
          lead="Start free and stop there if that is all you need. Paid reports are a one-time payment per couple."
        />
        <ComparisonTable />
        <div className="mt-8">
          <ButtonLink to="/pricing" variant="secondary">
            See pricing details
          </ButtonLink>
        </div>
      </Section>

      <CtaBand
        id="how-cta-title"
        title="Ready when you are"
        lead="The intake takes a couple of minutes. Your partner gets their own link, and nobody sees anyone's answers until the report."
      >
        <ButtonLink to="/start-scan" variant="inverse" size="lg">
          Begin your scan
        </ButtonLink>
      </CtaBand>
    </MarketingLayout>
  );
}

function ComparisonTable() {
  return (
    <div className="mt-10 overflow-hidden rounded-xl ring-1 ring-line">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">Features included in each tier</caption>
        <thead className="bg-plum-soft">
          <tr>
            <th
              scope="col"
              className="w-[38%] p-2 text-sm font-semibold text-muted sm:w-auto sm:p-4"
            >
              Feature
            </th>
            {comparisonColumns.map((column) => (
              <th key={column.id} scope="col" className="p-2 sm:p-4 align-bottom">
                <span className="block font-extrabold text-ink sm:hidden">{column.shortName}</span>
                <span className="hidden font-extrabold text-ink sm:block">{column.name}</span>
                <span className="block text-sm font-semibold text-muted">{column.price}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.feature} className="border-t border-line">
              <th scope="row" className="p-2 sm:p-4 font-semibold">
                {row.feature}
              </th>
              {comparisonPlans.map((plan) => (
                <td key={plan} className="p-2 sm:p-4 text-muted">
                  <Cell value={row.values[plan]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <span>{value}</span>;
  return value ? (
    <>
      <Check aria-hidden="true" className="size-5 text-success" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="size-5 text-muted" />
      <span className="sr-only">Not included</span>
    </>
  );
}
