import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('request logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs method, route pattern, status and duration: no URL, query, IP or headers', async () => {
    const secretPath = '/api/storm/Zk3q9XyTokenSecretValue';
    await t.app.inject({
      method: 'GET',
      url: `${secretPath}?email=sam@example.com`,
      headers: { authorization: 'Bearer top-secret-token', cookie: 'sid=abc' },
    });
    await t.app.inject({ method: 'GET', url: '/healthz' });

    const lines = t.logs.map((line) => JSON.parse(line));
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({ method: 'GET', route: '/api/storm/:token', status: 404 });
    expect(completed[1]).toMatchObject({ method: 'GET', route: '/healthz', status: 200 });
    expect(typeof completed[1].ms).toBe('number');

    const all = t.logs.join('\n');
    for (const secret of [
      'TokenSecret',
      'sam@example.com',
      'top-secret-token',
      'sid=abc',
      '127.0.0.1',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
