import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Admin two-factor codes (issue 7): RFC 6238 TOTP with SHA-1, 6 digits and 30-second steps, what
 * every authenticator app reads from an otpauth:// URI. Written on node:crypto (HOTP per RFC 4226
 * section 5) rather than a library: it is thirty lines, the RFC vectors pin it down, and the
 * replay rule (a step used once is spent) needs the matched step, which the caller stores.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ISSUER = 'mSoul';
/** Steps accepted either side of the current one, for clock drift and typing time. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (authenticator apps expect it unpadded). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 base32; case, spaces and '=' padding are forgiven, any other character throws. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('The TOTP secret is not base32.');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI an authenticator app reads (from a QR code) to enrol the secret. */
export function totpUri(secret: string, account: string, issuer: string = TOTP_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * HOTP (RFC 4226 section 5.3): HMAC-SHA-1 over the 8-byte big-endian counter, dynamic
 * truncation, then the low `digits` decimal digits, left-padded with zeros.
 */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  // readUInt32BE, masked to 31 bits: RFC 4226 drops the sign bit to avoid signed/unsigned doubt.
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 T) a moment falls in; `timeMs` is milliseconds since the epoch. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The code a base32 secret gives at a moment (milliseconds since the epoch). `digits` is there
 * for the RFC's 8-digit test vectors; the product always uses 6.
 */
export function totpAt(secret: string, timeMs: number, digits: number = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(timeMs), digits);
}

export type TotpCheck = { ok: true; step: number } | { ok: false };

/**
 * Whether a code is right at `nowMs`, within TOTP_WINDOW steps either side. A step at or before
 * `lastUsedStep` is refused, so each code works once: on success the caller stores the returned
 * step as the new lastUsedStep. Only exactly six ASCII digits are considered.
 */
export function checkTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): TotpCheck {
  if (!/^[0-9]{6}$/.test(code)) return { ok: false };
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  const current = totpStep(nowMs);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time; the latest matching step wins, so
  // the spent step moves as far forward as the code allows.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (step < 0 || (lastUsedStep !== null && step <= lastUsedStep)) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) matched = step;
  }
  return matched === null ? { ok: false } : { ok: true, step: matched };
}
