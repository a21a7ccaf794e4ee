import { describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  verifyAgainstNobody,
  verifyPassword,
} from './password-hash';

const PARAMS = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('hashPassword and verifyPassword', () => {
  it('writes argon2id with 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const [one, two] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(one.startsWith(PARAMS)).toBe(true);
    expect(one).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(one).not.toBe(two);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword(stored, 'cafe\u0301 au lait')).toBe(true);
  });

  it('answers false, not an error, for a damaged stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever1')).toBe(false);
    expect(await verifyPassword('', 'whatever1')).toBe(false);
  });
});

describe('verifyAgainstNobody', () => {
  it('uses a dummy hash with the same parameters as real ones, so it costs the same', async () => {
    expect(DUMMY_HASH.startsWith(PARAMS)).toBe(true);
    const real = await hashPassword('anything at all');
    // '$argon2id$v=19$m=...,t=...,p=...': everything before the salt.
    const params = (phc: string) => phc.split('$').slice(0, 4).join('$');
    expect(params(DUMMY_HASH)).toBe(params(real));
    expect(DUMMY_HASH).toHaveLength(real.length);
  });

  it('is always false', async () => {
    expect(await verifyAgainstNobody('correct horse battery')).toBe(false);
    expect(await verifyAgainstNobody('')).toBe(false);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['a'.repeat(PASSWORD_MIN_LENGTH), null],
    ['a'.repeat(PASSWORD_MAX_LENGTH), null],
    ['🔑'.repeat(PASSWORD_MIN_LENGTH), null],
    ['🔑'.repeat(PASSWORD_MAX_LENGTH), null],
  ])('accepts a password at the bounds (%#)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses one too short or too long, in words the CLI can print', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      'The password must have at least 8 characters.',
    );
    expect(passwordProblem('')).toBe('The password must have at least 8 characters.');
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      'The password must have at most 256 characters.',
    );
    expect(passwordProblem('🔑'.repeat(PASSWORD_MAX_LENGTH + 1))).not.toBeNull();
  });
});
