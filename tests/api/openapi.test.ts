import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('mSoul API');
    const ready = doc.paths['/readyz'].get;
    expect(ready.responses['200'].content['application/json'].schema.properties.status).toEqual({
      type: 'string',
      enum: ['ready'],
    });
    expect(ready.responses['503'].content['application/json'].schema.properties).toHaveProperty(
      'error',
    );
  });

  it('hides page routes from the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/pricing');
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
  });

  it('serves the documentation UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});
