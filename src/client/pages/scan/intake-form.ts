import { z } from 'zod';
import { emailField, FIELD_MESSAGES, requiredField } from '../../../shared/validation/form-fields';
import { isEmailValid } from './intake-storage';

/**
 * The intake's fields in the form's order (docs/product.md §3, §5): both names of the person and
 * both love languages are required, the e-mail address as the server reads it. What the server also
 * checks (the allowed values, the lengths) is toProfile's.
 */
export const intakeFormSchema = z.object({
  fullName: requiredField(FIELD_MESSAGES.fullName),
  email: emailField(isEmailValid),
  phone: z.string(),
  gender: z.string(),
  relationshipStatus: z.string(),
  duration: z.string(),
  primaryLoveLanguage: requiredField(FIELD_MESSAGES.primaryLoveLanguage),
  secondaryLoveLanguage: requiredField(FIELD_MESSAGES.secondaryLoveLanguage),
});
