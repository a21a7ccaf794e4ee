import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { emailField, FIELD_MESSAGES, requiredField } from '../../shared/validation/form-fields';
import {
  checkForm,
  describedBy,
  type Focusable,
  fieldOrder,
  runSubmit,
  useZodForm,
} from './use-zod-form';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const schema = z.object({
  name: requiredField(FIELD_MESSAGES.name),
  email: emailField(looksLikeEmail),
  phone: z.string(),
  partnerName: requiredField(FIELD_MESSAGES.partnerName),
});
type Values = z.input<typeof schema>;

const filled: Values = { name: 'Sam', email: 'sam@example.com', phone: '', partnerName: 'Alex' };
const empty: Values = { name: '', email: '', phone: '', partnerName: '' };

describe('fieldOrder', () => {
  test("is the order of the schema's shape, which is the form's", () => {
    expect(fieldOrder(schema)).toEqual(['name', 'email', 'phone', 'partnerName']);
  });
});

describe('checkForm', () => {
  test('passes the parsed values on', () => {
    expect(checkForm(schema, filled)).toEqual({ ok: true, data: filled });
  });

  test("gives each failing field its first message, the shared rules' words", () => {
    expect(checkForm(schema, { ...empty, name: '  ' })).toEqual({
      ok: false,
      errors: {
        name: FIELD_MESSAGES.name,
        email: FIELD_MESSAGES.emailMissing,
        partnerName: FIELD_MESSAGES.partnerName,
      },
      first: 'name',
    });
    expect(checkForm(schema, { ...filled, email: 'sam@example' })).toEqual({
      ok: false,
      errors: { email: FIELD_MESSAGES.emailInvalid },
      first: 'email',
    });
  });

  test('names the first field in the form, whatever order the issues come in', () => {
    const backwards = schema.superRefine((_values, context) => {
      context.addIssue({ code: 'custom', path: ['partnerName'], message: 'second' });
      context.addIssue({ code: 'custom', path: ['name'], message: 'first' });
    });
    expect(checkForm(backwards, filled)).toEqual({
      ok: false,
      errors: { name: 'first', partnerName: 'second' },
      first: 'name',
    });
  });
});

describe('describedBy', () => {
  test('joins the ids that are there, or gives none', () => {
    expect(describedBy('a-hint', null, false, undefined, 'a-count')).toBe('a-hint a-count');
    expect(describedBy(undefined, null)).toBeUndefined();
  });
});

function fakeControls(...names: Array<keyof Values>) {
  const focused: string[] = [];
  const elements = new Map<keyof Values, Focusable>(
    names.map((name) => [name, { focus: () => focused.push(name) }]),
  );
  return { elements, focused };
}

describe('runSubmit', () => {
  test('hands the parsed values on and marks nothing when the form passes', () => {
    const { elements, focused } = fakeControls('name');
    const markAttempted = vi.fn();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    runSubmit({
      schema,
      values: filled,
      elements,
      markAttempted,
      onValid,
      options: { onInvalid },
    });
    expect(onValid).toHaveBeenCalledWith(filled);
    expect(markAttempted).not.toHaveBeenCalled();
    expect(onInvalid).not.toHaveBeenCalled();
    expect(focused).toEqual([]);
  });

  test('marks the form, tells onInvalid and focuses the first field to fix', () => {
    const { elements, focused } = fakeControls('name', 'email', 'partnerName');
    const markAttempted = vi.fn();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    runSubmit({
      schema,
      values: { ...filled, email: 'nope', partnerName: '' },
      elements,
      markAttempted,
      onValid,
      options: { onInvalid },
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(markAttempted).toHaveBeenCalledOnce();
    expect(onInvalid).toHaveBeenCalledWith({
      errors: { email: FIELD_MESSAGES.emailInvalid, partnerName: FIELD_MESSAGES.partnerName },
      first: 'email',
      element: elements.get('email'),
    });
    expect(focused).toEqual(['email']);
  });

  test('leaves the focus alone when told to (an alert hands it over later)', () => {
    const { elements, focused } = fakeControls('name');
    const onInvalid = vi.fn();
    runSubmit({
      schema,
      values: empty,
      elements,
      markAttempted: () => {},
      onValid: () => {},
      options: { onInvalid, focus: false },
    });
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ first: 'name', element: elements.get('name') }),
    );
    expect(focused).toEqual([]);
  });

  test('copes with a field whose control is not on the page', () => {
    const onInvalid = vi.fn();
    runSubmit({
      schema,
      values: { ...filled, name: '' },
      elements: new Map(),
      markAttempted: () => {},
      onValid: () => {},
      options: { onInvalid },
    });
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ first: 'name', element: null }),
    );
  });
});

/** A two-field form on the hook, rendered as the server renders the page. */
function Form({ values }: { values: Values }) {
  const form = useZodForm({
    schema,
    values,
    onChange: () => {},
    idOf: (name) => `profile-${name}`,
  });
  const name = form.field('name');
  return (
    <form onSubmit={form.handleSubmit(() => {})}>
      <input
        id={name.id}
        value={name.value}
        readOnly
        aria-invalid={name.error ? true : undefined}
      />
      <textarea {...form.control('partnerName', 'partner-hint', 'partner-count')} />
    </form>
  );
}

describe('useZodForm', () => {
  test('marks nothing before the first submit, however empty the fields', () => {
    const html = renderToStaticMarkup(<Form values={empty} />);
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('id="profile-name"');
    expect(html).toContain('id="profile-partnerName"');
    expect(html).toContain('aria-describedby="partner-hint partner-count"');
  });
});
