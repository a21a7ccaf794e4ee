import { useSyncExternalStore } from 'react';

/** The localStorage key of the admin's bearer token (docs/product.md §4: kept in local storage). */
export const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * Why the login form shows: 'ended' after the server refused the token of a signed-in admin (a
 * 401: expired, revoked, logged out elsewhere), 'logged-out' after 'Log out', null otherwise.
 */
export type SessionNotice = 'ended' | 'logged-out' | null;

export type AdminSessionState = { token: string | null; notice: SessionNotice };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredToken(): string | null {
  try {
    const value = storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) storage()?.removeItem(ADMIN_TOKEN_KEY);
    else storage()?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Private mode or a full quota: the session lives in this tab's memory only.
  }
}

/**
 * The admin session of this tab. The token is held in memory and mirrored to localStorage, so a
 * browser that refuses storage still works until the tab closes.
 */
let state: AdminSessionState = { token: readStoredToken(), notice: null };
const listeners = new Set<() => void>();

function setState(next: AdminSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Another tab logged in or out: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== ADMIN_TOKEN_KEY) return;
  const token = readStoredToken();
  if (token === state.token) return;
  setState({ token, notice: token === null && state.token !== null ? 'ended' : null });
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => state;
const getServerSnapshot = (): AdminSessionState => ({ token: null, notice: null });

export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The token to send now; null when nobody is signed in. */
export function currentAdminToken(): string | null {
  return state.token;
}

export function saveAdminToken(token: string): void {
  writeStoredToken(token);
  setState({ token, notice: null });
}

/**
 * Forgets the token (storage included) and says why on the login form. With `onlyIf`, only when
 * that is still the current token: a late 401 for an old token never ends a newer session.
 */
export function forgetAdminToken(notice: SessionNotice, onlyIf?: string): void {
  if (onlyIf !== undefined && state.token !== onlyIf) return;
  writeStoredToken(null);
  setState({ token: null, notice });
}

/** Clears the notice once the admin starts typing again. */
export function dismissSessionNotice(): void {
  if (state.notice !== null) setState({ ...state, notice: null });
}
