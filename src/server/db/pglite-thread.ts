import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { TEXT_TYPE_IDS } from './pglite-parsing';
import {
  type Call,
  errorFrom,
  type Parsing,
  type Reply,
  type Request,
  type Started,
} from './pglite-protocol';
import type { DrizzleView, PgBossView } from './pglite-views';

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * PGlite on a worker thread (db/pglite-worker.ts), and the views the server's thread uses: each
 * has just the members its user calls (db/pglite-views.ts), so nothing poses as a full PGlite.
 */
export type PgliteThread = {
  /** For drizzle: prepared statements, date and numeric types as text (db/pglite-parsing.ts). */
  forDrizzle: DrizzleView;
  /** For pg-boss: PGlite's default parsing (Date objects). */
  withDefaultParsing: PgBossView;
  /** Serves the wire protocol on a Unix socket, for admin commands (db/local-socket.ts). */
  serveSocket(path: string, limits: { maxConnections: number; idleTimeout: number }): Promise<void>;
  stopSocket(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Run from source (tests, npm run dev) this file is TypeScript and the worker goes through a
 * loader for it; in the server bundle both are JavaScript side by side in dist/server.
 */
function workerFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(
    fromSource ? './pglite-worker-from-source.mjs' : './pglite-worker.js',
    import.meta.url,
  );
}

/** drizzle passes its text-type parsers with every query; the worker has them installed. */
function rowModeOf(options: QueryOptions): 'array' | 'object' | undefined {
  const parsers = options?.parsers ?? {};
  if (!Object.keys(parsers).every((typeId) => TEXT_TYPE_IDS.has(typeId))) {
    throw new Error('Query parsers other than the text types cannot cross to the PGlite thread');
  }
  if (options?.serializers) {
    throw new Error('Query serializers cannot cross to the PGlite thread');
  }
  return options?.rowMode;
}

export async function openPgliteThread(dataDir: string | null): Promise<PgliteThread> {
  const worker = new Worker(workerFile(), { workerData: dataDir });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let serial = 0;
  let stopped: Error | null = null;

  // The thread keeps the process alive only while a call is under way (or it is opening).
  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return call;
  };
  const fail = (error: Error) => {
    stopped ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };

  let starting: { ready(): void; failed(error: Error): void } | null = null;
  const started = new Promise<void>((ready, failed) => {
    starting = { ready, failed };
  });
  worker.on('message', (message: Started | Reply) => {
    if (!('id' in message)) {
      if (message.ok) starting?.ready();
      else starting?.failed(errorFrom(message.error));
      return;
    }
    const call = settle(message.id);
    if (!call) return;
    if (message.ok) call.resolve(message.value);
    else call.reject(errorFrom(message.error));
  });
  let crash: Error | null = null;
  worker.on('error', (error) => {
    crash = error;
  });
  worker.on('exit', (code) => {
    if (stopped) return; // closed on purpose
    const error = new Error(`The PGlite thread stopped (exit code ${code})`, { cause: crash });
    if (starting) {
      starting.failed(error);
      fail(error);
      return;
    }
    fail(error);
    // As PGlite failing inside the server's own thread would: the process ends, and whatever
    // supervises it starts it again, rather than a server answering 503 for good.
    setImmediate(() => {
      throw error;
    });
  });
  await started;
  starting = null;
  worker.unref();

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++serial;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      worker.postMessage({ ...request, id } satisfies Call);
    });
  }

  const query =
    (parsing: Parsing, tx: number | null) =>
    async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results<T>>({ op: 'query', parsing, text, params, rowMode: rowModeOf(options), tx });

  const forDrizzle: DrizzleView = {
    query: query('drizzle', null),
    exec: (text) => send({ op: 'exec', parsing: 'drizzle', text }),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await send<number>({ op: 'begin' });
      let closed = false;
      const inside = query('drizzle', tx);
      const handle: Transaction = {
        query: async (text, params, options) => {
          if (closed) throw new Error('Transaction is closed');
          return inside(text, params, options);
        },
        sql: (strings, ...params) =>
          handle.query(
            strings.reduce((text, part, i) => `${text}$${i}${part}`),
            params,
          ),
        exec: () => Promise.reject(new Error('exec inside a transaction is not supported here')),
        rollback: async () => {
          closed = true;
          await send({ op: 'end', tx, commit: false });
        },
        listen: () => Promise.reject(new Error('listen is not supported here')),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(handle);
        if (!closed) {
          closed = true;
          await send({ op: 'end', tx, commit: true });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await send({ op: 'end', tx, commit: false });
        }
        throw error;
      }
    },
  };
  // pg-boss's adapter sends single statements and blocks; drizzle's view carries transactions.
  const withDefaultParsing: PgBossView = {
    query: query('default', null),
    exec: (text) => send({ op: 'exec', parsing: 'default', text }),
  };

  return {
    forDrizzle,
    withDefaultParsing,
    serveSocket: async (path, limits) => {
      await send({ op: 'serveSocket', path, ...limits });
    },
    stopSocket: async () => {
      await send({ op: 'stopSocket' });
    },
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      stopped = new Error('The database is closed');
      await worker.terminate();
    },
  };
}
