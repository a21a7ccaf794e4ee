/**
 * What the PGlite layer relies on beyond PGlite's and drizzle's documented APIs, checked so that
 * an upgrade which changes it fails here, by name, rather than as a hang or wrong rows elsewhere:
 * PGlite's internal locks (db/pglite-statements.ts, db/pglite-socket-server.ts), the parsers
 * drizzle passes with its queries (db/pglite-parsing.ts), what drizzle calls on the views it is
 * handed (db/pglite-views.ts), and the exact PGlite version all of this was checked against.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';
import { TEXT_TYPE_IDS } from './pglite-parsing';
import { type DrizzleClient, drizzleOn } from './pglite-views';

type Manifest = {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  overrides?: Record<string, Record<string, string> | string>;
};
type LockFile = {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
};

const PGLITE = '@electric-sql/pglite';

/** One small in-memory instance for the whole file (each takes seconds to start); closed last. */
const pglite = new PGlite();
beforeAll(() => pglite.waitReady, 60_000);
afterAll(async () => {
  if (!pglite.closed) await pglite.close();
});

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest of the PGlite that Node loads from here, found from its entry point upwards. */
function installedPglite(): Manifest {
  let dir = dirname(createRequire(import.meta.url).resolve(PGLITE));
  for (;;) {
    const path = join(dir, 'package.json');
    const manifest = existsSync(path) ? readJson<Manifest>(path) : null;
    if (manifest?.name === PGLITE) return manifest;
    if (dirname(dir) === dir) throw new Error(`No package.json of ${PGLITE} above its entry`);
    dir = dirname(dir);
  }
}

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

/** Runs `body` while another caller holds `lock`, then lets the lock go, whatever happened. */
async function whileHeld<T>(lock: Exclusive, body: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken = () => {};
  const held = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const done = lock(async () => {
    taken();
    await released;
  });
  await held;
  try {
    return await body();
  } finally {
    release();
    await done;
  }
}

/** Whether the promise settles (either way) within a short while: false for a waiting caller. */
async function settlesSoon(promise: Promise<unknown>, ms = 50): Promise<boolean> {
  const waited = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    waited,
  ]);
}

describe('the pinned PGlite version', () => {
  const root = new URL('../../../', import.meta.url);
  const manifest = readJson<Manifest>(new URL('package.json', root).pathname);
  const lock = readJson<LockFile>(new URL('package-lock.json', root).pathname);

  it('is exact in package.json and package-lock.json, and is the one installed', () => {
    const pinned = manifest.dependencies?.[PGLITE];
    // No range: a new PGlite arrives only by changing this line, and these checks run against it.
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedPglite().version).toBe(pinned);
    expect(lock.packages['']?.dependencies?.[PGLITE]).toBe(pinned);
    expect(lock.packages[`node_modules/${PGLITE}`]?.version).toBe(pinned);
  });

  it('is the one pglite-socket runs on too (the admin socket serves the same instance)', () => {
    expect(manifest.overrides?.['@electric-sql/pglite-socket']).toEqual({ [PGLITE]: `$${PGLITE}` });
  });
});

describe("PGlite's internal locks, as db/pglite-statements.ts and db/pglite-socket-server.ts use them", () => {
  const queryLock: Exclusive = (fn) => pglite._runExclusiveQuery(fn);
  const transactionLock: Exclusive = (fn) => pglite._runExclusiveTransaction(fn);

  it('are still methods of PGlite', () => {
    expect(typeof PGlite.prototype._checkReady).toBe('function');
    expect(typeof PGlite.prototype._runExclusiveQuery).toBe('function');
    expect(typeof PGlite.prototype._runExclusiveTransaction).toBe('function');
  });

  for (const [name, lock] of [
    ['_runExclusiveQuery', queryLock],
    ['_runExclusiveTransaction', transactionLock],
  ] as const) {
    it(`${name} returns its callback's value, passes on its error, and is free again after`, async () => {
      expect(await lock(async () => 42)).toBe(42);
      await expect(
        lock(async () => {
          throw new Error('inside the lock');
        }),
      ).rejects.toThrow('inside the lock');
      expect(await settlesSoon(lock(async () => 'free'))).toBe(true);
    });

    it(`${name} admits one caller at a time: the next waits for the first`, async () => {
      const { second } = await whileHeld(lock, async () => {
        const second = lock(async () => 'second');
        expect(await settlesSoon(second)).toBe(false);
        return { second };
      });
      expect(await second).toBe('second');
    });
  }

  it('the query lock is another lock, taken inside the transaction lock (as a prepared statement does)', async () => {
    await whileHeld(transactionLock, async () => {
      expect(await settlesSoon(queryLock(async () => 'inside'))).toBe(true);
      // pglite-socket's runExclusive is the query lock alone: the socket server holds the
      // transaction lock around it, which would deadlock were runExclusive to take that lock too.
      expect(await settlesSoon(pglite.runExclusive(async () => 'socket unit'))).toBe(true);
    });
    const { socketUnit } = await whileHeld(queryLock, async () => {
      const socketUnit = pglite.runExclusive(async () => 'socket unit');
      expect(await settlesSoon(socketUnit)).toBe(false);
      return { socketUnit };
    });
    expect(await socketUnit).toBe('socket unit');
  });

  it("PGlite's own query, exec and transaction wait while the transaction lock is held", async () => {
    const { query, exec, transaction } = await whileHeld(transactionLock, async () => {
      const query = pglite.query<{ one: number }>('select 1 as one');
      const exec = pglite.exec('select 2 as two');
      const transaction = pglite.transaction((tx) =>
        tx.query<{ three: number }>('select 3 as three'),
      );
      expect(await settlesSoon(Promise.race([query, exec, transaction]))).toBe(false);
      return { query, exec, transaction };
    });
    expect((await query).rows).toEqual([{ one: 1 }]);
    expect((await exec)[0]?.rows).toEqual([{ two: 2 }]);
    expect((await transaction).rows).toEqual([{ three: 3 }]);
  });
});

describe('drizzle on a view of PGlite (db/pglite-views.ts, db/pglite-parsing.ts)', () => {
  const probe = pgTable('guard_probe', { n: integer('n') });
  const touched = new Set<string>();
  const queries: { on: 'client' | 'transaction'; options: QueryOptions | undefined }[] = [];

  /** Records every member drizzle reads from the object. */
  function watched<T extends object>(target: T, name: string): T {
    return new Proxy(target, {
      get(object, property, receiver) {
        touched.add(`${name}.${String(property)}`);
        return Reflect.get(object, property, receiver);
      },
    });
  }
  const noRows = <T>(): Results<T> => ({ rows: [], fields: [], affectedRows: 0 });
  const unexpected = (member: string) => async () => {
    throw new Error(`drizzle called ${member} on its transaction`);
  };

  const client: DrizzleClient = {
    async query<T>(_text: string, _params?: unknown[], options?: QueryOptions) {
      queries.push({ on: 'client', options });
      return noRows<T>();
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      const tx: Transaction = {
        async query<R>(_text: string, _params?: unknown[], options?: QueryOptions) {
          queries.push({ on: 'transaction', options });
          return noRows<R>();
        },
        sql: unexpected('sql'),
        exec: unexpected('exec'),
        rollback: unexpected('rollback'),
        listen: unexpected('listen'),
        closed: false,
      };
      return callback(watched(tx, 'transaction'));
    },
  };

  beforeAll(async () => {
    const db = drizzleOn(watched(client, 'client'));
    await db.select().from(probe);
    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => {
      await tx.select().from(probe);
      await tx.execute(sql`select 1`);
    });
    // The migrator too: on these empty answers it applies every migration in one transaction.
    await migrate(db, { migrationsFolder });
  });

  it('calls only query and transaction on its client, and only query in a transaction', () => {
    expect([...touched].sort()).toEqual([
      'client.query',
      'client.transaction',
      'transaction.query',
    ]);
    expect(queries.filter((query) => query.on === 'transaction').length).toBeGreaterThan(2);
  });

  it('passes with each query only parsers for types installed as text, each returning its text', () => {
    expect(queries.length).toBeGreaterThan(4);
    for (const { options } of queries) {
      // Parsers for other types, or serializers, would be copied per query by PGlite and refused
      // by the thread (db/pglite-thread.ts).
      expect(options?.serializers).toBeUndefined();
      expect(options?.rowMode).toMatch(/^(array|object)$/);
      const parsers = Object.entries(options?.parsers ?? {});
      expect(parsers.length).toBeGreaterThan(0);
      for (const [typeId, parser] of parsers) {
        expect([...TEXT_TYPE_IDS]).toContain(typeId);
        expect(parser('2026-11-21 10:00:00+00', Number(typeId))).toBe('2026-11-21 10:00:00+00');
      }
    }
  });

  it('and a type installed as text that drizzle leaves out is one PGlite reads as text anyway', () => {
    // Were drizzle to stop passing a parser (say for date), it would expect PGlite's own Date
    // objects; the instance, set to text for drizzle's sake, would give it text instead.
    for (const { options } of queries) {
      const passed = new Set(Object.keys(options?.parsers ?? {}));
      const leftOut = [...TEXT_TYPE_IDS].filter((typeId) => !passed.has(typeId));
      expect(leftOut.filter((typeId) => pglite.parsers[Number(typeId)] !== undefined)).toEqual([]);
    }
  });
});

// Last: it closes the file's instance.
describe("PGlite's readiness check, as db/pglite-statements.ts uses it", () => {
  it('_checkReady resolves on an open instance and rejects once it is closed', async () => {
    await expect(pglite._checkReady()).resolves.toBeUndefined();
    await pglite.close();
    await expect(pglite._checkReady()).rejects.toThrow('closed');
  });
});
