import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { serverMessage } from './server-message';

const body = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe('serverMessage', () => {
  test('reads the message of an API error body', () => {
    const error = new ApiRequestError(
      400,
      'Bad Request',
      body('invalid_email', 'Please enter a valid email address.'),
    );
    expect(serverMessage(error)).toBe('Please enter a valid email address.');
  });

  test('keeps a message that itself contains a colon', () => {
    const error = new ApiRequestError(
      400,
      'Bad Request',
      body('answer_too_short', 'Q3: need at least 5 words.'),
    );
    expect(serverMessage(error)).toBe('Q3: need at least 5 words.');
  });

  test('is null for bodies that are not API errors', () => {
    expect(serverMessage(new ApiRequestError(502, 'Bad Gateway', ''))).toBeNull();
    expect(serverMessage(new ApiRequestError(500, 'Error', '<html>oops</html>'))).toBeNull();
    expect(serverMessage(new ApiRequestError(400, 'Bad Request', '{"error":"x"}'))).toBeNull();
    expect(serverMessage(new ApiRequestError(400, 'Bad Request', body('x', '  ')))).toBeNull();
  });

  test('is null for anything that is not an API error', () => {
    expect(serverMessage(new Error('400: {"error":{"message":"no"}}'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(null)).toBeNull();
  });
});
