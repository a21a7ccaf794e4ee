import { createHash, randomBytes } from 'node:crypto';

/**
 * Admin session tokens (issue 7): 256 random bits handed to the browser once, stored only as
 * their SHA-256. A plain hash is enough (no salt, no argon2): the token is random and as long as
 * the hash, so there is nothing to guess offline, and the hash can be an indexed lookup key.
 * Looking the hash up by equality also means no constant-time compare is needed: what the
 * database compares is a hash of the attacker's input, which tells them nothing about any token.
 */
const TOKEN_BYTES = 32;

/** A new bearer token: 32 random bytes, base64url (43 characters, no padding). */
export function newBearerToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a token: SHA-256, lowercase hex (64 characters). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a header value has the shape of a token from newBearerToken (cheap pre-check). */
export function looksLikeBearerToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null for any other header. HTTP
 * scheme names ignore case, and spaces around are tolerated. The token's shape is the caller's
 * to check: looksLikeBearerToken for the tokens above, equality for METRICS_TOKEN.
 */
export function bearerTokenFrom(authorization: string | undefined): string | null {
  const match = /^[ \t]*Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
