import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PAID_PRODUCTS, type PaidProduct, paymentLinkVariableOf } from '../shared/catalog';
import { DEFAULT_SCAN_HOST_URL, DEFAULT_SUPPORT_EMAIL } from '../shared/runtime-settings';
import { DEFAULT_SAFETY_RESOURCES, SAFETY_RESOURCES_SEPARATOR } from '../shared/safety/resources';

/**
 * Environment variables, read once at start-up and validated here. Every variable the product
 * reads is in this schema; README.md's configuration table documents the same list.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An on/off switch: only the words 'true' and 'false' (unset is the default given). */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true'));

const urlString = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL (${what})` });

/** A record with one entry per key (Object.fromEntries would lose the key type). */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (const key of keys) record[key] = value(key);
  return record;
}

function paymentLinkShape() {
  const link = optionalString.pipe(urlString('a Stripe Payment Link').optional());
  return recordOf(PAID_PRODUCTS.map(paymentLinkVariableOf), () => link);
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(5000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(urlString('the address people use to reach the site').optional()),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
  SAFETY_RESOURCES: optionalString.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(SAFETY_RESOURCES_SEPARATOR)
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      )
      .pipe(
        z
          .array(z.string().max(200, 'each entry must be at most 200 characters'))
          .min(1, "must name at least one place to get help ('|' between entries)")
          .max(6, 'must have at most 6 entries'),
      )
      .optional(),
  ),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 100000')
    // A load test from one address needs thousands (docs/performance.md, 'API under load').
    .max(100_000, 'must be between 1 and 100000')
    .default(1),
  /** Report render threads (docs/decisions/017); unset: one per core. */
  REPORT_THREADS: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, 'must be between 1 and 64')
      .max(64, 'must be between 1 and 64')
      .optional(),
  ),
  /**
   * Practice reports each render thread renders at start-up, before its first real one
   * (docs/decisions/018); 0 turns the warm-up off.
   */
  REPORT_WARMUP_RENDERS: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number' })
      .int('must be an integer')
      .min(0, 'must be between 0 and 20')
      .max(20, 'must be between 0 and 20')
      .optional(),
  ),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** In production the built-in test checkout would hand out reports for free: opt in only. */
  ALLOW_TEST_PAYMENTS: flag(false),
  /** The OpenAPI pages at /api/docs: on by default outside production. */
  API_DOCS: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  /** In production an admin without a TOTP second step is refused unless this is 'true'. */
  ADMIN_TOTP_OPTIONAL: flag(false),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
  ),
  STRIPE_API_BASE: optionalString.pipe(urlString('a Stripe-compatible API for tests').optional()),
  // One Payment Link variable per paid product, named by the catalog.
  ...paymentLinkShape(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be a sender address')
    .default('mSoul <reports@msoul.app>'),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(\d|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be the number of proxies in front (1-9) or their addresses (comma-separated IPs or CIDR ranges)',
      )
      .transform((value): number | string[] =>
        /^\d$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim()),
      )
      .refine((value) => value !== 0, 'must be the number of proxies in front (1-9)')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SCAN_HOST_URL: optionalString.pipe(
    z
      .string()
      .refine(
        // '//host' and '/\\host' are read by browsers as another site: not paths.
        (value) => /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\\]/.test(value),
        'must be a path starting with / or an http(s) URL',
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Practice reports per render thread at start-up: enough for V8 to compile the hot paths. */
export const DEFAULT_WARMUP_RENDERS = 4;

export type Config = {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  secretKey: string;
  supportEmail: string;
  /** Where to get help: listed in flagged reports, and behind every report's help line. */
  safetyResources: readonly string[];
  scanHostUrl: string;
  /** Multiplies every per-IP rate limit (load tests, browser test runs from one address). */
  rateLimitMultiplier: number;
  /** How many threads render reports (REPORT_THREADS; by default the machine's cores). */
  reportThreads: number;
  /** Practice reports per render thread at start-up (REPORT_WARMUP_RENDERS). */
  reportWarmUpRenders: number;
  /**
   * The load balancer or reverse proxy whose X-Forwarded-For is believed (Fastify's trustProxy):
   * a hop count or its addresses. Unset, client addresses come from the socket.
   */
  trustProxy?: number | string[] | undefined;
  /**
   * Bearer token for GET /metrics; when unset, /metrics answers loopback addresses only.
   * Optional so that a caller building the app without it gets the loopback-only default.
   */
  metricsToken?: string | undefined;
  /** Whether /api/docs serves the OpenAPI pages (API_DOCS; off in production by default). */
  apiDocs: boolean;
  /** Whether an admin account without TOTP may log in (always outside production). */
  adminTotpOptional: boolean;
  payments: PaymentsConfig;
  mail: MailConfig;
};

/**
 * Which payment provider takes the money (docs/architecture.md §1.6): the built-in test mode, or
 * Stripe.
 */
export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Set only by tests: a local fake of Stripe's API. */
      apiBase: string | undefined;
      /** Each paid product's Payment Link (its catalog `paymentLinkVariable`). */
      paymentLinks: Record<PaidProduct, string | undefined>;
    };

/** Where e-mail goes: .eml files in DATA_DIR/outbox (the default), or an SMTP server. */
export type MailConfig = { from: string } & (
  | { transport: 'outbox'; outboxDir: string }
  | { transport: 'smtp'; smtpUrl: string }
);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; pure apart from reading `env`. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const missing = requiredTogether(result.data);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  }
  const unsafe = result.data.NODE_ENV === 'production' ? productionGaps(result.data) : [];
  if (unsafe.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${unsafe.join('\n  ')}`);
  }
  return result.data;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production fails closed (docs/operations.md): every setting whose default is only safe on a
 * developer's machine must be set, each line naming the variable to set.
 */
function productionGaps(env: Env): string[] {
  const lines: string[] = [];
  if (!env.SECRET_KEY) {
    lines.push('SECRET_KEY: is required when NODE_ENV=production (32+ characters)');
  }
  if (env.PAYMENTS_PROVIDER === 'local' && !env.ALLOW_TEST_PAYMENTS) {
    lines.push(
      'PAYMENTS_PROVIDER: the built-in test checkout takes no money; set PAYMENTS_PROVIDER=stripe when NODE_ENV=production (or ALLOW_TEST_PAYMENTS=true for a test deployment)',
    );
  }
  if (!env.PUBLIC_URL) {
    lines.push(
      'PUBLIC_URL: is required when NODE_ENV=production (the https:// address people use)',
    );
  } else {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
      lines.push('PUBLIC_URL: must be an https:// URL when NODE_ENV=production');
    }
  }
  return lines;
}

/** Variables that one choice makes mandatory, each named with why. */
function requiredTogether(env: Env): string[] {
  const lines: string[] = [];
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY)
      lines.push('STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe');
    if (!env.STRIPE_WEBHOOK_SECRET) {
      lines.push('STRIPE_WEBHOOK_SECRET: is required when PAYMENTS_PROVIDER=stripe');
    }
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    lines.push('SMTP_URL: is required when MAIL_TRANSPORT=smtp');
  }
  return lines;
}

function paymentsConfig(env: Env): PaymentsConfig {
  if (env.PAYMENTS_PROVIDER === 'local' || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return { provider: 'local' };
  }
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    paymentLinks: recordOf(PAID_PRODUCTS, (id) => env[paymentLinkVariableOf(id)]),
  };
}

function mailConfig(env: Env, dataDir: string): MailConfig {
  if (env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL) {
    return { from: env.MAIL_FROM, transport: 'smtp', smtpUrl: env.SMTP_URL };
  }
  return { from: env.MAIL_FROM, transport: 'outbox', outboxDir: join(dataDir, 'outbox') };
}

const SECRET_FILE = 'secret-key';

/** Outside production, a missing SECRET_KEY is generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads the configuration once at start-up: validates, then prepares DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepPrivate(dataDir);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    secretKey: parsed.SECRET_KEY ?? readOrCreateSecret(dataDir),
    supportEmail: parsed.SUPPORT_EMAIL,
    safetyResources: parsed.SAFETY_RESOURCES ?? DEFAULT_SAFETY_RESOURCES,
    scanHostUrl: parsed.SCAN_HOST_URL ?? DEFAULT_SCAN_HOST_URL,
    rateLimitMultiplier: parsed.RATE_LIMIT_MULTIPLIER,
    reportThreads: parsed.REPORT_THREADS ?? availableParallelism(),
    reportWarmUpRenders: parsed.REPORT_WARMUP_RENDERS ?? DEFAULT_WARMUP_RENDERS,
    metricsToken: parsed.METRICS_TOKEN,
    trustProxy: parsed.TRUST_PROXY,
    apiDocs: parsed.API_DOCS ? parsed.API_DOCS === 'true' : parsed.NODE_ENV !== 'production',
    adminTotpOptional: parsed.NODE_ENV !== 'production' || parsed.ADMIN_TOTP_OPTIONAL,
    payments: paymentsConfig(parsed),
    mail: mailConfig(parsed, dataDir),
  };
}

/**
 * DATA_DIR holds the database, the outbox and the secret key: only the server's user may enter
 * it. mkdir's mode does not change a folder made beforehand (often 0755), so it is set here; a
 * folder the server cannot chmod (another owner) stops the start with its path.
 */
function keepPrivate(dataDir: string): void {
  if ((statSync(dataDir).mode & 0o777) === 0o700) return;
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${dataDir} must be readable by this user only (chmod 700 it, or make this user its owner)`,
    );
  }
}
