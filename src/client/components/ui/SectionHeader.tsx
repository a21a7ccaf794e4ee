import type { ReactNode } from 'react';
import { cx } from './cx';

type SectionHeaderProps = {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
  /** On plum bands the secondary text switches to light colours. */
  dark?: boolean;
  className?: string;
};

/** Eyebrow, <h2> and lead paragraph: the opening of every section. */
export function SectionHeader({
  id,
  title,
  eyebrow,
  lead,
  align = 'left',
  dark = false,
  className,
}: SectionHeaderProps) {
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cx(
            'mb-3 text-sm font-semibold uppercase tracking-wider',
            dark ? 'text-warm' : 'text-accent',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? (
        <p className={cx('mt-4 text-lg text-pretty', dark ? 'text-white/85' : 'text-muted')}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
