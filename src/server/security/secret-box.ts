import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Server secrets at rest (e.g. admins' TOTP secrets, docs/architecture.md §5): AES-256-GCM under a
 * key derived from SECRET_KEY. The sealed form is one string, 'v1.<iv>.<ciphertext>.<tag>' in
 * base64url, so it fits a text column and a later format can be told apart by its prefix.
 *
 * open() returns null when the box was changed, was sealed under another key, or is not a box at
 * all: callers treat every one of these as 'cannot be read' and need no try/catch. Only a key of
 * the wrong length throws, because that is a programming error, not bad data.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Same salt as the submission signer: one SECRET_KEY, many keys told apart by their purpose.
const HKDF_SALT = 'msoul';

/**
 * A 256-bit key for one purpose (e.g. 'admin-totp-secret'), from SECRET_KEY with HKDF-SHA256, so
 * one leaked or misused derived key says nothing about the others.
 */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  if (purpose.length === 0) throw new Error('deriveKey needs a purpose label.');
  return Buffer.from(hkdfSync('sha256', secretKey, HKDF_SALT, purpose, KEY_BYTES));
}

function assertKey(key: Uint8Array): void {
  if (key.length !== KEY_BYTES) throw new RangeError(`A secret box key is ${KEY_BYTES} bytes.`);
}

/** Encrypts and authenticates `plaintext`; a fresh random IV each time, never reused. */
export function seal(plaintext: string, key: Uint8Array): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, ciphertext, tag].map((part) => toText(part)).join('.');
}

/** The plaintext of a sealed box, or null if it was tampered with, or sealed under another key. */
export function open(sealed: string, key: Uint8Array): string | null {
  assertKey(key);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, ciphertext, tag] = parts.slice(1).map(fromBase64url);
  if (!iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    return null;
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    // final() throws when the tag does not match: a changed box or another key.
    return null;
  }
}

function toText(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

/**
 * Strict base64url: Node's decoder skips characters it does not know, so a changed character
 * could otherwise decode to the same bytes; null unless the text is exactly canonical.
 */
function fromBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}
