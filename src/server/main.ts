import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, targetFromConfig } from './db/client';
import { claimLocalDatabase } from './db/local-socket';
import { applyMigrations } from './db/migrate';
import { loggerOptions } from './logger';
import { seedQuestions } from './modules/questions/question-repository';
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

  const logger = pino(loggerOptions(config.logLevel));
  // Embedded PGlite admits one process: claim DATA_DIR first, then share it with the admin CLI.
  const local = config.databaseUrl ? null : await claimLocalDatabase(config.dataDir);
  const database = await openDatabase(targetFromConfig(config));
  await applyMigrations(database);
  await seedQuestions(database.db);
  if (local && database.kind === 'pglite') await local.share(database.pglite, logger);
  const services = await startServices(config, database, logger);

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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await local?.stopSharing();
    await app.close();
    await services.stop();
    await database.close();
    local?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
