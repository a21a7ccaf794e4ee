import { useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * The forms' one way of checking fields (issue 22): a zod object schema whose fields are the
 * form's, in the order they appear on the page; no marks until the first submit, then a message
 * per field, the focus on the first field to fix, and aria-invalid/aria-describedby to match.
 */

/** A zod object whose every field takes a string, as form controls hold. */
export type FormSchema = z.ZodObject<Record<string, z.ZodType<unknown, string>>>;

export type FieldName<Schema extends FormSchema> = keyof Schema['shape'] & string;

/** What the form's controls hold, one string per field. */
export type FormValues<Schema extends FormSchema> = Record<FieldName<Schema>, string>;

/** The first message of each field that fails its rule. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Anything the focus can move to; an element on the page. */
export type Focusable = { focus: () => void };

/** The schema's fields in the order of its shape, which is the order of the form. */
export function fieldOrder<Schema extends FormSchema>(schema: Schema): FieldName<Schema>[] {
  return Object.keys(schema.shape).filter(
    (name): name is FieldName<Schema> => name in schema.shape,
  );
}

export type FormCheck<Schema extends FormSchema> =
  | { ok: true; data: z.output<Schema> }
  | { ok: false; errors: FieldErrors<FieldName<Schema>>; first: FieldName<Schema> | null };

/** The values parsed by the schema, or each failing field's first message and the first field. */
export function checkForm<Schema extends FormSchema>(
  schema: Schema,
  values: FormValues<Schema>,
): FormCheck<Schema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldOrder(schema);
  const errors: FieldErrors<FieldName<Schema>> = {};
  for (const issue of parsed.error.issues) {
    const name = fields.find((field) => field === issue.path[0]);
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return { ok: false, errors, first: fields.find((name) => errors[name] !== undefined) ?? null };
}

/** The ids an aria-describedby names, skipping the absent ones. */
export function describedBy(...ids: ReadonlyArray<string | null | undefined | false>) {
  return ids.filter(Boolean).join(' ') || undefined;
}

export type InvalidSubmit<Name extends string, Element extends Focusable> = {
  errors: FieldErrors<Name>;
  /** The first field to fix, in the form's order, and its control when it is on the page. */
  first: Name | null;
  element: Element | null;
};

export type SubmitOptions<Name extends string, Element extends Focusable> = {
  /** Told after a refused submit: a toast or an alert says what is wrong. */
  onInvalid?: (invalid: InvalidSubmit<Name, Element>) => void;
  /**
   * Moves the focus to the first field to fix (the default). Off when an alert dialog takes the
   * focus first and hands it to `element` when it closes.
   */
  focus?: boolean;
};

type SubmitRun<Schema extends FormSchema, Element extends Focusable> = {
  schema: Schema;
  values: FormValues<Schema>;
  elements: ReadonlyMap<FieldName<Schema>, Element>;
  markAttempted: () => void;
  onValid: (data: z.output<Schema>) => void;
  options: SubmitOptions<FieldName<Schema>, Element>;
};

/** One submit: onValid with the parsed values, or the marks, onInvalid and the focus. */
export function runSubmit<Schema extends FormSchema, Element extends Focusable>({
  schema,
  values,
  elements,
  markAttempted,
  onValid,
  options: { onInvalid, focus = true },
}: SubmitRun<Schema, Element>): void {
  const check = checkForm(schema, values);
  if (check.ok) {
    onValid(check.data);
    return;
  }
  markAttempted();
  const element = check.first === null ? null : (elements.get(check.first) ?? null);
  onInvalid?.({ errors: check.errors, first: check.first, element });
  if (focus) element?.focus();
}

type ZodFormOptions<Schema extends FormSchema> = {
  schema: Schema;
  values: FormValues<Schema>;
  onChange: (name: FieldName<Schema>, value: string) => void;
  /** The control's id for a field; the field's name by default. */
  idOf?: (name: FieldName<Schema>) => string;
};

const sameName = (name: string) => name;

/** A form's field state on `schema`: see the module comment. The values stay with the page. */
export function useZodForm<Schema extends FormSchema>({
  schema,
  values,
  onChange,
  idOf = sameName,
}: ZodFormOptions<Schema>) {
  type Name = FieldName<Schema>;
  const [attempted, setAttempted] = useState(false);
  const elements = useRef(new Map<Name, HTMLElement>());
  const check = attempted ? checkForm(schema, values) : null;
  const errors: FieldErrors<Name> = check && !check.ok ? check.errors : {};

  const error = (name: Name): string | null => errors[name] ?? null;
  const ref = (name: Name) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  return {
    attempted,
    error,
    /** For a field component that shows its own label, hint and error (TextField, IntakeField). */
    field: (name: Name) => ({
      id: idOf(name),
      value: values[name],
      onChange: (value: string) => onChange(name, value),
      error: error(name),
      ref: ref(name),
    }),
    /** For a bare control: `described` are the ids of its hints; the error is marked only. */
    control: (name: Name, ...described: string[]) => ({
      id: idOf(name),
      ref: ref(name),
      'aria-invalid': error(name) === null ? undefined : true,
      'aria-describedby': describedBy(...described),
    }),
    /** The control of a field on the page, e.g. to focus it after another check. */
    element: (name: Name): HTMLElement | null => elements.current.get(name) ?? null,
    handleSubmit:
      (onValid: (data: z.output<Schema>) => void, options: SubmitOptions<Name, HTMLElement> = {}) =>
      (event: { preventDefault: () => void }) => {
        event.preventDefault();
        runSubmit({
          schema,
          values,
          elements: elements.current,
          markAttempted: () => setAttempted(true),
          onValid,
          options,
        });
      },
  };
}
