import { describe, expect, it } from 'vitest';
import {
  capabilityDigest,
  isCapabilityDigest,
  looksLikeCapabilityId,
  newCapabilityId,
  openWithCapability,
  sealUnderCapability,
} from './capability-id';

describe('newCapabilityId', () => {
  it('is the prefix and 22 base62 characters', () => {
    const id = newCapabilityId('stm_');
    expect(id).toMatch(/^stm_[0-9A-Za-z]{22}$/);
    expect(looksLikeCapabilityId('stm_', id)).toBe(true);
  });

  it('does not repeat over many draws and uses the whole alphabet', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newCapabilityId('')));
    expect(ids.size).toBe(5000);
    const chars = new Set([...ids].join(''));
    expect(chars.size).toBe(62);
  });

  it.each(['', 'stm_', 'stm_short', `det_${'a'.repeat(22)}`, `stm_${'a'.repeat(21)}-`])(
    'rejects %j as a storm token',
    (value) => {
      expect(looksLikeCapabilityId('stm_', value)).toBe(false);
    },
  );
});

describe('capabilityDigest', () => {
  it('is the SHA-256 in base64url, the same for the same id, and never an id itself', () => {
    const id = newCapabilityId('det_');
    const digest = capabilityDigest(id);
    expect(digest).toBe(capabilityDigest(id));
    expect(digest).toMatch(/^[0-9A-Za-z_-]{43}$/);
    expect(isCapabilityDigest(digest)).toBe(true);
    expect(isCapabilityDigest(id)).toBe(false);
    expect(looksLikeCapabilityId('det_', digest)).toBe(false);
    // A known vector: SHA-256 of 'abc'.
    expect(capabilityDigest('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('sealUnderCapability', () => {
  it('opens only with the id it was sealed under, for the same purpose', () => {
    const submissionId = newCapabilityId('sub_');
    const refId = newCapabilityId('det_');
    const sealed = sealUnderCapability(submissionId, 'submission-ref-id', refId);
    expect(sealed).not.toContain(refId);
    expect(openWithCapability(submissionId, 'submission-ref-id', sealed)).toBe(refId);
    expect(openWithCapability(newCapabilityId('sub_'), 'submission-ref-id', sealed)).toBeNull();
    expect(openWithCapability(submissionId, 'another-purpose', sealed)).toBeNull();
    expect(openWithCapability(submissionId, 'submission-ref-id', 'not a box')).toBeNull();
  });
});
