import { describe, expect, test } from 'vitest';
import { INTAKE_FIELDS } from '../../../shared/intake';
import { FIELD_MESSAGES } from '../../../shared/validation/form-fields';
import { checkForm, fieldOrder } from '../../lib/use-zod-form';
import { intakeFormSchema } from './intake-form';
import type { IntakeForm } from './intake-storage';

const empty: IntakeForm = {
  fullName: '',
  email: '',
  phone: '',
  gender: '',
  relationshipStatus: '',
  duration: '',
  primaryLoveLanguage: '',
  secondaryLoveLanguage: '',
};

describe('the intake form', () => {
  test("has the intake's fields in their order", () => {
    expect(fieldOrder(intakeFormSchema)).toEqual([...INTAKE_FIELDS]);
  });

  test('asks for the four required fields only (docs/product.md §5)', () => {
    expect(checkForm(intakeFormSchema, empty)).toEqual({
      ok: false,
      errors: {
        fullName: FIELD_MESSAGES.fullName,
        email: FIELD_MESSAGES.emailMissing,
        primaryLoveLanguage: FIELD_MESSAGES.primaryLoveLanguage,
        secondaryLoveLanguage: FIELD_MESSAGES.secondaryLoveLanguage,
      },
      first: 'fullName',
    });
  });

  test('checks the address as the server does', () => {
    const form = {
      ...empty,
      fullName: 'Alex',
      email: 'alex@example',
      primaryLoveLanguage: 'quality-time',
      secondaryLoveLanguage: 'physical-touch',
    };
    expect(checkForm(intakeFormSchema, form)).toMatchObject({
      errors: { email: FIELD_MESSAGES.emailInvalid },
    });
    expect(checkForm(intakeFormSchema, { ...form, email: 'alex@example.com' }).ok).toBe(true);
  });
});
