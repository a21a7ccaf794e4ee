import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * An unguessable id for a capability link (D-06): a readable prefix, then 128 bits from the
 * system's secure random source in base62 (22 characters).
 */
export function newCapabilityId(prefix: string): string {
  let value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  let digits = '';
  for (let i = 0; i < 22; i++) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return `${prefix}${digits}`;
}

/** Whether a value has the shape of an id made by newCapabilityId (cheap pre-check, D-06). */
export function looksLikeCapabilityId(prefix: string, value: string): boolean {
  return (
    value.length === prefix.length + 22 &&
    value.startsWith(prefix) &&
    /^[0-9A-Za-z]+$/.test(value.slice(prefix.length))
  );
}

/** A capability id's SHA-256, for records that must find it without holding it. */
export function capabilityDigest(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
