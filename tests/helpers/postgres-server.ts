import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL server of a test's own, for tests that stop or restart the server (the
 * shared TEST_DATABASE_URL serves other test files at the same time). Mirrors
 * scripts/with-postgres.sh: initdb in a temp dir, run as a non-root user, a fixed free loopback
 * port kept across restarts, fsync off.
 */
export type PostgresServer = {
  /** `postgres://<user>@127.0.0.1:<port>/postgres`, valid across restarts. */
  url: string;
  /** `pg_ctl restart`; 'immediate' drops every connection at once, as a crash would. */
  restart(options?: { mode?: ShutdownMode }): Promise<void>;
  /** `pg_ctl stop` (default mode 'fast'): the server is down until start(). */
  stop(options?: { mode?: ShutdownMode }): Promise<void>;
  /** Starts a stopped server again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops the server (immediate) and removes its files. */
  close(): Promise<void>;
};

export type ShutdownMode = 'smart' | 'fast' | 'immediate';

const run = promisify(execFile);

/** The newest installed server binaries (Debian: /usr/lib/postgresql/<major>/bin). */
function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const dirs = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .map((major) => join(root, major, 'bin'))
        .filter((dir) => existsSync(join(dir, 'postgres')))
    : [];
  const dir = dirs.at(-1);
  if (!dir) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql.');
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinDir();
  // PostgreSQL refuses to run as root: as root, run it as the system user 'postgres'.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    await run('sh', [
      '-c',
      `id ${user} >/dev/null 2>&1 || useradd --system --no-create-home ${user}`,
    ]);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', user, '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);

  const workDir = await mkdtemp(join(tmpdir(), 'msoul-pg-'));
  await chmod(workDir, 0o755);
  const dataDir = join(workDir, 'data');
  const socketDir = join(workDir, 'socket');
  await mkdir(dataDir);
  await mkdir(socketDir);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', user]);
    const uid = Number(stdout.trim());
    await chown(dataDir, uid, -1);
    await chown(socketDir, uid, -1);
  }
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', user, '--auth=trust', '-E', 'UTF8']);

  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const logFile = join(dataDir, 'server.log');
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-o', options, 'start']);
  };
  const stop = async ({ mode = 'fast' }: { mode?: ShutdownMode } = {}) => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();

  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    restart: async ({ mode = 'immediate' } = {}) => {
      await pg('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-m',
        mode,
        '-w',
        '-o',
        options,
        'restart',
      ]);
    },
    stop,
    start,
    close: async () => {
      await stop({ mode: 'immediate' }).catch(() => {});
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
