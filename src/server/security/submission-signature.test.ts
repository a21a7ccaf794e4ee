import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, createSubmissionSigner } from './submission-signature';

const signer = createSubmissionSigner('a-test-secret-key-that-is-long-enough-000');
const content = {
  refId: 'det_abc',
  person1: { name: 'Maya', email: 'maya@example.com', partnerName: 'Sam' },
  answers: ['one two three four five'],
};

describe('secure submission signatures', () => {
  it('verifies what it signed, whatever the key order', () => {
    const signature = signer.sign(content);
    expect(signature).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);
    const reordered = { answers: content.answers, person1: content.person1, refId: content.refId };
    expect(signer.verify(reordered, signature)).toBe(true);
  });

  it('rejects changed content, another key and a damaged signature', () => {
    const signature = signer.sign(content);
    expect(
      signer.verify({ ...content, answers: ['something else entirely here'] }, signature),
    ).toBe(false);
    const other = createSubmissionSigner('another-secret-key-that-is-long-enough-11');
    expect(other.verify(content, signature)).toBe(false);
    const damaged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(content, damaged)).toBe(false);
    expect(signer.verify(content, 'v1.short')).toBe(false);
  });

  it('detects any single change to an answer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 10 }),
        fc.string(),
        (answers, extra) => {
          const signature = signer.sign({ answers });
          const changed = [...answers];
          changed[0] = `${changed[0]}${extra}`;
          expect(signer.verify({ answers: changed }, signature)).toBe(extra === '');
        },
      ),
    );
  });

  it('writes canonical JSON with sorted keys and no undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 'x' }] })).toBe('{"a":[{"c":"x"}],"b":1}');
  });
});
