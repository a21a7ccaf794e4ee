import type { Db } from './client';

/**
 * A hot query built once per database handle instead of on every call: drizzle's `.prepare()`
 * keeps the SQL text and fills in `sql.placeholder` values per run. Building the statements took
 * about a tenth of a request's time before they were prepared (docs/performance.md, History). On PostgreSQL the name
 * makes it a server-side prepared statement of each pooled connection.
 */
export function preparedPerDatabase<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  // A transaction is a handle of its own: its queries are prepared for it.
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
