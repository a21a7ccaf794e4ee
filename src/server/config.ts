import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
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

const urlString = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL (${what})` });

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
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
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
  STRIPE_PAYMENT_LINK_DETONATION: optionalString.pipe(
    urlString('a Stripe Payment Link').optional(),
  ),
  STRIPE_PAYMENT_LINK_DETONATION_FOSM: optionalString.pipe(
    urlString('a Stripe Payment Link').optional(),
  ),
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
        (value) => value.startsWith('/') || /^https?:\/\//.test(value),
        'must be a path starting with / or an http(s) URL',
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

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
  payments: PaymentsConfig;
  mail: MailConfig;
};

/** Which payment provider takes the money (DESIGN §1.6): the built-in test mode, or Stripe. */
export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Set only by tests: a local fake of Stripe's API. */
      apiBase: string | undefined;
      paymentLinks: { detonation: string | undefined; detonation_fosm: string | undefined };
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
  if (result.data.NODE_ENV === 'production' && !result.data.SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: is required when NODE_ENV=production (32+ characters)',
    );
  }
  return result.data;
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
    paymentLinks: {
      detonation: env.STRIPE_PAYMENT_LINK_DETONATION,
      detonation_fosm: env.STRIPE_PAYMENT_LINK_DETONATION_FOSM,
    },
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
    metricsToken: parsed.METRICS_TOKEN,
    trustProxy: parsed.TRUST_PROXY,
    payments: paymentsConfig(parsed),
    mail: mailConfig(parsed, dataDir),
  };
}
