import type { z } from 'zod';
import { type ApiErrorCode, apiErrorCodeSchema } from '../../shared/api/error';

/**
 * A non-success API response (docs/product.md §7): its text is `status: body`, or `status: status
 * text` when the body is empty. The status and the parsed error code stay readable for the pages.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The stable `error.code` of an API error body, when the body is one with a known code. */
  readonly code: ApiErrorCode | null;
  /** The sentence for people (`error.message`) of an API error body, when the body is one. */
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    const detail = errorDetail(body);
    this.code = detail.code;
    this.serverMessage = detail.message;
  }
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function knownCode(value: unknown): ApiErrorCode | null {
  return apiErrorCodeSchema.safeParse(value).data ?? null;
}

/** The `{ error: { code, message } }` of an API error body; nulls for any other body. */
function errorDetail(body: string): { code: ApiErrorCode | null; message: string | null } {
  const none = { code: null, message: null };
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return none;
    const { error } = parsed;
    if (typeof error !== 'object' || error === null) return none;
    return {
      code: 'code' in error ? knownCode(error.code) : null,
      message: 'message' in error ? nonBlank(error.message) : null,
    };
  } catch {
    return none;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

type RequestOptions<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  /** The response contract; the body is parsed with it, so pages only see valid data. */
  schema: Schema;
  signal?: AbortSignal;
  /**
   * Sends an Idempotency-Key made of this page load and the request itself: a double click
   * (the same request twice) is done once by the server; a changed form is a new request.
   */
  idempotent?: boolean;
};

/** Random per page load; getRandomValues, unlike randomUUID, works on plain-http addresses. */
const PAGE_NONCE = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) =>
  n.toString(36),
).join('');

/** A fast 53-bit string hash (cyrb53), twice with two seeds: a key, not a secret. */
function requestHash(text: string): string {
  const run = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${run(1)}${run(2)}`;
}

/** The Idempotency-Key of a request from this page load (exported for its unit test). */
export function idempotencyKey(method: string, path: string, body: string | undefined): string {
  return `${PAGE_NONCE}.${requestHash(`${method} ${path}\n${body ?? ''}`)}`;
}

/**
 * One JSON call to the API with cookies (docs/product.md §7), checked against the shared zod
 * contract.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, idempotent = false }: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotent ? { 'idempotency-key': idempotencyKey(method, path, text) } : {}),
    },
    body: text,
    signal,
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await response.text());
  }
  return schema.parse(await response.json());
}

/** A path segment taken from a URL or an id, escaped so it stays one segment. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
