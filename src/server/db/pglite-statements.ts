import {
  messages,
  type PGlite,
  parse,
  protocol,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * The members of the instance used here. Three are PGlite's internals, the ones its own `query`
 * and `transaction` run on: `_checkReady`, and the two locks `_runExclusiveQuery` (one protocol
 * exchange at a time) and `_runExclusiveTransaction` (a transaction, or a query outside one).
 * PGlite's version is therefore pinned, and db/pglite-upgrade-guard.test.ts checks what is relied
 * on here (docs/decisions/008-pglite-on-a-worker-thread.md).
 */
export type StatementHost = Pick<
  PGlite,
  | 'execProtocol'
  | 'parsers'
  | 'serializers'
  | 'listen'
  | '_checkReady'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
>;

/** The statements an app repeats; DDL and one-off commands run unnamed and are not kept. */
const REPEATED = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i;

/** drizzle builds the same text for the same query, so the app's statements number in dozens. */
export const MAX_KEPT_STATEMENTS = 256;

/**
 * A kept statement that no longer works: dropped by DEALLOCATE over the admin socket (26000), or
 * its result type changed by a migration (0A000, "cached plan must not change result type").
 */
const STALE_STATEMENT = new Set(['26000', '0A000']);

type Statement = { name: string; paramTypes: number[] };

const CommandComplete = messages.CommandCompleteMessage;

/** COMMIT answered ROLLBACK: a statement failed inside and the callback carried on. */
export class TransactionAborted extends Error {
  constructor() {
    super('The transaction was rolled back: a statement in it failed');
    this.name = 'TransactionAborted';
  }
}

/** Whether a COMMIT's answer says the transaction was rolled back instead. */
function rolledBack(commit: { messages: readonly object[] }): boolean {
  return commit.messages.some(
    (message) => message instanceof CommandComplete && message.text === 'ROLLBACK',
  );
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function sqlState(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'string' ? code : '';
}

/**
 * Queries on PGlite as named prepared statements. PGlite's own `query` parses and plans every
 * query anew, in six calls into its WebAssembly: about 300 µs for a join, most of a write
 * request's database time (docs/performance.md). Here a statement is parsed and described
 * once per text; each later run is one call (bind, describe, execute, sync): about 100 µs.
 * Values are serialized by the parameter types PostgreSQL reported, and rows parsed with the
 * instance's parsers, as `query` does; the same mutexes keep queries and transactions apart.
 */
export function preparedStatements(pglite: StatementHost) {
  const kept = new Map<string, Statement>();
  let serial = 0;

  async function describe(text: string, options: QueryOptions, closing: string | null) {
    const keep = REPEATED.test(text) && kept.size < MAX_KEPT_STATEMENTS;
    const name = keep ? `app_statement_${++serial}` : '';
    const { messages } = await pglite.execProtocol(
      concat([
        ...(closing ? [protocol.serialize.close({ type: 'S', name: closing })] : []),
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (keep) kept.set(text, statement);
    return statement;
  }

  function serialize(param: unknown, type: number | undefined, options: QueryOptions) {
    if (param === null || param === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? pglite.serializers[type]);
    return serializer ? serializer(param) : String(param);
  }

  async function execute<T>(
    statement: Statement,
    params: readonly unknown[],
    options: QueryOptions,
    syncToFs: boolean,
  ): Promise<{ result: Results<T>; messages: readonly object[] }> {
    const values = params.map((param, i) => serialize(param, statement.paramTypes[i], options));
    const { messages } = await pglite.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    const [result] = parse.parseResults(messages, pglite.parsers, options);
    if (!result) throw new Error('PGlite returned no result for a statement');
    // parseResults is untyped in its rows; the caller names their shape, as with `query`.
    return { result: result as Results<T>, messages };
  }

  /** Runs one statement; the caller holds PGlite's query mutex. */
  async function run<T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<{ result: Results<T>; messages: readonly object[] }> {
    const statement = kept.get(text) ?? (await describe(text, options, null));
    try {
      return await execute<T>(statement, params, options, !inTransaction);
    } catch (error) {
      // Outside a transaction the statement is described again and run once more; inside one,
      // the failed statement has aborted the transaction anyway.
      if (!statement.name || !STALE_STATEMENT.has(sqlState(error))) throw error;
      kept.delete(text);
      if (inTransaction) throw error;
      return execute<T>(await describe(text, options, statement.name), params, options, true);
    }
  }

  return {
    /** Like `pglite.query`: waits for any transaction to end. */
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => (await run<T>(text, params, options, false)).result),
      );
    },
    /**
     * Like `pglite.transaction`, with BEGIN and COMMIT as prepared statements too (one call each
     * instead of two). Other queries and transactions wait until it ends; a callback that throws
     * rolls it back, as does a COMMIT of a transaction a failed statement has aborted.
     */
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(async () => {
        const statement = <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
          pglite._runExclusiveQuery(() => run<R>(text, params, options, true));
        const inside = async <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          (await statement<R>(text, params, options)).result;
        await inside('begin');
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx: Transaction = {
          query: async (text, params, options) => {
            open();
            return inside(text, params, options);
          },
          sql: async (strings, ...params) => {
            open();
            return inside(
              strings.reduce((text, part, i) => `${text}$${i}${part}`),
              params,
            );
          },
          exec: async (text, options) => {
            open();
            return pglite._runExclusiveQuery(async () => {
              const simple = protocol.serialize.query(text);
              const { messages } = await pglite.execProtocol(simple, { syncToFs: false });
              return parse.parseResults(messages, pglite.parsers, options);
            });
          },
          rollback: async () => {
            open();
            await inside('rollback');
            closed = true;
          },
          listen: async (channel, listener) => {
            open();
            return pglite.listen(channel, listener, tx);
          },
          get closed() {
            return closed;
          },
        };
        try {
          const result = await callback(tx);
          closed = true;
          if (rolledBack(await statement('commit'))) throw new TransactionAborted();
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await inside('rollback');
          }
          throw error;
        }
      });
    },
    /** How many statements are kept (for tests). */
    get size() {
      return kept.size;
    },
  };
}
