import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { admins } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/security/password-hash';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Production fails closed (issue 21): a server started with NODE_ENV=production and only
 * SECRET_KEY set used to run the free test checkout, serve /api/docs and send no HSTS. Each
 * refusal is checked on the real entry point (src/server/main.ts), which stops before it opens
 * the database and names the variable to set.
 */
const SECRET_KEY = 'production-startup-test-secret-key-0123456789';
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'msoul-prod-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>): { status: number | null; stderr: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../../src/server/main.ts')],
    {
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '1',
        DATA_DIR: dataDir(),
        SECRET_KEY,
        ...env,
      },
    },
  );
  return { status: result.status, stderr: result.stderr };
}

describe('a production start-up', () => {
  it('refuses the built-in test checkout unless ALLOW_TEST_PAYMENTS=true', () => {
    const refused = start({ PUBLIC_URL: 'https://msoul.example' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/PAYMENTS_PROVIDER: .*set PAYMENTS_PROVIDER=stripe/);
    expect(refused.stderr).toContain('ALLOW_TEST_PAYMENTS=true');
  });

  it('refuses to start without PUBLIC_URL', () => {
    const refused = start({ ALLOW_TEST_PAYMENTS: 'true' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('PUBLIC_URL: is required when NODE_ENV=production');
  });

  it('refuses a plain-http PUBLIC_URL on a public host', () => {
    const refused = start({ ALLOW_TEST_PAYMENTS: 'true', PUBLIC_URL: 'http://msoul.example' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('PUBLIC_URL: must be an https:// URL');
  });

  it('refuses a scan host that a browser reads as another site', () => {
    const refused = start({
      ALLOW_TEST_PAYMENTS: 'true',
      PUBLIC_URL: 'https://msoul.example',
      SCAN_HOST_URL: '//evil.example',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('SCAN_HOST_URL: must be a path starting with /');
  });

  it('accepts http on a loopback address (a local trial of the production build)', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY,
        ALLOW_TEST_PAYMENTS: 'true',
        PUBLIC_URL: 'http://127.0.0.1:5000',
        DATA_DIR: dataDir(),
      }),
    ).not.toThrow();
  });

  it('makes a DATA_DIR created beforehand with 0755 private', () => {
    const dir = join(dataDir(), 'data');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe('a production app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_startup',
      STRIPE_WEBHOOK_SECRET: 'whsec_startup',
      PUBLIC_URL: 'https://msoul.example',
      DATA_DIR: dataDir(),
    });
    t = await createTestApp({
      settings: {
        apiDocs: config.apiDocs,
        publicUrl: config.publicUrl,
        adminTotpOptional: config.adminTotpOptional,
      },
    });
  });
  afterAll(() => t.close());

  it('serves no API documentation unless API_DOCS=true', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(404);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY,
        ALLOW_TEST_PAYMENTS: 'true',
        PUBLIC_URL: 'https://msoul.example',
        API_DOCS: 'true',
        DATA_DIR: dataDir(),
      }).apiDocs,
    ).toBe(true);
  });

  it('refuses an admin without two-factor authentication unless ADMIN_TOTP_OPTIONAL=true', async () => {
    const password = 'a long and unusual admin passphrase';
    await t.testDatabase.database.db
      .insert(admins)
      .values({ username: 'no-totp', passwordHash: await hashPassword(password) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'no-totp', password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'totp_required' } });
    expect(res.json().token).toBeUndefined();
  });

  it('sends HSTS on pages and API answers', async () => {
    for (const url of ['/', '/api/questions/storm']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
  });
});
