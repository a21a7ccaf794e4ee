/**
 * Tells a database outage (the server restarting, stopped, unreachable, out of connections) from
 * a fault in the query itself. An outage is answered 503 with Retry-After, so that people and
 * load balancers try again shortly; anything else stays a 500. (A connection lost during COMMIT
 * leaves the outcome unknown to the client: a 503 promises only that nothing was acknowledged.)
 */

/** SQLSTATEs that say the server cannot serve right now, whatever the query. */
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown: another backend crashed (or -m immediate), every session ends
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** Socket errors on the way to the server. */
const UNAVAILABLE_SYSCALL_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or never-made connection as a plain Error without a code; these
 * are its messages (pg Client and pg-pool).
 */
const UNAVAILABLE_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/, // 'unexpectedly', 'due to connection timeout'
  /^timeout exceeded when trying to connect$/, // pool: no connection within connectionTimeoutMillis
  /^timeout expired$/, // a lone Client's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** How deep to follow `cause` (drizzle wraps the driver's error in a DrizzleQueryError). */
const MAX_DEPTH = 5;

function field(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

function isUnavailableItself(error: object): boolean {
  const code = field(error, 'code');
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  }
  const message = field(error, 'message');
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/** True when `error`, its `cause` chain or an AggregateError's parts say the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (isUnavailableItself(error)) return true;
  const parts = field(error, 'errors');
  if (Array.isArray(parts) && parts.some((part) => isDatabaseUnavailable(part, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(field(error, 'cause'), depth + 1);
}

/** The SQLSTATE or socket code behind an outage, for the log: never the query or its values. */
export function unavailableReason(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return 'unknown';
  if (isUnavailableItself(error)) {
    const code = field(error, 'code');
    const message = field(error, 'message');
    return typeof code === 'string' ? code : typeof message === 'string' ? message : 'unknown';
  }
  const parts = field(error, 'errors');
  const part = Array.isArray(parts)
    ? parts.find((item) => isDatabaseUnavailable(item, depth + 1))
    : undefined;
  return unavailableReason(part ?? field(error, 'cause'), depth + 1);
}
