import { describe, expect, test } from 'vitest';
import { ANSWER_KEYS } from '../../../shared/api/sessions';
import { COUPLE_MESSAGES } from '../../../shared/validation/couple-rules';
import { FIELD_MESSAGES } from '../../../shared/validation/form-fields';
import { PARTNER_BLOCK_MESSAGE } from '../../../shared/validation/numbered-replies';
import { checkForm, fieldOrder } from '../../lib/use-zod-form';
import {
  profileFormSchema,
  singlePageFormSchema,
  singlePageValues,
  withSinglePageField,
} from './contact-forms';
import { emptySinglePageDraft } from './single-page-storage';

const answer = (n: number) => `My answer to question ${n} in plenty of words.`;
const replies = Array.from({ length: 10 }, (_, i) => `${i + 1}. ${answer(i + 1)}`).join('\n');

const complete = {
  ...emptySinglePageDraft('detonation'),
  name: 'Sam',
  email: 'sam@example.com',
  partnerName: 'Alex',
  answers: { ...emptySinglePageDraft('detonation').answers, q1: answer(1) },
  partnerBlock: replies,
};
for (const [i, key] of ANSWER_KEYS.entries()) complete.answers[key] = answer(i + 1);

describe('the profile step', () => {
  test('asks for each contact field in its own words', () => {
    expect(
      checkForm(profileFormSchema, { name: '', email: '', phone: '', partnerName: '' }),
    ).toEqual({
      ok: false,
      errors: {
        name: FIELD_MESSAGES.name,
        email: FIELD_MESSAGES.emailMissing,
        partnerName: FIELD_MESSAGES.partnerName,
      },
      first: 'name',
    });
  });

  test('refuses an address that is not one, and never asks for the phone', () => {
    const profile = { name: 'Sam', email: 'sam@example', phone: '', partnerName: 'Alex' };
    expect(checkForm(profileFormSchema, profile)).toMatchObject({
      errors: { email: FIELD_MESSAGES.emailInvalid },
    });
    expect(checkForm(profileFormSchema, { ...profile, email: 'sam@example.com' }).ok).toBe(true);
  });
});

describe('the single page', () => {
  test('has its fields in the order of the page', () => {
    expect(fieldOrder(singlePageFormSchema)).toEqual([
      'name',
      'email',
      'phone',
      'partnerName',
      ...ANSWER_KEYS,
      'partnerBlock',
    ]);
  });

  test('marks every field to fix at once, an empty address as not valid', () => {
    const check = checkForm(
      singlePageFormSchema,
      singlePageValues(emptySinglePageDraft('detonation')),
    );
    expect(check).toMatchObject({
      ok: false,
      first: 'name',
      errors: {
        name: FIELD_MESSAGES.name,
        email: FIELD_MESSAGES.emailInvalid,
        partnerName: FIELD_MESSAGES.partnerName,
        q1: 'Q1: need at least 5 words.',
        q10: 'Q10: need at least 5 words.',
        partnerBlock: COUPLE_MESSAGES.partnerBlockMissing,
      },
    });
  });

  test('passes a complete page, and refuses replies that are not ten numbered ones', () => {
    expect(checkForm(singlePageFormSchema, singlePageValues(complete)).ok).toBe(true);
    const nine = replies.split('\n').slice(0, 9).join('\n');
    const check = checkForm(
      singlePageFormSchema,
      singlePageValues({ ...complete, partnerBlock: nine }),
    );
    expect(check).toEqual({
      ok: false,
      errors: { partnerBlock: PARTNER_BLOCK_MESSAGE },
      first: 'partnerBlock',
    });
  });

  test('writes a changed field back where the draft keeps it', () => {
    const draft = emptySinglePageDraft('detonation_fosm');
    expect(withSinglePageField(draft, 'q3', 'three')).toEqual({
      ...draft,
      answers: { ...draft.answers, q3: 'three' },
    });
    expect(withSinglePageField(draft, 'partnerName', 'Alex')).toEqual({
      ...draft,
      partnerName: 'Alex',
    });
  });
});
