import { ApiRequestError } from '../../lib/api-client';

/**
 * The user-facing `error.message` of an API error body, or null for anything else. The client
 * keeps only `status: body` as the error's text (spec §7), so the body is read back from it.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const prefix = `${error.status}: `;
  if (!error.message.startsWith(prefix)) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice(prefix.length));
    if (typeof body !== 'object' || body === null || !('error' in body)) return null;
    const { error: detail } = body;
    if (typeof detail !== 'object' || detail === null || !('message' in detail)) return null;
    return typeof detail.message === 'string' && detail.message.trim() !== ''
      ? detail.message
      : null;
  } catch {
    return null;
  }
}
