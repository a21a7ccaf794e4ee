import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';

const toneClasses = {
  accent: 'bg-accent-soft text-accent-strong',
  warm: 'bg-warm-soft text-warning',
  plum: 'bg-plum-soft text-plum',
  dark: 'bg-white/10 text-warm',
} as const;

/** A decorative icon in a soft rounded square; hidden from assistive tech. */
export function IconBubble({
  icon: Icon,
  tone = 'accent',
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof toneClasses;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-md',
        toneClasses[tone],
        className,
      )}
    >
      <Icon className="size-6" strokeWidth={2} />
    </span>
  );
}
