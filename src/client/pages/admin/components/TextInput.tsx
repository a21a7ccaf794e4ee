import type { HTMLAttributes, Ref } from 'react';
import { controlClasses, FieldFrame, fieldDescription } from '../../../components/ui/FieldFrame';

type TextInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  error?: string | null;
  maxLength?: number;
  disabled?: boolean;
  /** A one-time code: large, centred, monospaced digits. */
  code?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled, required input of the admin forms, with its hint and its error tied to it. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  error,
  maxLength,
  disabled,
  code = false,
  ref,
}: TextInputProps) {
  const { describedBy } = fieldDescription(id, hint, error);
  const classes = controlClasses(Boolean(error));
  return (
    <FieldFrame id={id} label={label} required hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        name={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        required
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={
          code
            ? `${classes.replace('text-base', 'text-2xl')} text-center font-mono tracking-[0.3em]`
            : classes
        }
      />
    </FieldFrame>
  );
}
