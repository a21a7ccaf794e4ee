import { gzipSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/server/app';
import { AppError } from '../../src/server/http/app-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The one error handler, exercised through routes added for the test: a strict zod body, a
 * known failure (AppError) and an unexpected crash.
 */
describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/test/echo',
          { schema: { body: z.strictObject({ name: z.string().min(1), age: z.number().int() }) } },
          async (request) => ({ hello: request.body.name }),
        );
        typed.get('/api/test/conflict', async () => {
          throw new AppError(409, 'already_paid', 'This session is already paid.', 'session 42');
        });
        typed.get('/api/test/crash', async () => {
          throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('accepts a valid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Sam', age: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Sam' });
  });

  it('rejects an invalid body with a message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', age: 'thirty' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/^Invalid body: /);
    expect(body.error.message).toContain('name');
    expect(body.error.message).toContain('age');
  });

  it('rejects unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Sam', age: 3, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('isAdmin');
  });

  it('rejects malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('takes request bodies as sent: a compressed one is not unpacked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Ada', age: 36 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('caps the request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(BODY_LIMIT_BYTES + 1), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large.' },
    });
  });

  it('shows the user-facing message of a known failure and keeps the internal one in the log', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'already_paid', message: 'This session is already paid.' },
    });
    expect(res.body).not.toContain('session 42');
  });

  it('answers an unexpected crash with a generic 500 and no details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again in a moment.',
      },
    });
    expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
    expect(t.logs.join('')).toContain('request failed');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers a write to a page path with 404 JSON, not a page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pricing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
