import type { ReactNode } from 'react';
import { cx } from './cx';

/** The ids a field's control points at with aria-describedby: its hint, then its error. */
export function fieldDescription(
  id: string,
  hint: string | undefined,
  error: string | null | undefined,
): { hintId: string | undefined; errorId: string | undefined; describedBy: string | undefined } {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: cx(hintId, errorId) || undefined };
}

/** The classes of a form field's control; a field with an error gets the danger border. */
export function controlClasses(hasError: boolean): string {
  return cx(
    'mt-2 block min-h-12 w-full rounded-md border bg-surface px-4 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-muted focus-visible:border-accent',
    hasError ? 'border-danger' : 'border-line',
  );
}

/**
 * A labelled form field around its control: the label with a required marker, then the hint
 * and the error, which the control names with `fieldDescription(...).describedBy`.
 */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  const { hintId, errorId } = fieldDescription(id, hint, error);
  return (
    <div>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="font-semibold text-accent">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
