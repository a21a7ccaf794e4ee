import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'outline-inverse' | 'text';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-card hover:bg-accent-strong',
  secondary: 'bg-surface text-ink ring-1 ring-line ring-inset hover:bg-plum-soft',
  inverse: 'bg-white text-plum hover:bg-warm-soft',
  'outline-inverse': 'text-white ring-1 ring-white/50 ring-inset hover:bg-white/10',
  text: 'px-0 text-accent underline-offset-4 hover:underline',
};

const sizeClasses = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-12 px-7 py-3 text-lg',
} as const;

/** The id of the visually hidden "Opens in a new tab" hint rendered once by MarketingLayout. */
export const NEW_TAB_HINT_ID = 'new-tab-hint';

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof sizeClasses;
  /** Opens `to` in a new tab with a plain <a> (used for the external scan host, D-05). */
  newTab?: boolean;
  fullWidth?: boolean;
  className?: string;
};

/** A call to action that looks like a button: a client-side <Link>, or an <a> for a new tab. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
  newTab = false,
  fullWidth = false,
  className,
}: ButtonLinkProps) {
  const classes = cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    variant !== 'text' && sizeClasses[size],
    variant === 'text' && 'min-h-11 text-base',
    variantClasses[variant],
    fullWidth && 'w-full',
    className,
  );
  if (newTab) {
    return (
      <a
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={NEW_TAB_HINT_ID}
        className={classes}
      >
        {children}
        <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
      </a>
    );
  }
  if (to.includes('#')) {
    // A plain anchor, so the browser scrolls to the section, also when already on that page.
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
