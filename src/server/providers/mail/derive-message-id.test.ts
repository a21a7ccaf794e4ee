import { describe, expect, it } from 'vitest';
import { deriveMessageId } from './derive-message-id';

describe('deriveMessageId', () => {
  it('is stable per delivery key and differs between keys', () => {
    const id = deriveMessageId('ref-1:person1', 'mSoul <reports@msoul.app>');
    expect(id).toMatch(/^<[0-9a-f]{32}@msoul\.app>$/);
    expect(deriveMessageId('ref-1:person1', 'mSoul <reports@msoul.app>')).toBe(id);
    expect(deriveMessageId('ref-1:person2', 'mSoul <reports@msoul.app>')).not.toBe(id);
    expect(id).not.toContain('ref-1');
  });

  it("takes the sender's domain, or localhost when there is none", () => {
    expect(deriveMessageId('k', 'reports@Mail.Example.org')).toMatch(/@mail\.example\.org>$/);
    expect(deriveMessageId('k', 'no address here')).toMatch(/@localhost>$/);
  });
});
