import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Secure submissions are signed (docs/product.md §3 'signature'): an HMAC-SHA256 over the canonical
 * JSON of what was submitted, with a key derived from SECRET_KEY for this one purpose. Reading a
 * submission verifies it, so a row changed behind the product's back is never used.
 */
const VERSION = 'v1';

export type SubmissionSigner = {
  sign(content: unknown): string;
  verify(content: unknown, signature: string): boolean;
};

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function createSubmissionSigner(secretKey: string): SubmissionSigner {
  const key = Buffer.from(
    hkdfSync('sha256', secretKey, 'msoul', 'secure-submission-signature', 32),
  );
  const mac = (content: unknown) =>
    createHmac('sha256', key).update(canonicalJson(content)).digest('base64url');
  return {
    sign: (content) => `${VERSION}.${mac(content)}`,
    verify(content, signature) {
      const expected = Buffer.from(`${VERSION}.${mac(content)}`);
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
