import type { z } from 'zod';
import type { ApiError } from '../../../../shared/api/error';
import { ApiRequestError, isApiError } from '../../../lib/api-client';
import { currentAdminToken, forgetAdminToken } from '../admin-session';

/** An admin API error; a 429 also carries how long to wait (the Retry-After header). */
export class AdminRequestError extends ApiRequestError {
  /** Seconds until the server accepts another attempt; null when it did not say. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, statusText: string, body: string, retryAfter: string | null) {
    super(status, statusText, body);
    this.name = 'AdminRequestError';
    this.retryAfterSeconds = parseRetryAfter(retryAfter);
  }
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function retryAfterOf(error: unknown): number | null {
  return error instanceof AdminRequestError ? error.retryAfterSeconds : null;
}

/**
 * How a call authenticates:
 * - 'none': login and verify-2fa, whose 401 means wrong credentials;
 * - 'session': every dashboard call; a 401 ends the session ("Your session has ended");
 * - 'check': the stored token's check on load; a 401 forgets it without a notice
 * (docs/product.md §4).
 */
export type AdminAuth = 'none' | 'session' | 'check';

type FetchOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  auth: AdminAuth;
  accept?: string;
  signal?: AbortSignal;
};

/** The session was already gone before the call: answer as the server would. */
function missingToken(): AdminRequestError {
  return new AdminRequestError(
    401,
    'Unauthorized',
    JSON.stringify({
      error: { code: 'unauthorized', message: 'Log in again.' },
    } satisfies ApiError),
    null,
  );
}

/**
 * One call to the admin API (docs/product.md §7 admin rows): the bearer header, JSON in, a
 * non-success status as an AdminRequestError ('status: body'), and a 401 handled as `auth` says.
 * Network failures reject with the browser's TypeError, which the pages tell apart from API errors.
 */
export async function adminFetch(
  path: string,
  { method = 'GET', body, auth, accept = 'application/json', signal }: FetchOptions,
): Promise<Response> {
  const token = auth === 'none' ? null : currentAdminToken();
  if (auth !== 'none' && token === null) {
    if (auth === 'session') forgetAdminToken('ended');
    throw missingToken();
  }
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      accept,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.ok) return response;
  const error = new AdminRequestError(
    response.status,
    response.statusText,
    await response.text(),
    response.headers.get('retry-after'),
  );
  if (response.status === 401 && token !== null) {
    forgetAdminToken(auth === 'session' ? 'ended' : null, token);
  }
  throw error;
}

/** An admin call answering JSON, checked against the shared zod contract. */
export async function adminRequest<Schema extends z.ZodType>(
  path: string,
  options: FetchOptions & { schema: Schema },
): Promise<z.infer<Schema>> {
  const response = await adminFetch(path, options);
  return options.schema.parse(await response.json());
}

/** True for an error answer of the server (any status), false for a network failure. */
export function isServerAnswer(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A 401 of a signed-in call: the session already ended and the login form says so. */
export function endedSession(error: unknown): boolean {
  return isApiError(error, 401);
}
