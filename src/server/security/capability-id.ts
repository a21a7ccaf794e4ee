import { createHash, randomBytes } from 'node:crypto';
import { deriveKey, open, seal } from './secret-box';

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

/**
 * A capability id's SHA-256 in base64url (43 characters). The database keeps only this, never the
 * id, so a read of the database or a backup yields no working link (docs/decisions/013). The
 * brand keeps ids and digests apart at compile time: only this function makes a digest.
 */
export type CapabilityDigest = string & { readonly __brand: 'CapabilityDigest' };

export function capabilityDigest(id: string): CapabilityDigest {
  return createHash('sha256').update(id).digest('base64url') as CapabilityDigest;
}

/** Whether a stored value is already a digest (43 base64url characters), not an id. */
export function isCapabilityDigest(value: string): value is CapabilityDigest {
  return /^[0-9A-Za-z_-]{43}$/.test(value);
}

/**
 * Seals a value that one capability leads to (a submission's session refId) under a key derived
 * from that capability's id: the database holds only the box and the id's digest, so only a
 * holder of the link can open it (docs/decisions/013). Ids carry 128 random bits, enough key
 * material for HKDF without stretching.
 */
export function sealUnderCapability(id: string, purpose: string, value: string): string {
  return seal(value, deriveKey(id, purpose));
}

/** The value sealed by sealUnderCapability, or null when this id does not open the box. */
export function openWithCapability(id: string, purpose: string, sealed: string): string | null {
  return open(sealed, deriveKey(id, purpose));
}
