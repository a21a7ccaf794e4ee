import type { z } from 'zod';

/**
 * A non-success API response (spec §7): its text is `status: body`, or `status: status text`
 * when the body is empty. The status and the parsed error code stay readable for the pages.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The stable `error.code` of an API error body, when the body is one. */
  readonly code: string | null;
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

/** The `{ error: { code, message } }` of an API error body; nulls for any other body. */
function errorDetail(body: string): { code: string | null; message: string | null } {
  const none = { code: null, message: null };
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return none;
    const { error } = parsed;
    if (typeof error !== 'object' || error === null) return none;
    return {
      code: 'code' in error ? nonBlank(error.code) : null,
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
};

/** One JSON call to the API with cookies (spec §7), checked against the shared zod contract. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
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
