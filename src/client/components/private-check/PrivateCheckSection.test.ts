import { describe, expect, it } from 'vitest';
import { privateCheckToSend } from './PrivateCheckSection';

describe('PrivateCheckSection', () => {
  it('sends the answered items, and nothing when none is answered', () => {
    expect(privateCheckToSend({})).toBeUndefined();
    expect(privateCheckToSend({ hurt: undefined })).toBeUndefined();
    expect(privateCheckToSend({ afraid: 'Never' })).toEqual({ afraid: 'Never' });
  });
});
