/**
 * A page's code-split chunk did not load: after a deploy the old hashed file is gone, or the
 * network dropped the request. The cause (the browser's or Vite's error) is kept for the console;
 * the page never shows it.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(source: string, cause: unknown) {
    super(`The code of ${source} did not load`, { cause });
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** One reload per path within this window; a second failure inside it shows the error page. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'msoul:chunk-reload:';

let reloading = false;

/**
 * Session storage read and written here rather than through lib/session-storage.ts: that module
 * is a chunk shared with the app pages, and the entry importing it would add a request to every
 * page, the landing page's JavaScript budget included (docs/performance.md).
 */
function readStamp(key: string): number {
  try {
    return Number(window.sessionStorage.getItem(key));
  } catch {
    return Number.NaN;
  }
}

/** True when the value was stored and reads back: private modes and full quotas fail here. */
function writeStamp(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return window.sessionStorage.getItem(key) === value;
  } catch {
    return false;
  }
}

/**
 * Reloads the page, so that it gets the current build's HTML and chunk names, unless this path
 * was reloaded for the same reason less than 30 s ago (the time is kept in session storage):
 * a chunk that stays missing then shows the error page instead of reloading in a loop. Without
 * session storage there is no loop guard, so there is no reload either. True while a reload is
 * under way (the caller renders nothing new), false when the caller should show the error page.
 */
export function reloadForChunkError(): boolean {
  if (reloading) return true;
  const key = CHUNK_RELOAD_KEY_PREFIX + window.location.pathname;
  const now = Date.now();
  // A time we wrote ourselves; a missing or garbled value (0, NaN) counts as no recent reload.
  // Parsed by hand: zod stays out of the landing page's entry chunk (docs/decisions/003).
  if (Math.abs(now - readStamp(key)) < CHUNK_RELOAD_WINDOW_MS) return false;
  if (!writeStamp(key, String(now))) return false;
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Vite's preload helper announces a chunk (or its CSS) that failed to load with this event
 * before rethrowing the error; when the page reloads, the error is moot, so it is cancelled.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
