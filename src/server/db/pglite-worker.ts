/**
 * The PGlite thread: owns the instance and runs what the server's thread sends it
 * (db/pglite-thread.ts). PGlite's WebAssembly is most of a write request's CPU time; here it
 * runs on a core of its own, beside the server's JavaScript instead of in turn with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { shareParsing } from './pglite-parsing';
import { type Call, errorShape, type Reply, type Request, type Started } from './pglite-protocol';
import { startSocketServer } from './pglite-socket-server';

type Open = { tx: Transaction; decide(commit: boolean): void; settled: Promise<unknown> };

/** Thrown into a transaction's callback to roll it back when the server's thread says so. */
const ROLL_BACK = Symbol('roll back');

async function serve(port: NonNullable<typeof parentPort>, dataDir: string | null): Promise<void> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  const views = shareParsing(pglite);
  const viewFor = { drizzle: views.forDrizzle, default: views.withDefaultParsing };
  const open = new Map<number, Open>();
  let serial = 0;
  let socket: { stop(): Promise<void> } | null = null;

  async function begin(): Promise<number> {
    const tx = ++serial;
    return new Promise<number>((started, failed) => {
      let decide: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      const settled = views.forDrizzle
        .transaction(async (handle) => {
          open.set(tx, { tx: handle, decide, settled });
          started(tx);
          if (!(await decided)) throw ROLL_BACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLL_BACK) throw error;
        });
      // A BEGIN that fails never reaches the callback: the caller hears of it here.
      settled.catch(failed);
    });
  }

  async function end(tx: number, commit: boolean): Promise<void> {
    const entry = open.get(tx);
    if (!entry) throw new Error('No such transaction');
    entry.decide(commit);
    try {
      await entry.settled;
    } finally {
      open.delete(tx);
    }
  }

  async function run(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const options = request.rowMode ? { rowMode: request.rowMode } : undefined;
        if (request.tx === null) {
          return viewFor[request.parsing].query(request.text, request.params, options);
        }
        const entry = open.get(request.tx);
        if (!entry) throw new Error('Transaction is closed');
        return entry.tx.query(request.text, request.params, options);
      }
      case 'exec':
        return viewFor[request.parsing].exec(request.text);
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'serveSocket': {
        const { path, maxConnections, idleTimeout } = request;
        socket = await startSocketServer(pglite, { path, maxConnections, idleTimeout });
        return null;
      }
      case 'stopSocket': {
        const stopping = socket;
        socket = null;
        await stopping?.stop();
        return null;
      }
      case 'close':
        await pglite.close();
        return null;
    }
  }

  port.on('message', (call: Call) => {
    run(call).then(
      (value) => port.postMessage({ id: call.id, ok: true, value } satisfies Reply),
      (error: unknown) =>
        port.postMessage({ id: call.id, ok: false, error: errorShape(error) } satisfies Reply),
    );
  });
}

if (parentPort) {
  const port = parentPort;
  const dataDir = typeof workerData === 'string' ? workerData : null;
  serve(port, dataDir).then(
    () => port.postMessage({ ok: true } satisfies Started),
    (error: unknown) => port.postMessage({ ok: false, error: errorShape(error) } satisfies Started),
  );
}
