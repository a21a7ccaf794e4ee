import { describe, expect, it } from 'vitest';
import { deriveKey, open, seal } from './secret-box';

const SECRET_KEY = 'a-test-secret-key-that-is-long-enough-000';
const key = deriveKey(SECRET_KEY, 'admin-totp-secret');
const plaintext = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** The box with one base64url character of one part changed. */
function changePart(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('deriveKey', () => {
  it('gives 32 bytes, the same for the same inputs, different per purpose and per secret', () => {
    expect(key).toHaveLength(32);
    expect(deriveKey(SECRET_KEY, 'admin-totp-secret').equals(key)).toBe(true);
    expect(deriveKey(SECRET_KEY, 'another-purpose').equals(key)).toBe(false);
    expect(deriveKey(`${SECRET_KEY}1`, 'admin-totp-secret').equals(key)).toBe(false);
    expect(() => deriveKey(SECRET_KEY, '')).toThrow();
  });
});

describe('seal and open', () => {
  it('round-trips text, including empty and non-ASCII', () => {
    for (const text of [plaintext, '', 'Zoë 💩 ünïcødé'.repeat(50)]) {
      expect(open(seal(text, key), key)).toBe(text);
    }
  });

  it("writes 'v1.<iv>.<ciphertext>.<tag>' in base64url, the secret not visible", () => {
    const sealed = seal(plaintext, key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain(plaintext);
  });

  it('uses a new IV every time', () => {
    const ivs = new Set(Array.from({ length: 2000 }, () => seal(plaintext, key).split('.')[1]));
    expect(ivs.size).toBe(2000);
  });

  it('returns null for a changed IV, ciphertext or tag', () => {
    const sealed = seal(plaintext, key);
    for (const index of [1, 2, 3]) {
      expect(open(changePart(sealed, index), key)).toBeNull();
    }
  });

  it('returns null for another key', () => {
    const sealed = seal(plaintext, key);
    expect(open(sealed, deriveKey(SECRET_KEY, 'another-purpose'))).toBeNull();
    expect(
      open(sealed, deriveKey('another-secret-key-that-is-long-enough-11', 'admin-totp-secret')),
    ).toBeNull();
  });

  it('returns null for what is not a box', () => {
    const [, iv, ciphertext, tag] = seal(plaintext, key).split('.');
    for (const value of [
      '',
      'v1',
      `v2.${iv}.${ciphertext}.${tag}`,
      `v1.${iv}.${ciphertext}`,
      `v1.${iv}.${ciphertext}.${tag}.extra`,
      `v1.${iv}.${ciphertext}.${tag?.slice(1)}`,
      `v1.${iv}.${ciphertext}.${tag}=`,
      `v1.${iv}.${ciphertext}+.${tag}`,
      `v1.${iv?.slice(2)}.${ciphertext}.${tag}`,
    ]) {
      expect(open(value, key)).toBeNull();
    }
  });

  it('throws for a key of the wrong length, a programming error', () => {
    expect(() => seal(plaintext, Buffer.alloc(16))).toThrow(RangeError);
    expect(() => open(seal(plaintext, key), Buffer.alloc(31))).toThrow(RangeError);
  });
});
