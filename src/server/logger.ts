import { type DestinationStream, type LoggerOptions, pino, stdSerializers } from 'pino';

/** The `at …` lines of a stack: no message text, which may quote data. */
function stackFrames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

/**
 * A failed drizzle query (DrizzleQueryError) carries its bound values (e-mail addresses, answers,
 * token hashes) in `params` and again in its message and stack ("params: …"): this copy keeps
 * the SQL, the frames and the cause (whose message names the reason), never the values.
 */
function withoutBoundValues(error: Error): Error {
  if (!('params' in error)) return error;
  const query = 'query' in error ? String(error.query) : '';
  const safe = new Error(`Failed query: ${query}`, { cause: error.cause });
  safe.name = error.name;
  safe.stack = [`${error.name}: ${safe.message}`, ...stackFrames(error.stack)].join('\n');
  return safe;
}

/** Keys whose values never reach a log line, at any depth (compared in lower case). */
const SENSITIVE_KEYS = new Set([
  'password',
  'token',
  'secret',
  'email',
  'phone',
  'authorization',
  'cookie',
]);
const CENSOR = '[redacted]';
/** Deep enough for `{ req: { headers: { cookie } } }`; log objects are shallow. */
const MAX_DEPTH = 4;

/** `entries` with every value under a sensitive key replaced: see redactSensitive. */
function redactRecord(entries: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(entries)) {
    const item = entries[key];
    const redacted = SENSITIVE_KEYS.has(key.toLowerCase())
      ? CENSOR
      : redactSensitive(item, depth + 1);
    if (redacted !== item) {
      copy ??= { ...entries };
      copy[key] = redacted;
    }
  }
  return copy ?? entries;
}

/**
 * `value` with every value under a sensitive key replaced by '[redacted]': a copy along the path
 * to each one, or `value` itself when there is none (the usual case: a scan, no allocation).
 * Errors are left to serializeError; buffers and typed arrays are not walked.
 */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (value instanceof Error || ArrayBuffer.isView(value)) return value;
  if (!Array.isArray(value)) return redactRecord(value as Record<string, unknown>, depth);
  let copy: unknown[] | null = null;
  value.forEach((item: unknown, index) => {
    const redacted = redactSensitive(item, depth + 1);
    if (redacted !== item) {
      copy ??= [...value];
      copy[index] = redacted;
    }
  });
  return copy ?? value;
}

/**
 * pino's error serializer, minus the data some errors carry: bound query values (above),
 * PostgreSQL's `detail` ('Key (email)=(…) already exists.') and sensitive own properties.
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const {
    detail: _detail,
    params: _params,
    ...serialized
  } = stdSerializers.err(withoutBoundValues(value));
  return redactRecord(serialized, 0);
}

let stampedAt = Number.NaN;
let stamp = '';

/**
 * pino's `time` field in ISO form, formatted once per millisecond: a busy server writes several
 * lines in one, and formatting a date for each line was 1.5 % of a cached read's time.
 */
export function isoTimestamp(now = Date.now()): string {
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * pino options for the process. Request logging is done by http/request-log.ts; redaction is a
 * second line of defence for anything that slips into a log object. It is not pino's `redact`:
 * its paths are checked against every key of every line (`*.email` and the like), which cost a
 * tenth of a cached read's time; this scan of the (small) log object costs next to nothing.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: undefined,
    timestamp: () => isoTimestamp(),
    serializers: { err: serializeError },
    formatters: { log: (object) => redactRecord(object, 0) },
  };
}

/** Log lines held in memory at most while stdout is slower than the server (then dropped). */
const MAX_BUFFERED_LOG_BYTES = 64 * 1024 * 1024;
/** Lines are written in batches of this size, or after FLUSH_EVERY_MS, whichever comes first. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * Standard output, written asynchronously in batches: a synchronous write to a pipe (a
 * container's log collector, systemd) cost ~30 µs a line and one asynchronous write per line
 * 7.5 µs, a real share of a cached read (docs/performance.md, measurements the code refers to). A line waits at most a
 * second; pino flushes what is left when the process exits (a SIGKILL loses the last second).
 */
export function logDestination(): DestinationStream {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    maxLength: MAX_BUFFERED_LOG_BYTES,
  });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return destination;
}
