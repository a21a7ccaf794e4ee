import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAID_PRODUCTS, products } from '../shared/catalog';
import { ConfigError, envSchema, loadConfig, parseEnv } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'msoul-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SECRET_KEY).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
    [{ SCAN_HOST_URL: 'javascript:alert(1)' }, 'SCAN_HOST_URL'],
    [{ SCAN_HOST_URL: '//evil.example' }, 'SCAN_HOST_URL'],
    [{ SCAN_HOST_URL: '/\\evil.example' }, 'SCAN_HOST_URL'],
    [{ API_DOCS: 'yes' }, 'API_DOCS'],
    [{ ALLOW_TEST_PAYMENTS: '1' }, 'ALLOW_TEST_PAYMENTS'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REPORT_THREADS: '0' }, 'REPORT_THREADS'],
    [{ REPORT_THREADS: '1.5' }, 'REPORT_THREADS'],
    [{ REPORT_THREADS: 'all' }, 'REPORT_THREADS'],
    [{ REPORT_THREADS: '65' }, 'REPORT_THREADS'],
    [{ REPORT_WARMUP_RENDERS: '-1' }, 'REPORT_WARMUP_RENDERS'],
    [{ REPORT_WARMUP_RENDERS: '21' }, 'REPORT_WARMUP_RENDERS'],
    [{ REPORT_WARMUP_RENDERS: 'some' }, 'REPORT_WARMUP_RENDERS'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`${name}: `));
  });

  it.each([
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ STRIPE_SECRET_KEY: 'pk_test_x' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_PAYMENT_LINK_DETONATION: 'buy.stripe.com/x' }, 'STRIPE_PAYMENT_LINK_DETONATION'],
    [{ MAIL_TRANSPORT: 'carrier-pigeon' }, 'MAIL_TRANSPORT'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ PAYMENTS_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
  ])('rejects the payment and mail setting %j naming %s', (env, name) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`${name}: `));
  });

  it('requires SECRET_KEY, real payments and an https PUBLIC_URL in production', () => {
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: 'k'.repeat(32),
      ALLOW_TEST_PAYMENTS: 'true',
      PUBLIC_URL: 'https://msoul.example',
    };
    expect(parseEnv(production).SECRET_KEY).toBe('k'.repeat(32));
    const { SECRET_KEY: _key, ...withoutKey } = production;
    expect(() => parseEnv(withoutKey)).toThrow(/SECRET_KEY: is required/);
    const { ALLOW_TEST_PAYMENTS: _allow, ...testCheckout } = production;
    expect(() => parseEnv(testCheckout)).toThrow(/PAYMENTS_PROVIDER: /);
    expect(() => parseEnv({ ...production, PUBLIC_URL: 'http://msoul.example' })).toThrow(
      /PUBLIC_URL: must be an https/,
    );
    expect(parseEnv({ ...production, PUBLIC_URL: 'http://[::1]:5000' }).PUBLIC_URL).toBe(
      'http://[::1]:5000',
    );
  });

  it('accepts paths and absolute http(s) URLs as the scan host', () => {
    for (const ok of ['/start-scan', 'https://scan.example/start?x=1', 'http://localhost:3000']) {
      expect(parseEnv({ SCAN_HOST_URL: ok }).SCAN_HOST_URL).toBe(ok);
    }
  });

  it('turns the API documentation off in production unless API_DOCS=true', () => {
    const dir = tempDir();
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: 'k'.repeat(32),
      ALLOW_TEST_PAYMENTS: 'true',
      PUBLIC_URL: 'https://msoul.example',
      DATA_DIR: dir,
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).adminTotpOptional).toBe(false);
    expect(loadConfig({ ...production, ADMIN_TOTP_OPTIONAL: 'true' }).adminTotpOptional).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    for (const bad of ['0', 'true', 'proxy.example.com', '10.0.0.1;rm']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be/);
    }
  });

  it('renders reports on one thread per core unless REPORT_THREADS says otherwise', () => {
    expect(parseEnv({}).REPORT_THREADS).toBeUndefined();
    expect(parseEnv({ REPORT_THREADS: '3' }).REPORT_THREADS).toBe(3);
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).reportThreads).toBe(availableParallelism());
    expect(loadConfig({ DATA_DIR: dataDir, REPORT_THREADS: '1' }).reportThreads).toBe(1);
  });

  it('warms each render thread up with four practice reports unless told otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).reportWarmUpRenders).toBe(4);
    const warmUps = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, REPORT_WARMUP_RENDERS: value }).reportWarmUpRenders;
    expect(warmUps('')).toBe(4);
    expect(warmUps('0')).toBe(0);
    expect(warmUps('20')).toBe(20);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SECRET_KEY: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('loadConfig', () => {
  it('generates a secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secretKey).toHaveLength(43);
    expect(second.secretKey).toBe(first.secretKey);
    const file = join(dir, 'secret-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('derives the public URL from the port and defaults the scan host to /start-scan', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '5123' });
    expect(config.publicUrl).toBe('http://localhost:5123');
    expect(config.scanHostUrl).toBe('/start-scan');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://msoul.example/' });
    expect(config.publicUrl).toBe('https://msoul.example');
  });
});

describe('payments and mail configuration', () => {
  it('defaults to the built-in test checkout and the outbox in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.payments).toEqual({ provider: 'local' });
    expect(config.mail).toEqual({
      from: 'mSoul <reports@msoul.app>',
      transport: 'outbox',
      outboxDir: join(dir, 'outbox'),
    });
  });

  it('reads Stripe and SMTP settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_PAYMENT_LINK_DETONATION: 'https://buy.stripe.com/test_det',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Reports <r@example.com>',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_456',
      apiBase: undefined,
      paymentLinks: { detonation: 'https://buy.stripe.com/test_det', detonation_fosm: undefined },
    });
    expect(config.mail).toEqual({
      from: 'Reports <r@example.com>',
      transport: 'smtp',
      smtpUrl: 'smtp://user:pass@mail.example:587',
    });
  });
});

describe('README.md', () => {
  it("documents every variable the configuration reads, and no other (plus npm run dev's API_PORT)", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Production'));
    const documented = [...table.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)].flatMap((row) =>
      [row[1], row[2]].filter((name) => name !== undefined),
    );
    expect(documented.sort()).toEqual([...Object.keys(envSchema.shape), 'API_PORT'].sort());
  });

  it("reads every paid product's Payment Link from the variable the catalog names", () => {
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: tempDir(),
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
    };
    for (const id of PAID_PRODUCTS) {
      const variable = products[id].paymentLinkVariable;
      expect(variable, id).not.toBeNull();
      if (variable) env[variable] = `https://buy.stripe.com/test_${id}`;
    }
    const config = loadConfig(env);
    if (config.payments.provider !== 'stripe') throw new Error('expected the Stripe settings');
    expect(config.payments.paymentLinks).toEqual(
      Object.fromEntries(PAID_PRODUCTS.map((id) => [id, `https://buy.stripe.com/test_${id}`])),
    );
  });
});
