import type { ChangeEvent, Ref } from 'react';
import { cx } from '../../components/ui/cx';
import type { Option } from './intake-options';

type BaseProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement & HTMLSelectElement>;
};

type InputProps = BaseProps & {
  kind: 'input';
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel';
};

type SelectProps = BaseProps & { kind: 'select'; options: readonly Option[] };

const controlClasses =
  'mt-2 block min-h-12 w-full rounded-md border bg-surface px-4 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-muted focus-visible:border-accent';

/** One labelled intake field: label (with a required marker or '(optional)'), control, hint, error. */
export function IntakeField(props: InputProps | SelectProps) {
  const { id, label, value, onChange, required = false, error, hint, ref } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cx(controlClasses, error ? 'border-danger' : 'border-line'),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };

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
      {props.kind === 'input' ? (
        <input
          {...common}
          ref={ref}
          type={props.type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.type === 'email' ? 254 : props.type === 'tel' ? 40 : 120}
        />
      ) : (
        <select
          {...common}
          ref={ref}
          className={cx(common.className, 'appearance-auto', value === '' && 'text-muted')}
        >
          <option value="">Choose…</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value} className="text-ink">
              {option.label}
            </option>
          ))}
        </select>
      )}
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
