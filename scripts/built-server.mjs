/**
 * Starts the production build (`dist/server/main.js`) as a child process, the way an operator
 * would: a throwaway DATA_DIR (embedded PGlite), a random SECRET_KEY, a free port on 127.0.0.1,
 * and its own process group so that stopping it also stops anything it spawned.
 * Used by the browser tests (tests/e2e/global-setup.ts) and the web benchmark (bench-web.mjs).
 *
 * The server runs from a copy of dist/ in a temporary directory (node_modules linked), so that a
 * rebuild during the run (the build empties dist/ first) cannot pull the assets from under it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(PROJECT_ROOT, 'dist/server/main.js');

const DEFAULT_READY_TIMEOUT_MS = 60_000;

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('could not pick a free port'))));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function killGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', () => done()));
  killGroup(child, 'SIGTERM');
  const inTime = await Promise.race([exited.then(() => true), sleep(8_000).then(() => false)]);
  if (!inTime) {
    killGroup(child, 'SIGKILL');
    await Promise.race([exited, sleep(2_000)]);
  }
}

/** Resolves once GET /readyz answers 200; see built-server.d.mts for the options. */
export async function startBuiltServer(options = {}) {
  const { env = {}, readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS, nodeEnv = 'test' } = options;
  const label = options.label ?? 'built-server';
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `No production build at ${SERVER_ENTRY}: run npm run build first (npm test builds before the browser tests).`,
    );
  }
  const workDir = await mkdtemp(join(tmpdir(), `msoul-${label}-`));
  cpSync(join(PROJECT_ROOT, 'dist'), join(workDir, 'dist'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  const entry = join(workDir, 'dist/server/main.js');
  if (!existsSync(entry)) {
    await rm(workDir, { recursive: true, force: true });
    throw new Error('dist/ changed while it was copied (a build running?): try again');
  }
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Local commands (the admin CLI) need the same key: returned with the server.
  const secretKey = env.SECRET_KEY ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      SECRET_KEY: secretKey,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Links the server makes (checkout pages, redirects) use the address the tests browse.
      PUBLIC_URL: baseURL,
      // Every browser test speaks from 127.0.0.1; the limits themselves are covered by API tests.
      RATE_LIMIT_MULTIPLIER: '50',
      // A production build on a test machine: the test checkout and admins without TOTP are
      // allowed explicitly, as production refuses both by default (docs/operations.md).
      ...(nodeEnv === 'production'
        ? { ALLOW_TEST_PAYMENTS: 'true', ADMIN_TOTP_OPTIONAL: 'true' }
        : {}),
      ...env,
    },
  });
  let output = '';
  // Every line the server writes, kept whole when asked (the log checks read it afterwards).
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
    log?.write(chunk);
  };
  child.once('close', () => log?.end());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopping = false;
  let ready = false;
  /** How the process ended, for tests that signal it themselves. */
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  child.once('exit', (code, signal) => {
    if (stopping || !ready) return;
    // Every later request would fail with ECONNREFUSED: say why, once, where the runner shows it.
    console.error(
      `\n[${label}] the server under test exited during the run (code ${code}, signal ${signal}). Its last output:\n${output}\n`,
    );
  });

  const stop = async () => {
    stopping = true;
    await stopChild(child);
    await rm(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready. Its output:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        ready = true;
        const kill = async () => {
          stopping = true;
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((done) => child.once('exit', () => done()));
          killGroup(child, 'SIGKILL');
          await exited;
        };
        const sendSignal = (signal) => {
          stopping = true;
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        };
        return { baseURL, dataDir, secretKey, stop, kill, sendSignal, exited };
      }
      lastError = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `The server was not ready within ${readyTimeoutMs / 1000} s (${lastError}). Its output:\n${output}`,
  );
}
