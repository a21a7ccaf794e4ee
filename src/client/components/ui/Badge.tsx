import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'accent' | 'solid' | 'warm' | 'plum' | 'success' | 'neutral';

const toneClasses: Record<BadgeTone, string> = {
  accent: 'bg-accent-soft text-accent-strong',
  solid: 'bg-accent text-white',
  warm: 'bg-warm-soft text-ink',
  plum: 'bg-plum-soft text-plum',
  success: 'bg-success-soft text-success',
  neutral: 'bg-surface text-muted ring-1 ring-line ring-inset',
};

/** A small pill label (plan badges, version status, "Composite example"). */
export function Badge({
  children,
  tone = 'accent',
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
