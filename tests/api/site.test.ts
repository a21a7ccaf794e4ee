import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingRoutes } from '../../src/shared/routes';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(marketingRoutes.map((route) => route.path))(
    'serves the prerendered page %s',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`page ${path}`);
    },
  );

  it('fills the configured public URL, scan host and support address into the HTML, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<link rel="canonical" href="https://msoul.test/x">');
    expect(res.body).toContain('href="https://scan.msoul.test/start?from=&quot;home&quot;"');
    expect(res.body).toContain('href="mailto:help@msoul.test"');
    expect(res.body).not.toContain('__MSOUL_');
  });

  it('accepts a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('page /pricing');
  });

  it('answers any unknown path with the not-found page and status 404', async () => {
    for (const url of ['/no-such-page', '/why/deeper', '/assets/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('not found page');
    }
  });

  it('serves the app shell for client-rendered routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/detonation?assessmentId=a' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('shell');
  });

  it('serves capability pages uncached, without a referrer (D-07)', async () => {
    for (const url of [
      '/storm/stm_abc',
      '/storm/join/stm_abc',
      '/storm/result/stm_abc',
      '/storm/results/x',
      '/text/det_abc',
      '/p2/det_abc',
      '/p2paste/det_abc',
      '/session-checkout/det_abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    for (const url of ['/start-scan', '/detonation?mode=single', '/q/detonation_fosm']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('shell');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves top-level public files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/why',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('page /why');
  });

  it('sends a strict Content-Security-Policy and no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the document headers on pages and page errors, the API set on API answers and errors; HSTS only over https', async () => {
    const documents = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-xss-protection': '0',
    };
    // OWASP's REST Security Cheat Sheet: what acts on a JSON answer, and nothing else.
    const api = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const documentOnly = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'];
    const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
    // The test app's PUBLIC_URL is https.
    for (const url of ['/', '/no-such-page', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({ ...documents, ...hsts });
      expect(res.headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
    }
    for (const url of ['/api/questions/storm', '/api/storm/stm_unknown', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({ ...api, ...hsts });
      for (const name of documentOnly) expect(res.headers, url).not.toHaveProperty(name);
    }
    const plain = await createTestApp({ settings: { publicUrl: 'http://localhost:3000' } });
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/' });
      expect(page.headers).toMatchObject(documents);
      expect(page.headers).not.toHaveProperty('strict-transport-security');
      expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      const answer = await plain.app.inject({ method: 'GET', url: '/api/questions/storm' });
      expect(answer.headers).toMatchObject(api);
      expect(answer.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await plain.close();
    }
  });

  it('robots.txt disallows capability pages and names the sitemap (D-07)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    for (const prefix of ['/storm/', '/p2/', '/p2paste/', '/text/', '/paid/', '/api/', '/admin']) {
      expect(res.body).toContain(`Disallow: ${prefix}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${TEST_SETTINGS.publicUrl}/sitemap.xml`);
  });

  it('sitemap.xml lists every marketing page with the public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(marketingRoutes.map((route) => `${TEST_SETTINGS.publicUrl}${route.path}`));
  });
});
