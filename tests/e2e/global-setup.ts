/**
 * Browser tests run against the production build, started once for the whole e2e project:
 * `node dist/server/main.js` with a throwaway DATA_DIR and a free port (scripts/built-server.mjs).
 * The base URL reaches the test files through `inject('baseURL')`.
 *
 * The server logs at 'info' (one line per request) into test-results/e2e-server.log; at the end
 * of the run no line of it may hold a canary (helpers/log-canaries.ts), or the run fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT, startBuiltServer } from '../../scripts/built-server.mjs';
import { describeLeaks, findLeaks, readCanaries } from './helpers/log-canaries';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: its outbox (DATA_DIR/outbox) holds every e-mail it sent. */
    dataDir: string;
    /** The server's SECRET_KEY: the admin CLI run beside it (tests/e2e/helpers/admin.ts) needs it. */
    secretKey: string;
    /** Where every server of the run appends its output (tests that start their own, too). */
    serverLog: string;
    /** Where the tests record the values no log line may hold (helpers/log-canaries.ts). */
    canaryFile: string;
  }
}

const RESULTS_DIR = join(PROJECT_ROOT, 'test-results');
const SERVER_LOG = join(RESULTS_DIR, 'e2e-server.log');
const CANARY_FILE = join(RESULTS_DIR, 'e2e-canaries.jsonl');

function leaksInServerLog() {
  return findLeaks(readFileSync(SERVER_LOG, 'utf8'), readCanaries(CANARY_FILE));
}

/** Fails the run (vitest only logs an error thrown by a teardown) when the log holds a canary. */
function checkServerLog(): void {
  const leaks = leaksInServerLog();
  if (leaks.length === 0) return;
  process.exitCode = 1;
  throw new Error(describeLeaks(leaks, SERVER_LOG));
}

export default async function setup(project: TestProject) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(SERVER_LOG, '');
  writeFileSync(CANARY_FILE, '');
  const server = await startBuiltServer({
    label: 'e2e',
    logFile: SERVER_LOG,
    env: { LOG_LEVEL: 'info' },
  });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  project.provide('secretKey', server.secretKey);
  project.provide('serverLog', SERVER_LOG);
  project.provide('canaryFile', CANARY_FILE);
  return async () => {
    // Checked before the stop too: should stopping outlast vitest's teardown timeout (10 s), the
    // process exits early, and the exit code must already say what was found.
    if (leaksInServerLog().length > 0) process.exitCode = 1;
    await server.stop();
    // The log stream gets the server's last lines just after it exits.
    await new Promise((done) => setTimeout(done, 250));
    checkServerLog();
  };
}
