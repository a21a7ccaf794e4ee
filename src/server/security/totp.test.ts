import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  checkTotp,
  hotp,
  newTotpSecret,
  totpAt,
  totpStep,
  totpUri,
} from './totp';

// The RFCs' SHA-1 secret is the ASCII text '12345678901234567890' (20 bytes).
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('HOTP, RFC 4226 Appendix D', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code] as const))(
    'counter %i gives %s',
    (counter, code) => {
      expect(hotp(RFC_KEY, counter)).toBe(code);
    },
  );
});

describe('TOTP, RFC 6238 Appendix B (SHA-1)', () => {
  // Times in seconds and the RFC's 8-digit codes. Checked twice: with digits = 8 against the
  // RFC's value as printed, and with the product's 6 digits against its last six digits (the same
  // truncated number mod 10^6).
  const vectors = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ] as const;

  it('reads the RFC secret from base32', () => {
    expect(base32Decode(RFC_SECRET).equals(RFC_KEY)).toBe(true);
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
  });

  it.each(vectors)('at %i s gives %s with 8 digits', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it.each(vectors)('at %i s gives the last six digits of %s with 6 digits', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
  });

  it.each(vectors)('accepts the 6-digit code at %i s', (seconds, code) => {
    expect(checkTotp(RFC_SECRET, code.slice(-6), seconds * 1000, null)).toEqual({
      ok: true,
      step: Math.floor(seconds / 30),
    });
  });
});

describe('checkTotp', () => {
  const secret = newTotpSecret();
  const now = 1_700_000_015_000; // inside a step, not on its edge
  const step = totpStep(now);
  const codeAt = (offset: number) => totpAt(secret, now + offset * 30_000);

  it('accepts the codes one step either side and gives the step that matched', () => {
    for (const offset of [-1, 0, 1]) {
      expect(checkTotp(secret, codeAt(offset), now, null)).toEqual({
        ok: true,
        step: step + offset,
      });
    }
  });

  it('refuses codes two steps away', () => {
    // Skipped in the unlikely case the far code equals one inside the window.
    for (const offset of [-2, 2]) {
      const far = codeAt(offset);
      if ([-1, 0, 1].some((near) => codeAt(near) === far)) continue;
      expect(checkTotp(secret, far, now, null)).toEqual({ ok: false });
    }
  });

  it('refuses a code a second time once its step is stored', () => {
    const first = checkTotp(secret, codeAt(0), now, null);
    expect(first.ok).toBe(true);
    const lastUsedStep = first.ok ? first.step : null;
    expect(checkTotp(secret, codeAt(0), now, lastUsedStep)).toEqual({ ok: false });
    // An earlier code still inside the window is spent too; the next step's code is not.
    expect(checkTotp(secret, codeAt(-1), now, lastUsedStep)).toEqual({ ok: false });
    expect(checkTotp(secret, codeAt(1), now, lastUsedStep)).toEqual({ ok: true, step: step + 1 });
  });

  it.each([
    '',
    '12345',
    '1234567',
    '12345a',
    ' 123456',
    '123456 ',
    '１２３４５６',
    '-12345',
    '12 345',
  ])('refuses %j, which is not exactly six digits', (code) => {
    expect(checkTotp(secret, code, now, null)).toEqual({ ok: false });
  });

  it('refuses the right digits with a stray prefix from a longer code', () => {
    expect(checkTotp(secret, `0${codeAt(0)}`, now, null)).toEqual({ ok: false });
  });
});

describe('secrets and URIs', () => {
  it('makes 160-bit secrets, 32 base32 characters, each one new', () => {
    const secrets = new Set(Array.from({ length: 200 }, newTotpSecret));
    expect(secrets.size).toBe(200);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(base32Decode(secret)).toHaveLength(20);
    }
  });

  it('round-trips base32 of every length and forgives case and padding', () => {
    for (let length = 0; length <= 21; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
    expect(base32Decode('mzxw6===').toString()).toBe('foo');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('writes an otpauth:// URI with the issuer, account and parameters', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'ada admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/mSoul:ada admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: 'mSoul',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
