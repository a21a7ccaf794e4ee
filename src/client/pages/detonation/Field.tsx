import type { Ref } from 'react';
import { controlClasses, FieldFrame, fieldDescription } from '../../components/ui/FieldFrame';

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
  const { describedBy } = fieldDescription(id, hint, error);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
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
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
      />
    </FieldFrame>
  );
}
