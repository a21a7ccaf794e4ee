import { Link } from 'wouter';
import { cx } from '../ui/cx';

/** The mSoul wordmark with its two-circle mark; links home. */
type LogoProps = {
  onClick?: () => void;
  /** 'dark' for plum backgrounds (the footer). */
  tone?: 'light' | 'dark';
  className?: string;
};

export function Logo({ onClick, tone = 'light', className }: LogoProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cx(
        'inline-flex min-h-11 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight',
        tone === 'dark' ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <LogoMark />
      <span>
        <span className={tone === 'dark' ? 'text-warm' : 'text-accent'}>m</span>Soul
      </span>
    </Link>
  );
}

function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="none">
      <circle cx="12" cy="16" r="9" fill="#c8234a" />
      <circle cx="20" cy="16" r="9" fill="#f6a45a" fillOpacity="0.85" />
      <path d="M16 8.6a9 9 0 0 1 0 14.8a9 9 0 0 1 0-14.8z" fill="#2e1a3b" />
    </svg>
  );
}
