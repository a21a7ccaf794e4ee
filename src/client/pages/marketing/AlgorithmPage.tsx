import { Compass, Eye, Heart, type LucideIcon, MessageCircle, Scale, Shield } from 'lucide-react';
import {
  type AnalysisComponent,
  analysisComponents,
  fosmExplanation,
  versionEvolution,
} from '../../../shared/content/algorithm';
import { accuracyClaims, algorithmClaim, fosmClaim } from '../../../shared/content/claims';
import { disclaimers } from '../../../shared/content/limits';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { cx } from '../../components/ui/cx';
import { IconBubble } from '../../components/ui/IconBubble';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { CtaBand } from './parts/CtaBand';
import { SafetyNote } from './parts/SafetyNote';

const componentIcons: Record<AnalysisComponent['icon'], LucideIcon> = {
  message: MessageCircle,
  heart: Heart,
  compass: Compass,
  scale: Scale,
  shield: Shield,
  eye: Eye,
};

const statusTone: Record<(typeof versionEvolution)[number]['status'], BadgeTone> = {
  Prototype: 'neutral',
  Current: 'solid',
  'Coming soon': 'warm',
};

/** /algorithm: six components, version evolution and the FOSM explanation (docs/product.md §2). */
export function AlgorithmPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero
        eyebrow={`Algorithm v${algorithmClaim.version}`}
        title="How mSoul reads between the lines"
        lead={`${algorithmClaim.variables} variables, trained on ${algorithmClaim.trainedOn} relationship outcomes and ${accuracyClaims.algorithm} accurate in our testing. Here is what it actually looks at, and what it will never do.`}
      />

      <Section labelledBy="components-title">
        <SectionHeader
          id="components-title"
          eyebrow="What it looks at"
          title="Six analysis components"
          lead="Every answer from both of you feeds these six readings. Together they make the grade, the flags and the story in your report."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {analysisComponents.map((component) => (
            <Card as="li" key={component.id}>
              <IconBubble
                icon={componentIcons[component.icon]}
                tone={component.id === 'safety' ? 'plum' : 'accent'}
              />
              <h3 className="mt-5 text-xl font-extrabold">{component.title}</h3>
              <p className="mt-3 text-muted">{component.body}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-8 max-w-2xl text-sm text-muted">
          {disclaimers.accuracy} {disclaimers.guidance} {disclaimers.entertainment}
        </p>
        <div className="mt-10">
          <SafetyNote headingLevel="h3" />
        </div>
      </Section>

      <Section labelledBy="fosm-title" tone="plum">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="fosm-title"
              eyebrow="The honesty detector"
              title={fosmExplanation.title}
              lead={fosmExplanation.lead}
              dark
            />
            <ul className="mt-6 space-y-3 text-white/85">
              {fosmExplanation.howItWorks.map((line) => (
                <li key={line} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-2 shrink-0 rounded-full bg-warm"
                  />
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-white/80">{fosmExplanation.freeNote}</p>
          </div>
          <div>
            <h3 className="text-lg font-extrabold">
              The {fosmClaim.levels} levels of the {fosmClaim.short}
            </h3>
            <ol className="mt-4 space-y-3">
              {fosmExplanation.levels.map((level) => (
                <li key={level.level} className="flex gap-4 rounded-lg bg-white/10 p-4">
                  <LevelMeter level={level.level} />
                  <div>
                    <p className="font-extrabold">
                      Level {level.level}: {level.name}
                    </p>
                    <p className="mt-1 text-sm text-white/85">{level.meaning}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section labelledBy="versions-title" tone="surface">
        <SectionHeader
          id="versions-title"
          eyebrow="Version evolution"
          title={`From a notebook to v${algorithmClaim.version}, and what comes next`}
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {versionEvolution.map((version) => (
            <li
              key={version.id}
              className={cx(
                'rounded-xl p-6 ring-1',
                version.status === 'Current'
                  ? 'bg-surface shadow-raised ring-2 ring-accent'
                  : 'bg-canvas ring-line',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <p className="text-3xl font-extrabold tracking-tight">{version.id}</p>
                <Badge tone={statusTone[version.status]}>{version.status}</Badge>
              </div>
              <h3 className="mt-4 text-xl font-extrabold">{version.title}</h3>
              <p className="mt-2 text-muted">{version.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        id="algorithm-cta-title"
        title="See what it makes of the two of you"
        lead="Start with a short intake, invite your partner, and let the algorithm do the reading."
      >
        <ButtonLink to="/start-scan" variant="inverse" size="lg">
          Begin your scan
        </ButtonLink>
      </CtaBand>
    </MarketingLayout>
  );
}

/** Five small bars, the first `level` of them lit: a glanceable picture of the level. */
function LevelMeter({ level }: { level: number }) {
  return (
    <span aria-hidden="true" className="mt-1 flex h-5 shrink-0 items-end gap-0.5">
      {[1, 2, 3, 4, 5].map((bar) => (
        <span
          key={bar}
          className={cx(
            'w-1.5 rounded-full',
            ['h-1.5', 'h-2.5', 'h-3.5', 'h-4', 'h-5'][bar - 1],
            bar <= level ? 'bg-warm' : 'bg-white/25',
          )}
        />
      ))}
    </span>
  );
}
