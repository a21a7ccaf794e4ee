import { founderStory, founderStoryIntro } from '../../../shared/content/founder-story';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';
import { PageHero } from '../../components/ui/PageHero';
import { CtaBand } from './parts/CtaBand';

/** /why: the founder story in its five sections (docs/product.md §2). */
export function WhyPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero
        eyebrow={founderStoryIntro.eyebrow}
        title={founderStoryIntro.title}
        lead={founderStoryIntro.lead}
      />

      <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Story sections" className="hidden lg:block">
          <ol className="sticky top-24 space-y-1 border-l-2 border-line">
            {founderStory.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-0.5 flex min-h-11 items-center border-l-2 border-transparent pl-4 font-semibold text-muted hover:border-accent hover:text-ink"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-2xl space-y-14">
          {founderStory.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <p aria-hidden="true" className="text-sm font-extrabold tracking-wider text-accent">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2
                id={`${section.id}-title`}
                className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl"
              >
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
          <p className="border-l-4 border-warm pl-4 text-lg font-semibold">The founder of mSoul</p>
        </div>
      </Container>

      <CtaBand
        id="why-cta-title"
        title="Put your answers side by side"
        lead="It is the same idea as that first notebook, only faster: you answer, your partner answers, and you both get the straight read."
      >
        <ButtonLink to="/start-scan" variant="inverse" size="lg">
          Begin your scan
        </ButtonLink>
        <ButtonLink to="/algorithm" variant="outline-inverse" size="lg">
          How the algorithm works
        </ButtonLink>
      </CtaBand>
    </MarketingLayout>
  );
}
