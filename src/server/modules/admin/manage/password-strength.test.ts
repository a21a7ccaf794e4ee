import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD,
  GUESSABLE_PASSWORD,
  newPasswordProblem,
  passwordLength,
} from './password-strength';

describe('newPasswordProblem', () => {
  it('refuses fewer than 12 characters, counted as a reader counts them', async () => {
    expect(await newPasswordProblem('password')).toBe(
      'The password must have at least 12 characters.',
    );
    expect(await newPasswordProblem('k7#Vq2!mZp9')).toBe(
      'The password must have at least 12 characters.',
    );
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect(await newPasswordProblem('🔑'.repeat(11))).toContain('at least 12');
    // A decomposed accent is one character once NFC-normalised, as it is stored.
    expect(passwordLength('e\u0301'.repeat(3))).toBe(3);
  });

  it('refuses more than 256 characters', async () => {
    expect(await newPasswordProblem(`${'lichen ferry '.repeat(20)}!`.repeat(2))).toBe(
      'The password must have at most 256 characters.',
    );
  });

  it('refuses a password on the common list, whatever its case', async () => {
    for (const common of ['password1234', 'PASSWORD1234', 'qwerty123456', 'Password123!']) {
      expect(await newPasswordProblem(common), common).toBe(COMMON_PASSWORD);
    }
  });

  it('refuses a guessable one (zxcvbn score under 3), counting the username as known', async () => {
    expect(await newPasswordProblem('aaaaaaaaaaaaaaaa')).toBe(GUESSABLE_PASSWORD);
    expect(await newPasswordProblem('abcdefghijklmnop')).not.toBeNull();
    // Fine for a stranger, guessable once the username is known.
    expect(await newPasswordProblem('ops.admin2024')).toBeNull();
    expect(await newPasswordProblem('ops.admin2024', ['ops.admin'])).toBe(GUESSABLE_PASSWORD);
  });

  it('accepts a long unusual passphrase and a random string', async () => {
    expect(await newPasswordProblem('lichen grows slowly on the ferry ramp')).toBeNull();
    expect(await newPasswordProblem('pw-Zq8_vL3rT0yXb2Nk')).toBeNull();
  });

  it('words every refusal as one line the CLI prints as it is', () => {
    for (const message of [COMMON_PASSWORD, GUESSABLE_PASSWORD]) {
      expect(message).not.toContain('\n');
      expect(message.length).toBeLessThan(100);
    }
  });
});
