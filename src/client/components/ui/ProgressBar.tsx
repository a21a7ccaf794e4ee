import * as Progress from '@radix-ui/react-progress';
import { cx } from './cx';

type ProgressBarProps = {
  value: number;
  max: number;
  /** The accessible name of the progressbar. */
  label: string;
  /** What a screen reader reads as the value, e.g. '3 of 8 fields'. Defaults to the percent. */
  valueText?: string;
  className?: string;
};

/**
 * An accessible progressbar (Radix: role progressbar with aria-valuenow/min/max). The fill is an
 * SVG rect whose width is an attribute, so no inline style is needed under the strict CSP.
 */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Progress.Root
      value={clamped}
      max={max}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={cx('h-2.5 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        className="block size-full"
      >
        <rect
          width={percent}
          height="10"
          rx="0"
          className="fill-accent transition-[width] duration-300 ease-out"
        />
      </svg>
    </Progress.Root>
  );
}
