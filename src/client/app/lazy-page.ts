import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { ChunkLoadError } from './chunk-reload';

type PageModule = { default: ComponentType };

export type LazyPage = {
  /** Renders the page: at once when preloaded, else through React.lazy and Suspense. */
  Page: ComponentType;
  /** Loads the page's chunk; rejects with a ChunkLoadError when it does not load. */
  preload: () => Promise<void>;
  /** The page's source file relative to src/client, as in Vite's manifest. */
  source: string;
};

/** How each page whose chunk failed gets a fresh React.lazy, which keeps a rejection for good. */
const retries = new Set<() => void>();

/**
 * Lets every page whose chunk did not load ask for it again on its next render: called by the
 * error page's 'Try again'. Not done at once on failure, as React renders a failed page again
 * before it reaches the error boundary, and a fresh loader there would load (and fail) forever.
 */
export function retryFailedPages(): void {
  for (const retry of retries) retry();
  retries.clear();
}

/**
 * A route-level code-split page. Preloading it before the first render (hydration, prerender)
 * lets it render synchronously, so hydration never meets a suspended boundary. A failed load
 * rejects with a ChunkLoadError (app/chunk-reload.ts), which the route's error boundary
 * (app/RouteErrorBoundary.tsx) turns into a reload or the error page.
 */
export function lazyPage(source: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;

  async function loadPage(): Promise<ComponentType> {
    try {
      const page = (await load()).default;
      loaded = page;
      return page;
    } catch (cause) {
      retries.add(() => {
        Lazy = createLazy();
      });
      throw new ChunkLoadError(source, cause);
    }
  }

  function createLazy(): LazyExoticComponent<ComponentType> {
    return lazy(async () => ({ default: await loadPage() }));
  }

  let Lazy = createLazy();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never during a render
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return {
    Page,
    preload: async () => {
      await loadPage();
    },
    source,
  };
}
