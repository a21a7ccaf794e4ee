import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { privateCheckToSend } from './PrivateCheckSection';

const here = dirname(fileURLToPath(import.meta.url));

/** The file without its opening comment (the one part where the twins differ). */
function code(path: string): string {
  return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/\n/, '');
}

describe('PrivateCheckSection', () => {
  it("is the same on person 1's pages and on the partner's /p2 (feature folders keep twins)", () => {
    expect(code(join(here, '../partner/PrivateCheckSection.tsx'))).toBe(
      code(join(here, 'PrivateCheckSection.tsx')),
    );
  });

  it('sends the answered items, and nothing when none is answered', () => {
    expect(privateCheckToSend({})).toBeUndefined();
    expect(privateCheckToSend({ hurt: undefined })).toBeUndefined();
    expect(privateCheckToSend({ afraid: 'Never' })).toEqual({ afraid: 'Never' });
  });
});
