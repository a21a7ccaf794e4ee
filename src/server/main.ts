import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, targetFromConfig } from './db/client';
import { claimLocalDatabase } from './db/local-socket';
import { applyMigrations } from './db/migrate';
import { logDestination, loggerOptions } from './logger';
import { seedQuestions } from './modules/questions/question-repository';
import { digestStoredCapabilityIds } from './modules/upgrades/digest-stored-capability-ids';
import { createSubmissionSigner } from './security/submission-signature';
import { startServices } from './services';

/**
 * Process entry: configuration -> database (+ migrations, question sets) -> services (payments,
 * mail, job queue) -> HTTP.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino(loggerOptions(config.logLevel), logDestination());
  // Embedded PGlite admits one process: claim DATA_DIR first, then share it with the admin CLI.
  const local = config.databaseUrl ? null : await claimLocalDatabase(config.dataDir);
  const database = await openDatabase(targetFromConfig(config));
  await applyMigrations(database);
  const upgraded = await digestStoredCapabilityIds(
    database.db,
    createSubmissionSigner(config.secretKey),
  );
  if (Object.values(upgraded).some((count) => count > 0)) {
    logger.info(upgraded, 'stored capability ids rewritten as digests');
  }
  await seedQuestions(database.db);
  if (local && database.kind === 'pglite') await local.share(database.thread, logger);
  const services = await startServices(config, database, logger);
  // The render threads load the engine and the renderers now, not with the first paid report.
  services.renderer.warm();

  // In the bundle this file is dist/server/main.js and the built client is dist/client; run from
  // source (npm run dev) there is no app shell beside it and Vite serves the client instead.
  const builtClient = fileURLToPath(new URL('../client', import.meta.url));
  const clientDir = existsSync(`${builtClient}/app-shell.html`) ? builtClient : null;
  if (!clientDir)
    logger.warn('no client build found: serving the API only (npm run dev serves the client)');

  const app = await buildApp({ config, database, services, clientDir, logger });
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { port: config.port, host: config.host, database: database.kind },
    'server listening',
  );

  // SIGTERM (or Ctrl-C): stop taking jobs and new connections, let running requests and jobs
  // finish, then close the queue, the mailer and the pool, in that order (the jobs and requests
  // use all three). A second signal, or a shutdown longer than the bound, exits at once: a job
  // cut short is retried by pg-boss, since every step is idempotent in the database.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ afterMs: SHUTDOWN_BOUND_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    try {
      await local?.stopSharing();
      await Promise.all([app.close(), stopWorkers(services.boss)]);
      await services.stop();
      await database.close();
      local?.release();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Within a container's usual grace period (30 s) before it sends SIGKILL. */
const SHUTDOWN_BOUND_MS = 25_000;

/** Stops every worker from fetching, waiting for the jobs each is running to finish. */
async function stopWorkers(boss: PgBoss): Promise<void> {
  const queues = new Set(boss.getWipData().map((worker) => worker.name));
  await Promise.all([...queues].map((name) => boss.offWork(name, { wait: true })));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
