import type { ReactNode } from 'react';
import { Container } from './Container';

type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
};

/** The top of an inner marketing page: the page's only <h1>, on a soft warm band. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="relative overflow-hidden border-b border-line bg-warm-soft">
      <HeroShapes />
      <Container className="relative py-14 sm:py-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-strong">
          {eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{lead}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </div>
  );
}

/** Two soft overlapping circles: the brand's "two people, one overlap" motif. */
function HeroShapes() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute -top-16 -right-24 h-72 w-96 opacity-60 sm:-right-8 sm:h-96 sm:w-[32rem]"
      viewBox="0 0 400 300"
      fill="none"
    >
      <circle cx="160" cy="150" r="120" fill="#f6a45a" fillOpacity="0.35" />
      <circle cx="260" cy="150" r="120" fill="#c8234a" fillOpacity="0.14" />
    </svg>
  );
}
