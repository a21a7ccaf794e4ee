import { chmodSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { type Database, openDatabase, targetFromConfig } from './client';
import type { PgliteThread } from './pglite-thread';

/**
 * The embedded database (PGlite) admits one process. The server therefore shares its open
 * database with local commands (the admin CLI) over a Unix socket in DATA_DIR, speaking the
 * PostgreSQL protocol (@electric-sql/pglite-socket); a command finding no server opens PGlite
 * itself. DATA_DIR/pglite.pid names the process that has PGlite open ('<pid> server|cli'), so a
 * command never opens the directory while a server that does not share it is running.
 */
const SOCKET_DIR = 'socket';
/** The file name libpq and node-postgres look for in a socket directory (port 5432). */
const SOCKET_FILE = '.s.PGSQL.5432';
const CLAIM_FILE = 'pglite.pid';
/** sun_path holds 108 bytes on Linux (104 on macOS), with the final NUL. */
const MAX_SOCKET_PATH = 103;
/** A command that stalls mid-transaction would block the server's own queries: cut it off. */
const IDLE_TIMEOUT_MS = 30_000;
/** A command normally holds PGlite for a second or two; a server starting waits this long. */
const CLI_WAIT_MS = 10_000;
/** A command finding a server that is still starting (no socket yet) waits this long. */
const SERVER_WAIT_MS = 5_000;
/** The server answers at once unless a long transaction of its own holds the database. */
const PING_TIMEOUT_MS = 15_000;

type Role = 'server' | 'cli';
type Claim = { pid: number; role: Role };
type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/** The directory holding the socket: pg's `host` for a Unix socket is this directory. */
export function localSocketDir(dataDir: string): string {
  return join(dataDir, SOCKET_DIR);
}

/** The data directory is in use by another process; the message is one line for the operator. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process other than this one that has PGlite open, or null. */
function liveClaim(dataDir: string): Claim | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, CLAIM_FILE), 'utf8');
  } catch {
    return null;
  }
  const match = /^(\d+) (server|cli)\s*$/.exec(text);
  if (!match) return null;
  const claim = { pid: Number(match[1]), role: match[2] as Role };
  return claim.pid !== process.pid && isAlive(claim.pid) ? claim : null;
}

function writeClaim(dataDir: string, role: Role, exclusive: boolean): boolean {
  try {
    writeFileSync(join(dataDir, CLAIM_FILE), `${process.pid} ${role}\n`, {
      mode: 0o600,
      flag: exclusive ? 'wx' : 'w',
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes the claim only while it is still this process's (a later server may own it). */
function releaseClaim(dataDir: string): void {
  const file = join(dataDir, CLAIM_FILE);
  try {
    if (readFileSync(file, 'utf8').startsWith(`${process.pid} `)) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Whether a process listens on the socket (a file left by a killed server refuses). */
function socketAccepts(dir: string, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ path: join(dir, SOCKET_FILE) });
    const finish = (accepted: boolean) => {
      socket.destroy();
      done(accepted);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** The server's hold on an embedded DATA_DIR (main.ts). */
export type LocalDatabaseHost = {
  /** Starts the socket for local commands; a failure is logged, the server runs on without it. */
  share(thread: PgliteThread, logger: Logger): Promise<void>;
  /** Closes the socket (before the database closes). */
  stopSharing(): Promise<void>;
  /** Drops the claim on DATA_DIR (after the database has closed). */
  release(): void;
};

/**
 * Claims DATA_DIR for the server before it opens PGlite: refuses when another server is sharing
 * it, and waits for an admin command that has PGlite open to finish.
 */
export async function claimLocalDatabase(dataDir: string): Promise<LocalDatabaseHost> {
  const dir = localSocketDir(dataDir);
  if (await socketAccepts(dir)) {
    throw new DataDirBusyError(
      `Another server is running with this DATA_DIR (${dataDir}); stop it first.`,
    );
  }
  const deadline = Date.now() + CLI_WAIT_MS;
  // A claim still there after the wait names a reused pid, not a command: taken over below.
  while (liveClaim(dataDir)?.role === 'cli' && Date.now() < deadline) await sleep(100);
  writeClaim(dataDir, 'server', false);

  let sharedBy: PgliteThread | null = null;
  const socketPath = join(dir, SOCKET_FILE);
  return {
    async share(thread, logger) {
      if (socketPath.length > MAX_SOCKET_PATH) {
        logger.warn(
          { socketPath },
          'DATA_DIR is too deep for a Unix socket: admin commands need the server stopped',
        );
        return;
      }
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        chmodSync(dir, 0o700);
        // Left by a server that was killed: nobody listens on it (checked above).
        rmSync(socketPath, { force: true });
        await thread.serveSocket(socketPath, { maxConnections: 4, idleTimeout: IDLE_TIMEOUT_MS });
        sharedBy = thread;
        chmodSync(socketPath, 0o600);
        logger.info({ socketDir: dir }, 'sharing the embedded database with admin commands');
      } catch (error) {
        logger.warn(
          { err: error },
          'could not share the embedded database: admin commands need the server stopped',
        );
      }
    },
    async stopSharing() {
      if (!sharedBy) return;
      const stopping = sharedBy;
      sharedBy = null;
      await stopping.stopSocket();
      rmSync(socketPath, { force: true });
      rmSync(dir, { recursive: true, force: true });
    },
    release() {
      releaseClaim(dataDir);
    },
  };
}

/** The database an admin command works on, and how it was reached. */
export type CommandDatabase = {
  database: Database;
  via: 'postgres' | 'server' | 'pglite';
  close(): Promise<void>;
};

/**
 * Opens the database for a command run beside (or without) the server: PostgreSQL when
 * DATABASE_URL is set; else the running server's socket; else PGlite itself, claimed so that a
 * server starting meanwhile waits. Throws DataDirBusyError when neither is possible.
 */
export async function openCommandDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<CommandDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'pg', url: config.databaseUrl, poolSize: 2 });
    return { database, via: 'postgres', close: () => database.close() };
  }
  const dir = localSocketDir(config.dataDir);
  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    if (await socketAccepts(dir)) {
      // node-postgres reads `host` as a socket directory when it is a path.
      const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
      const database = await openDatabase({ kind: 'pg', url, poolSize: 1 });
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        database.ping().then(() => true),
        new Promise<false>((done) => {
          timer = setTimeout(() => done(false), PING_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!answered) {
        void database.close().catch(() => {});
        throw new DataDirBusyError(
          `The server running with this DATA_DIR did not answer on ${dir}; try again, or stop it first.`,
        );
      }
      return { database, via: 'server', close: () => database.close() };
    }
    const claim = liveClaim(config.dataDir);
    if (claim?.role === 'cli') {
      throw new DataDirBusyError(
        `Another admin command (pid ${claim.pid}) is using this DATA_DIR; try again when it has finished.`,
      );
    }
    if (claim?.role === 'server') {
      // A server still starting opens its socket after its migrations.
      if (Date.now() < deadline) {
        await sleep(250);
        continue;
      }
      throw new DataDirBusyError(
        `The server (pid ${claim.pid}) is running with this DATA_DIR and not sharing its database; stop it first (or, if no server is running, delete ${join(config.dataDir, CLAIM_FILE)}).`,
      );
    }
    // A claim naming a dead process is stale.
    releaseStale(config.dataDir);
    if (writeClaim(config.dataDir, 'cli', true)) break;
  }
  try {
    const database = await openDatabase(targetFromConfig(config));
    return {
      database,
      via: 'pglite',
      close: async () => {
        try {
          await database.close();
        } finally {
          releaseClaim(config.dataDir);
        }
      },
    };
  } catch (error) {
    releaseClaim(config.dataDir);
    throw error;
  }
}

function releaseStale(dataDir: string): void {
  if (liveClaim(dataDir)) return;
  rmSync(join(dataDir, CLAIM_FILE), { force: true });
}
