import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { apiErrorCodeSchema, apiErrorSchema } from './error';

const SERVER_DIR = join(import.meta.dirname, '../../server');

/** The server's own source, tests left out: where a code must be written to be sent. */
function serverSource(): string {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(SERVER_DIR, file), 'utf8'))
    .join('\n');
}

describe('the API error codes', () => {
  // The other direction (every code the server sends is listed) is the type of AppError's and
  // errorBody's `code`: tsc refuses any other string.
  test('lists only codes the server sends', () => {
    const source = serverSource();
    const unused = apiErrorCodeSchema.options.filter((code) => !source.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  test('are the only codes an error body may carry', () => {
    const body = (code: string) => ({ error: { code, message: 'A sentence.' } });
    expect(apiErrorSchema.safeParse(body('not_found')).success).toBe(true);
    expect(apiErrorSchema.safeParse(body('no_such_code')).success).toBe(false);
  });
});
