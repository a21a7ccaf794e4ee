import { type PGlite, protocol } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite has one database and ignores the user, but a startup naming another database (or no
 * user) ends in a FATAL after which no later client can connect until the server restarts: every
 * client gets the one startup that works.
 */
const STARTUP = protocol.serialize.startup({ user: 'postgres', database: 'postgres' });
const PROTOCOL_3 = 196_608;

function isStartup(message: Uint8Array): boolean {
  return (
    message.length >= 8 &&
    new DataView(message.buffer, message.byteOffset, message.byteLength).getInt32(4) === PROTOCOL_3
  );
}

/**
 * pglite-socket serialises its clients' messages among themselves, but under PGlite's query lock
 * only: the server's own transactions (which hold PGlite's transaction lock) would interleave
 * with a command's, and one side's ROLLBACK would undo the other's writes. This view of the
 * PGlite instance makes each unit a socket client sends (an extended-protocol exchange up to
 * Sync, a simple query, or a whole transaction) hold the transaction lock, so it runs between the
 * server's own queries and transactions, never inside one.
 */
function serialisedForSocket(pglite: PGlite): { view: PGlite; reset(): Promise<void> } {
  let release: (() => void) | null = null;
  let lastType = -1;
  // Startup (first byte 0, the length's high byte), simple Query ('Q'), Sync ('S'), Terminate ('X').
  const endsUnit = () => [0, 0x51, 0x53, 0x58].includes(lastType);
  const hold = () =>
    new Promise<void>((held) => {
      void pglite._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            release = done;
            held();
          }),
      );
    });
  const letGo = () => {
    const done = release;
    release = null;
    done?.();
  };
  // Ends whatever the client left open (a disconnect, an error, shutdown), then lets go. Acts
  // only while holding the lock: otherwise the open transaction would be the server's own.
  let resetting: Promise<void> | null = null;
  const endHeldUnit = async () => {
    try {
      await pglite.runExclusive(async () => {
        if (!release) return;
        if (!endsUnit()) await pglite.execProtocolRaw(protocol.serialize.sync());
        if (pglite.isInTransaction()) {
          await pglite.execProtocolRaw(protocol.serialize.query('ROLLBACK'));
        }
      });
    } finally {
      lastType = -1;
      letGo();
    }
  };
  const reset = (): Promise<void> => {
    if (!release) return Promise.resolve();
    resetting ??= endHeldUnit().finally(() => {
      resetting = null;
    });
    return resetting;
  };
  const overrides: Record<string, unknown> = {
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      if (!release) await hold();
      try {
        const result = await pglite.runExclusive(fn);
        if (endsUnit() && !pglite.isInTransaction()) letGo();
        return result;
      } catch (error) {
        await reset().catch(() => {});
        throw error;
      }
    },
    execProtocolRawStream(
      message: Uint8Array,
      options: Parameters<PGlite['execProtocolRawStream']>[1],
    ): Promise<void> {
      lastType = message[0] ?? -1;
      return pglite.execProtocolRawStream(isStartup(message) ? STARTUP : message, options);
    },
    // pglite-socket asks this to keep a client's transaction to that client, and on disconnect
    // to decide whether to roll back: what matters is whether a socket unit is under way.
    isInTransaction: () => release !== null,
    // Called by pglite-socket only to roll back after a client left mid-transaction.
    async exec(): Promise<[]> {
      await reset();
      return [];
    },
  };
  const view = new Proxy(pglite, {
    get(target, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) {
        return overrides[property];
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: call them on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { view, reset };
}

/** A socket server on the instance for admin commands (db/local-socket.ts has the why). */
export async function startSocketServer(
  pglite: PGlite,
  options: { path: string; maxConnections: number; idleTimeout: number },
): Promise<{ stop(): Promise<void> }> {
  const serialised = serialisedForSocket(pglite);
  const server = new PGLiteSocketServer({ db: serialised.view, ...options });
  await server.start();
  return {
    async stop() {
      await server.stop();
      await serialised.reset();
    },
  };
}
