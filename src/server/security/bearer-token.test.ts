import { describe, expect, it } from 'vitest';
import { bearerTokenFrom, hashToken, looksLikeBearerToken, newBearerToken } from './bearer-token';

describe('bearer tokens', () => {
  it('are 256 bits in base64url (43 characters) and never repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, newBearerToken));
    expect(tokens.size).toBe(2000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeBearerToken(token)).toBe(true);
    }
  });

  it('are stored as a stable SHA-256 hex', () => {
    const token = newBearerToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(newBearerToken())).not.toBe(hashToken(token));
    // Known answer, so the stored form cannot drift between versions.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each(['', 'short', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`, `${'a'.repeat(42)}+`])(
    'do not look like %j',
    (value) => {
      expect(looksLikeBearerToken(value)).toBe(false);
    },
  );

  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER \tabc ', 'abc'],
    [' Bearer abc', 'abc'],
  ])('are read from the header %j', (header, token) => {
    expect(bearerTokenFrom(header)).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Bearer a b', 'Basic abc', 'abc', 'Bearerabc'])(
    'are not read from the header %j',
    (header) => {
      expect(bearerTokenFrom(header)).toBeNull();
    },
  );
});
