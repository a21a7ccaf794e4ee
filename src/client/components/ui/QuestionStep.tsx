import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import { ProgressBar } from './ProgressBar';

/**
 * 'Question N of M' with its percent and a progress bar (docs/product.md §2: /questions, /p2,
 * /detonation).
 */
export function StepProgress({
  number,
  total,
  className,
}: {
  /** The current question, 1-based. */
  number: number;
  total: number;
  className?: string;
}) {
  const percent = Math.round((number / total) * 100);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold">
          Question {number} of {total}
        </p>
        <p className="text-sm font-semibold text-muted">{percent}%</p>
      </div>
      <ProgressBar
        value={number}
        max={total}
        label="Your progress"
        valueText={`Question ${number} of ${total}, ${percent}%`}
        className="mt-2"
      />
    </div>
  );
}

/** The id questionnaires give their question heading, so groups and forms can point at it. */
export const QUESTION_HEADING_ID = 'question-text';

/**
 * The current question as the page's heading. It takes focus (tabIndex -1) when the person moves
 * to another question, so screen readers announce the new one.
 */
export function QuestionHeading({
  ref,
  children,
  className,
}: {
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <h1
      id={QUESTION_HEADING_ID}
      ref={ref}
      tabIndex={-1}
      className={cx(
        'text-2xl font-extrabold tracking-tight text-balance outline-none sm:text-3xl',
        className,
      )}
    >
      {children}
    </h1>
  );
}
