import { cx } from './cx';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type ScoreRingProps = {
  /** 0-100; rounded and clamped. */
  value: number;
  /** The word under the percent, e.g. 'aligned'. */
  label: string;
  /** Tailwind size classes of the ring. */
  className?: string;
  valueClassName?: string;
  trackClassName?: string;
  valueTestId?: string;
};

/**
 * A percent in a ring drawn in SVG. The arc's length is a stroke-dasharray attribute, so no
 * inline style is needed under the strict CSP.
 */
export function ScoreRing({
  value,
  label,
  className = 'size-36',
  valueClassName = 'text-3xl',
  trackClassName = 'stroke-line',
  valueTestId,
}: ScoreRingProps) {
  const percent = Math.min(Math.max(Math.round(value), 0), 100);
  const arc = (CIRCUMFERENCE * percent) / 100;
  return (
    <div className={cx('relative shrink-0', className)}>
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          className={trackClassName}
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${arc.toFixed(1)} ${CIRCUMFERENCE.toFixed(1)}`}
          className="stroke-accent"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span
          data-testid={valueTestId}
          className={cx('font-extrabold tracking-tight', valueClassName)}
        >
          {percent}%
        </span>
        <span className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</span>
      </p>
    </div>
  );
}
