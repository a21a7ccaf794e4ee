import { FileText, Gauge, Users } from 'lucide-react';
import {
  accuracyClaims,
  algorithmClaim,
  fosmClaim,
  speedClaims,
} from '../../../shared/content/claims';
import { disclaimers } from '../../../shared/content/limits';
import { landingStats } from '../../../shared/content/stats';
import { FixedHeader } from '../../components/layout/FixedHeader';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { Container } from '../../components/ui/Container';
import { IconBubble } from '../../components/ui/IconBubble';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { scanHostUrl } from '../../lib/runtime-settings';
import { CtaBand } from './parts/CtaBand';
import { HeroArt } from './parts/HeroArt';
import { PlanCards } from './parts/PlanCards';
import { SampleReport } from './parts/SampleReport';

const features = [
  {
    icon: Users,
    title: 'Both sides of the story',
    body: 'You answer. Your partner answers. Separately. The report reads both, so nobody gets to grade their own homework.',
  },
  {
    icon: Gauge,
    title: 'An honesty detector with a rude name',
    body: `The ${fosmClaim.name} (${fosmClaim.short}) scores candour on ${fosmClaim.levels} levels, so you know how much of the story is the real story.`,
  },
  {
    icon: FileText,
    title: 'A report you can act on',
    body: 'A grade, red flags, the dynamics between you and, with Max, an action plan. Straight talk, zero therapy-speak.',
  },
] as const;

/** The landing page `/` (docs/product.md §2): the only page with the fixed header (D-13). */
export function LandingPage() {
  return (
    <MarketingLayout header={<FixedHeader />}>
      <Hero />
      <Section labelledBy="stats-title" tone="plum" spacing="compact">
        <SectionHeader
          id="stats-title"
          eyebrow="By the numbers"
          title="The numbers behind the read"
          align="center"
          dark
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {landingStats.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-white/10 p-5 sm:p-6">
              <p className="text-3xl font-extrabold tracking-tight text-warm sm:text-4xl">
                {stat.value}
              </p>
              <p className="mt-1 font-semibold">{stat.label}</p>
              <p className="mt-2 text-sm text-white/80">{stat.detail}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-white/80">
          {disclaimers.accuracy} {disclaimers.entertainment}
        </p>
      </Section>

      <Section labelledBy="features-title" tone="surface">
        <SectionHeader
          id="features-title"
          eyebrow="Why it works"
          title="Not another quiz about your love language"
          lead="mSoul looks at what you both actually said, side by side, and tells you what it sees. Kindly, but without the sugar coating."
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <Card as="li" key={feature.title}>
              <IconBubble icon={feature.icon} />
              <h3 className="mt-5 text-xl font-extrabold">{feature.title}</h3>
              <p className="mt-3 text-muted">{feature.body}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section labelledBy="sample-title" tone="plum-soft">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="sample-title"
              eyebrow="Sample report"
              title="What you get: a straight answer, on one page"
              lead={`Your compatibility, a letter grade, where the honesty meter landed and whether any serious flags came up. Then the detail: ${algorithmClaim.variables} variables, explained in plain words.`}
            />
            <ul className="mt-6 space-y-2 text-muted">
              <li>Grade and compatibility score</li>
              <li>Red flags and trauma bond detection</li>
              <li>Honesty insights from the {fosmClaim.short}</li>
            </ul>
            <ButtonLink to="/algorithm" variant="secondary" className="mt-8">
              Learn More About mSoul
            </ButtonLink>
          </div>
          <SampleReport />
        </div>
      </Section>

      <Section labelledBy="pricing-title" id="pricing" className="scroll-mt-16">
        <SectionHeader
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free. Go deeper if you want to."
          lead="The Quick Scan costs nothing. The full couple reports are a one-time payment per couple, no subscription."
          align="center"
        />
        <div className="mt-14">
          <PlanCards variant="landing" />
        </div>
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-muted">
            Want both sets of answers on a single page? We are trying out a faster way in.
          </p>
          <ButtonLink to="/detonation" variant="secondary">
            Test New Detonation Flow
          </ButtonLink>
        </div>
      </Section>

      <CtaBand
        id="final-cta-title"
        title="Stop guessing. Get the straight answer."
        lead="Ten honest questions each, one clear report in your inbox. It takes less time than the argument about whose turn it is to cook."
      >
        <ButtonLink to="/start-scan" variant="inverse" size="lg">
          Get My Full Report
        </ButtonLink>
      </CtaBand>
    </MarketingLayout>
  );
}

function Hero() {
  return (
    <div className="relative overflow-hidden">
      <Container className="grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <Badge tone="accent">
            Algorithm v{algorithmClaim.version} · {algorithmClaim.variables} variables ·{' '}
            {accuracyClaims.landing} accuracy
          </Badge>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Is this relationship worth your energy?
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted sm:text-xl">
            Answer a few honest questions, have your partner do the same, and get a clear-eyed read
            on what is working, what is not, and who is telling the whole story.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={scanHostUrl()} newTab size="lg">
              Start Your Analysis Now
            </ButtonLink>
            <ButtonLink to="/#pricing" variant="secondary" size="lg">
              See plans
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-muted">
            Free to start · Your scan result in {speedClaims.landing} · {disclaimers.retention}
          </p>
        </div>
        <div className="mx-auto w-full max-w-64 sm:max-w-sm lg:max-w-md">
          <HeroArt />
        </div>
      </Container>
    </div>
  );
}
