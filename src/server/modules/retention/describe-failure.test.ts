import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure';

describe('describeFailure', () => {
  it('keeps only the code of a system or database error', () => {
    const fsError = Object.assign(new Error("EACCES: open '/data/outbox/alice.eml'"), {
      code: 'EACCES',
    });
    expect(describeFailure(fsError)).toBe('failed (EACCES)');
    const dbError = Object.assign(new Error('Key (email)=(alice@example.com) already exists'), {
      code: '23505',
    });
    expect(describeFailure(dbError)).toBe('failed (SQLSTATE 23505)');
  });

  it('never quotes a message', () => {
    expect(describeFailure(new Error('alice@example.com'))).toBe('failed (unexpected error)');
    expect(describeFailure({ code: 'alice@example.com' })).toBe('failed (unexpected error)');
    expect(describeFailure('alice')).toBe('failed (unexpected error)');
  });
});
