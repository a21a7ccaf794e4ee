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

/** What a form hook's `field(name)` gives a TextField: everything but its label and kind. */
export type BoundField = Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'error' | 'ref'>;

type ProfileName = 'name' | 'email' | 'phone' | 'partnerName';

/**
 * Person 1's four contact fields, the same on the two-step flow and the single page; only the
 * hint under the e-mail differs (where the report goes, and on the two-step flow, how to pay).
 */
export function ProfileFields({
  field,
  emailHint,
}: {
  field: (name: ProfileName) => BoundField;
  emailHint: string;
}) {
  return (
    <>
      <TextField
        {...field('name')}
        label="Your name"
        type="text"
        autoComplete="name"
        maxLength={120}
        required
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        hint={emailHint}
      />
      <TextField
        {...field('phone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={40}
      />
      <TextField
        {...field('partnerName')}
        label="Partner's name"
        type="text"
        autoComplete="off"
        maxLength={120}
        required
      />
    </>
  );
}
