import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { type AppDeps, buildApp } from '../../src/server/app';
import type { MailConfig, PaymentsConfig } from '../../src/server/config';
import type { ReportJobOptions } from '../../src/server/jobs/report-jobs';
import { loggerOptions } from '../../src/server/logger';
import { type Services, startServices } from '../../src/server/services';
import { marketingRoutes } from '../../src/shared/routes';
import { HTML_PLACEHOLDERS } from '../../src/shared/runtime-settings';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_SETTINGS = {
  publicUrl: 'https://msoul.test',
  scanHostUrl: 'https://scan.msoul.test/start?from="home"',
  supportEmail: 'help@msoul.test',
  secretKey: 'test-secret-key-for-signing-submissions-0123456789',
  rateLimitMultiplier: 1,
  /** Unset: GET /metrics answers loopback addresses only (app.inject's default address). */
  metricsToken: undefined,
  apiDocs: true,
  adminTotpOptional: true,
} as const;

/** What report.deliver needs to put each recipient's report link in their e-mail. */
export const LINK_SETTINGS = {
  secretKey: TEST_SETTINGS.secretKey,
  publicUrl: TEST_SETTINGS.publicUrl,
} as const;

/**
 * A minimal built client in a temp dir: one small page per marketing route carrying the
 * placeholders, the app shell, the not-found page, one hashed asset and one public file.
 */
function writeClientFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'msoul-client-'));
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  };
  const html = (body: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${HTML_PLACEHOLDERS.publicUrl}/x"></head><body>${body}<a href="${HTML_PLACEHOLDERS.scanHostUrl}">scan</a><a href="mailto:${HTML_PLACEHOLDERS.supportEmail}">help</a>${'<p>filler</p>'.repeat(200)}</body></html>`;
  for (const route of marketingRoutes) {
    write(
      route.path === '/' ? 'index.html' : `${route.path}/index.html`,
      html(`page ${route.path}`),
    );
  }
  write('app-shell.html', html('shell'));
  write('404.html', html('not found page'));
  write('assets/app-abc123.js', 'console.log("app");');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export type TestApp = {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** The real payment provider, mailer and job queue the app runs with. */
  services: Services;
  /** Where the outbox mailer writes (MAIL_TRANSPORT=outbox). */
  outboxDir: string;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    settings?: Partial<AppDeps['config']>;
    /** The payment provider (default: the built-in test checkout). */
    payments?: PaymentsConfig;
    /** Where e-mail goes (default: an outbox in a temp dir, see `outboxDir`). */
    mail?: MailConfig;
    confirmWaitMs?: number;
    /** The report jobs' retry schedule (default: production's 5 s doubling). */
    reportJobs?: ReportJobOptions;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const clientDir = writeClientFixture();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions('info'), stream);
  const config = { ...TEST_SETTINGS, ...options.settings };
  const outboxDir = mkdtempSync(join(tmpdir(), 'msoul-outbox-'));
  const services = await startServices(
    {
      publicUrl: config.publicUrl,
      secretKey: config.secretKey,
      // One render thread: it starts with a test's first report and loads the engine from
      // source, a few seconds of CPU that every test file rendering a report pays.
      reportThreads: 1,
      payments: options.payments ?? { provider: 'local' },
      mail: options.mail ?? { from: 'mSoul <reports@msoul.test>', transport: 'outbox', outboxDir },
    },
    testDatabase.database,
    logger,
    options.reportJobs,
  );
  const app = await buildApp({
    config,
    database: testDatabase.database,
    services,
    confirmWaitMs: options.confirmWaitMs,
    clientDir,
    logger,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    testDatabase,
    services,
    outboxDir,
    logs,
    close: async () => {
      await app.close();
      await services.stop();
      await testDatabase.drop();
      rmSync(clientDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
