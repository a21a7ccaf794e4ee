import { type PGlite, types } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements';
import type { DrizzleView, PgBossView } from './pglite-views';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = Parameters<PGlite['query']>[2];

const asText: Parser = (value) => value;

/**
 * The types drizzle-orm's PGlite driver reads as text and parses itself, each with its array
 * type (drizzle-orm/pglite/session.js passes these `parsers` with every query).
 */
const TEXT_TYPES: ReadonlyArray<readonly [scalar: number, array: number]> = [
  [types.TIMESTAMP, 1115],
  [types.TIMESTAMPTZ, 1185],
  [types.INTERVAL, 1187],
  [types.DATE, 1182],
  [types.NUMERIC, 1231],
];
export const TEXT_TYPE_IDS: ReadonlySet<string> = new Set(TEXT_TYPES.flat().map(String));

const HEX_PREFIX = '\\x';

/**
 * bytea, e.g. a report's PDF (about 100 kB), through Node's native hex codec. PGlite's own
 * serializer and parser take each byte through a JavaScript string of its own: about 30 ms to
 * write a PDF and 17 ms to read it, against 7-9 and 2 ms here (docs/performance.md, 'Fulfilment').
 */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return HEX_PREFIX + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
}

/**
 * PostgreSQL's hex output (its default `bytea_output`) read into bytes that own their buffer:
 * a view on Node's shared pool would send the whole pool along when posted to another thread.
 * Any other output format goes to `fallback`.
 */
export function byteaParser(fallback: Parser): Parser {
  return (value, typeId) => {
    if (!value.startsWith(HEX_PREFIX)) return fallback(value, typeId);
    const bytes = Buffer.allocUnsafeSlow((value.length - HEX_PREFIX.length) / 2);
    bytes.write(value.slice(HEX_PREFIX.length), 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}

/** A view of the instance with some methods replaced; the rest run on the instance itself. */
function viewOf<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** drizzle's options minus its parsers, when they are exactly the text types installed below. */
function withoutTextParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  return Object.keys(parsers).every((typeId) => TEXT_TYPE_IDS.has(typeId)) ? rest : options;
}

/**
 * PGlite merges a query's `parsers` into its own table of ~320 (arrays included) by copying the
 * whole table, for every query: ~90 µs, about a tenth of the server's time under write load
 * (docs/performance.md). drizzle passes the same few parsers with every query, so they are
 * installed on the instance once instead, and drizzle's view leaves them out of each query.
 * Other users of the instance (pg-boss) expect PGlite's own parsing of those types (Date
 * objects) and get a view that asks for it per query; they query seldom.
 *
 * Returns the view for drizzle (whose queries and transactions also run as prepared statements,
 * db/pglite-statements.ts) and the view with PGlite's default parsing, each typed with just the
 * members its user calls (db/pglite-views.ts): the rest of the instance is not adjusted for them.
 * The instance itself now returns those types as text (the local socket speaks the wire
 * protocol and is unaffected), and reads and writes bytea with Node's hex codec, for everyone.
 */
export function shareParsing(pglite: PGlite): {
  forDrizzle: DrizzleView;
  withDefaultParsing: PgBossView;
} {
  const original = pglite.parsers as Record<number, Parser>;
  const defaults: Record<number, Parser> = {};
  for (const [scalar, array] of TEXT_TYPES) {
    const parseScalar = original[scalar] ?? asText;
    defaults[scalar] = parseScalar;
    // Not the instance's array parser: that one looks its element parser up on the instance,
    // which is about to read text.
    defaults[array] = (value) => types.arrayParser(value, parseScalar, array);
  }
  for (const [scalar, array] of TEXT_TYPES) {
    original[scalar] = asText;
    original[array] = asText;
  }
  original[types.BYTEA] = byteaParser(original[types.BYTEA] ?? asText);
  pglite.serializers[types.BYTEA] = serializeBytea;

  const statements = preparedStatements(pglite);
  const forDrizzle = viewOf(pglite, {
    query: (query, params, options) => statements.query(query, params, withoutTextParsers(options)),
    transaction: (callback) =>
      statements.transaction((tx) =>
        callback(
          viewOf(tx, {
            query: (query, params, options) => tx.query(query, params, withoutTextParsers(options)),
          }),
        ),
      ),
  });
  const withDefaults = (options: QueryOptions): QueryOptions => ({
    ...options,
    parsers: { ...defaults, ...options?.parsers },
  });
  const withDefaultParsing = viewOf(pglite, {
    query: (query, params, options) => pglite.query(query, params, withDefaults(options)),
    exec: (query, options) => pglite.exec(query, withDefaults(options)),
  });
  return { forDrizzle, withDefaultParsing };
}
