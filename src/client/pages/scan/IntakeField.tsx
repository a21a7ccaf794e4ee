import type { ChangeEvent, Ref } from 'react';
import { cx } from '../../components/ui/cx';
import { controlClasses, FieldFrame, fieldDescription } from '../../components/ui/FieldFrame';
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

/** One labelled intake field: label (with a required marker or '(optional)'), control, hint, error. */
export function IntakeField(props: InputProps | SelectProps) {
  const { id, label, value, onChange, required = false, error, hint, ref } = props;
  const { describedBy } = fieldDescription(id, hint, error);
  const common = {
    id,
    name: id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClasses(Boolean(error)),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
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
    </FieldFrame>
  );
}
