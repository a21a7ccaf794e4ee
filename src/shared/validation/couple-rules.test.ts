import { describe, expect, it } from 'vitest';
import {
  COUPLE_MESSAGES,
  firstShortAnswer,
  looksLikeEmail,
  profileProblem,
  singlePageAnswerMessage,
  singlePageContactProblem,
} from './couple-rules';

const contact = { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam' };

describe('paid-flow rules (docs/product.md §5)', () => {
  it.each(['name', 'email', 'partnerName'] as const)('needs %s on the profile step', (field) => {
    expect(profileProblem({ ...contact, [field]: '  ' })).toBe(
      'Please fill in all required fields.',
    );
    expect(singlePageContactProblem({ ...contact, [field]: '' })).toBe(
      'Fill your name, email, and partner name.',
    );
  });

  it('passes a complete profile and catches an address that is not one', () => {
    expect(profileProblem(contact)).toBeNull();
    expect(singlePageContactProblem(contact)).toBeNull();
    expect(profileProblem({ ...contact, email: 'maya at example' })).toBe(
      COUPLE_MESSAGES.emailInvalid,
    );
  });

  it.each([
    ['a@b.co', true],
    [' a.b+c@d.example ', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@c.de', false],
  ])('looksLikeEmail(%j) is %s', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
  });

  it('names the first answer under five words, 1-based', () => {
    const ok = 'one two three four five';
    expect(firstShortAnswer([ok, ok, ok])).toBeNull();
    expect(firstShortAnswer([ok, 'one two three four', ok, ''])).toBe(2);
    expect(singlePageAnswerMessage(2)).toBe('Q2: need at least 5 words.');
  });

  it('words the /p2paste rule in words, not characters (D-16)', () => {
    expect(COUPLE_MESSAGES.pasteIncomplete).toBe(
      'Please make sure all 10 answers have at least 5 words each.',
    );
    expect(COUPLE_MESSAGES.pasteHint).toBe(
      'Please ensure all 10 answers are at least 5 words each',
    );
  });
});
