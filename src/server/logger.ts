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

/**
 * pino's error serializer, minus the data some errors carry: bound query values (above) and
 * PostgreSQL's `detail` ('Key (email)=(…) already exists.').
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const {
    detail: _detail,
    params: _params,
    ...serialized
  } = stdSerializers.err(withoutBoundValues(value));
  return serialized;
}

/**
 * pino options for the process. Request logging is done by http/request-log.ts; the redaction
 * list is a second line of defence for anything that slips into a log object.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: undefined,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    serializers: { err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        '*.secret',
        '*.email',
        '*.phone',
        'password',
        'token',
        'secret',
        'email',
        'phone',
      ],
      censor: '[redacted]',
    },
  };
}

/** Log lines held in memory at most while stdout is slower than the server (then dropped). */
const MAX_BUFFERED_LOG_BYTES = 64 * 1024 * 1024;

/**
 * Standard output, written asynchronously: a synchronous write to a pipe (a container's log
 * collector, systemd) costs ~30 µs a line against ~7 µs buffered, a third of a cached read's
 * time (docs/performance.md). Lines written while a write is under way go out together; pino
 * flushes what is left when the process exits (a SIGKILL can lose the last few).
 */
export function logDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_LOG_BYTES });
}
