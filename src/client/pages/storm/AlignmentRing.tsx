const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The alignment percent in a ring drawn in SVG. The arc's length is a stroke-dasharray
 * attribute, so no inline style is needed under the strict CSP.
 */
export function AlignmentRing({ alignment }: { alignment: number }) {
  const value = Math.min(Math.max(Math.round(alignment), 0), 100);
  const arc = (CIRCUMFERENCE * value) / 100;
  return (
    <div className="relative size-44 shrink-0 sm:size-52">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-line" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${arc} ${CIRCUMFERENCE}`}
          className="stroke-accent"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span
          data-testid="alignment-percent"
          className="text-5xl font-extrabold tracking-tight sm:text-6xl"
        >
          {value}%
        </span>
        <span className="text-sm font-semibold uppercase tracking-wider text-muted">aligned</span>
      </p>
    </div>
  );
}
