import { describe, expect, it, test } from 'vitest';
import { ApiRequestError, idempotencyKey } from './api-client';

const body = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe('ApiRequestError', () => {
  test('reads the code and the message of an API error body', () => {
    const error = new ApiRequestError(
      400,
      'Bad Request',
      body('invalid_email', 'Please enter a valid email address.'),
    );
    expect(error.message).toBe(
      `400: ${body('invalid_email', 'Please enter a valid email address.')}`,
    );
    expect(error.code).toBe('invalid_email');
    expect(error.serverMessage).toBe('Please enter a valid email address.');
  });

  test('keeps a message that itself contains a colon', () => {
    const error = new ApiRequestError(400, 'Bad Request', body('x', 'Q3: need at least 5 words.'));
    expect(error.serverMessage).toBe('Q3: need at least 5 words.');
  });

  test('has no code when the body names a code the API does not send', () => {
    const error = new ApiRequestError(400, 'Bad Request', body('no_such_code', 'A sentence.'));
    expect(error.code).toBeNull();
    expect(error.serverMessage).toBe('A sentence.');
  });

  test('uses the status text when the body is empty (docs/product.md §7)', () => {
    const error = new ApiRequestError(502, 'Bad Gateway', '');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.code).toBeNull();
    expect(error.serverMessage).toBeNull();
  });

  test.each([
    ['HTML', '<html>oops</html>'],
    ['an error that is a string', '{"error":"x"}'],
    ['a blank message', body('x', '  ')],
    ['null', 'null'],
  ])('has no server message for %s', (_label, text) => {
    expect(new ApiRequestError(400, 'Bad Request', text).serverMessage).toBeNull();
  });
});

describe('idempotencyKey', () => {
  it('is the same for the same request and differs for another', () => {
    const body = JSON.stringify({ productType: 'detonation' });
    const key = idempotencyKey('POST', '/api/start-session', body);
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(idempotencyKey('POST', '/api/start-session', body)).toBe(key);
    expect(
      idempotencyKey('POST', '/api/start-session', JSON.stringify({ productType: 'x' })),
    ).not.toBe(key);
    expect(idempotencyKey('POST', '/api/submit', body)).not.toBe(key);
  });
});
