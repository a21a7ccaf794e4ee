import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';

export type ButtonStyle = 'primary' | 'secondary' | 'ghost';

const variantClasses: Record<ButtonStyle, string> = {
  primary: 'bg-accent text-white shadow-card hover:bg-accent-strong disabled:hover:bg-accent',
  secondary: 'bg-surface text-ink ring-1 ring-line ring-inset hover:bg-plum-soft',
  ghost: 'text-accent-strong hover:bg-accent-soft',
};

const sizeClasses = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-12 px-7 py-3 text-lg',
} as const;

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  children: ReactNode;
  variant?: ButtonStyle;
  size?: keyof typeof sizeClasses;
  fullWidth?: boolean;
  /** Shows a spinner and marks the button busy; the label (its accessible name) stays. */
  busy?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A real <button> in the look of ButtonLink; disabled buttons dim and ignore hover. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  type = 'button',
  className,
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        sizeClasses[size],
        variantClasses[variant],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}
