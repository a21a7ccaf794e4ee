import { describe, expect, it } from 'vitest';
import { looksLikeCapabilityId, newCapabilityId } from './capability-id';

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
