/**
 * The reload-once rule for a page chunk that did not load: one reload per path within 30 s, and
 * none without session storage (no loop guard, so no reload).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A window with the parts chunk-reload.ts uses: location and session storage. */
function fakeWindow(pathname: string, storage: Map<string, string> | null) {
  const reload = vi.fn();
  const sessionStorage = storage && {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.set(key, value);
    },
    removeItem: (key: string) => {
      storage.delete(key);
    },
  };
  vi.stubGlobal('window', { location: { pathname, reload }, sessionStorage });
  return reload;
}

/** A fresh copy of the module: its 'reload under way' flag belongs to one page load. */
async function freshModule() {
  vi.resetModules();
  return import('./chunk-reload');
}

describe('reloadForChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('reloads once, then reports the reload as under way', async () => {
    const reload = fakeWindow('/pricing', new Map());
    const { reloadForChunkError } = await freshModule();
    expect(reloadForChunkError()).toBe(true);
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('after a reload, the same path does not reload again within 30 s, but does after', async () => {
    const storage = new Map<string, string>();
    fakeWindow('/pricing', storage);
    expect((await freshModule()).reloadForChunkError()).toBe(true);

    // The page after the reload: a new document, the same session storage.
    vi.advanceTimersByTime(29_000);
    let reload = fakeWindow('/pricing', storage);
    expect((await freshModule()).reloadForChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    reload = fakeWindow('/why', storage);
    expect((await freshModule()).reloadForChunkError(), 'another path has its own guard').toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2_000);
    reload = fakeWindow('/pricing', storage);
    expect((await freshModule()).reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a garbled stored time counts as no earlier reload', async () => {
    const { CHUNK_RELOAD_KEY_PREFIX } = await freshModule();
    const reload = fakeWindow('/pricing', new Map([[`${CHUNK_RELOAD_KEY_PREFIX}/pricing`, 'x']]));
    expect((await freshModule()).reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('without session storage there is no loop guard, so no reload', async () => {
    const reload = fakeWindow('/pricing', null);
    expect((await freshModule()).reloadForChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ChunkLoadError', () => {
  test('is recognised, keeps its cause, and names only the page source', async () => {
    const { ChunkLoadError, isChunkLoadError } = await freshModule();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = new ChunkLoadError('pages/marketing/WhyPage.tsx', cause);
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(cause)).toBe(false);
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ChunkLoadError');
  });
});
