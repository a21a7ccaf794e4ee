import type { z } from 'zod';
import {
  type PrivacyAccessResponse,
  type PrivacyProfileBody,
  privacyAccessResponseSchema,
  privacyDataSchema,
  privacyEraseResponseSchema,
  privacyProfileResponseSchema,
} from '../../../../shared/api/privacy';
import { ApiRequestError } from '../../../lib/api-client';
import { readJson, removeKey, writeJson } from '../../../lib/session-storage';

/**
 * The /my-data page's calls (shared/api/privacy.ts). lib/api-client's apiRequest sends no
 * Authorization header and no DELETE, so these use fetch directly with the same error type.
 */
async function privacyRequest<Schema extends z.ZodType>(
  path: string,
  options: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    schema: Schema;
    body?: unknown;
    accessToken?: string;
    signal?: AbortSignal;
  },
): Promise<z.infer<Schema>> {
  const response = await fetch(path, {
    method: options.method,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await response.text());
  }
  return options.schema.parse(await response.json());
}

/** The grant kept for the tab, so a reload within its 30 minutes keeps working. */
const STORAGE_KEY = 'msoul.privacy.access';

type StoredAccess = PrivacyAccessResponse & { link: string };

function isStoredAccess(value: unknown): value is StoredAccess {
  if (typeof value !== 'object' || value === null) return false;
  return ['link', 'accessToken', 'expiresAt', 'email'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );
}

export function forgetAccess(): void {
  removeKey(STORAGE_KEY);
}

/**
 * The grant for this link: the one kept in this tab while it is valid, else POST
 * /api/privacy/access, which uses the link up (a second exchange is a 404).
 */
export async function openAccess(link: string): Promise<PrivacyAccessResponse> {
  const stored = readJson(STORAGE_KEY, isStoredAccess);
  if (stored && stored.link === link && Date.parse(stored.expiresAt) > Date.now()) {
    return { accessToken: stored.accessToken, expiresAt: stored.expiresAt, email: stored.email };
  }
  const access = await privacyRequest('/api/privacy/access', {
    method: 'POST',
    body: { token: link },
    schema: privacyAccessResponseSchema,
  });
  writeJson(STORAGE_KEY, { ...access, link } satisfies StoredAccess);
  return access;
}

export function getPrivacyData(accessToken: string, signal?: AbortSignal) {
  return privacyRequest('/api/privacy/data', {
    method: 'GET',
    schema: privacyDataSchema,
    accessToken,
    signal,
  });
}

export function correctProfile(accessToken: string, body: PrivacyProfileBody) {
  return privacyRequest('/api/privacy/profile', {
    method: 'PATCH',
    body,
    schema: privacyProfileResponseSchema,
    accessToken,
  });
}

export function eraseMyData(accessToken: string) {
  return privacyRequest('/api/privacy/data', {
    method: 'DELETE',
    schema: privacyEraseResponseSchema,
    accessToken,
  });
}
