import type { Ref } from 'react';
import { cx } from '../../components/ui/cx';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  /** Shown under the field and tied to it; marks the field invalid. */
  error?: string | null;
  hint?: string;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
};

/** One labelled contact field: label with a required marker, input, hint and error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type,
  autoComplete,
  required = false,
  error,
  hint,
  maxLength,
  ref,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      <input
        id={id}
        ref={ref}
        name={id}
        type={type}
        inputMode={type === 'text' ? undefined : type}
        autoComplete={autoComplete}
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, errorId) || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cx(
          'mt-2 block min-h-12 w-full rounded-md border bg-surface px-4 py-2.5 text-base text-ink shadow-xs transition-colors hover:border-muted focus-visible:border-accent',
          error ? 'border-danger' : 'border-line',
        )}
      />
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
