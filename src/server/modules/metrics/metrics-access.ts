import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerTokenFrom } from '../../security/bearer-token';

/** The addresses a request from the same machine comes from (IPv4, IPv6, IPv4-mapped IPv6). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

/** Compares in constant time: both sides are hashed first, so lengths leak nothing either. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics (METRICS_TOKEN): with a token configured, a request carrying
 * `Authorization: Bearer <token>` (else 'unauthorized', whatever its address); without one,
 * only requests from the loopback address (else 'hidden': /metrics looks like it does not exist,
 * so a public deployment shows nothing by default).
 */
export function checkMetricsAccess(
  request: { authorization: string | undefined; remoteAddress: string | undefined },
  token: string | undefined,
): MetricsAccess {
  if (token) {
    const given = bearerTokenFrom(request.authorization);
    return given !== null && sameSecret(given, token) ? 'allowed' : 'unauthorized';
  }
  return request.remoteAddress !== undefined && LOOPBACK.has(request.remoteAddress)
    ? 'allowed'
    : 'hidden';
}
