import type { ReactNode } from 'react';
import { Container } from './Container';
import { cx } from './cx';

export type SectionTone = 'canvas' | 'surface' | 'plum' | 'plum-soft' | 'warm-soft';

const toneClasses: Record<SectionTone, string> = {
  canvas: 'bg-canvas text-ink',
  surface: 'bg-surface text-ink',
  plum: 'bg-plum text-white',
  'plum-soft': 'bg-plum-soft text-ink',
  'warm-soft': 'bg-warm-soft text-ink',
};

type SectionProps = {
  children: ReactNode;
  /** The id of the section's heading, so the region is named by it. */
  labelledBy: string;
  id?: string;
  tone?: SectionTone;
  /** 'compact' for short bands such as the stat tiles. */
  spacing?: 'default' | 'compact';
  className?: string;
};

/** A full-width band of the page with its own background and vertical rhythm. */
export function Section({
  children,
  labelledBy,
  id,
  tone = 'canvas',
  spacing = 'default',
  className,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      // Dark bands switch the focus ring colour (styles.css) so it keeps its contrast.
      data-tone={tone === 'plum' ? 'dark' : undefined}
      className={cx(
        spacing === 'compact' ? 'py-14 sm:py-16' : 'py-16 sm:py-24',
        toneClasses[tone],
        className,
      )}
    >
      <Container>{children}</Container>
    </section>
  );
}
