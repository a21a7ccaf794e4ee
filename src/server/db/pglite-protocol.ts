/**
 * Messages between the server's thread and the PGlite thread (db/pglite-thread.ts and
 * db/pglite-worker.ts). Internal to those two files, whose versions always ship together.
 */

/** Which of the worker's views of the instance runs a query (db/pglite-parsing.ts). */
export type Parsing = 'drizzle' | 'default';

export type Request =
  | {
      op: 'query';
      parsing: Parsing;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** The transaction the query belongs to, if any. */
      tx: number | null;
    }
  | { op: 'exec'; parsing: Parsing; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'serveSocket'; path: string; maxConnections: number; idleTimeout: number }
  | { op: 'stopSocket' }
  | { op: 'close' };

export type Call = Request & { id: number };

/** An error as it crosses threads: its message and name, and PostgreSQL's fields (code, ...). */
export type ErrorShape = { name: string; message: string; fields: Record<string, unknown> };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorShape };

/** The first message a worker sends: ready, or why PGlite would not open. */
export type Started = { ok: true } | { ok: false; error: ErrorShape };

/** Own fields of an error that structured cloning keeps (strings, numbers, booleans). */
export function errorShape(error: unknown): ErrorShape {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, on the receiving thread: same name, message and fields, a local stack. */
export function errorFrom(shape: ErrorShape): Error {
  const error = Object.assign(new Error(shape.message), shape.fields);
  error.name = shape.name;
  return error;
}
