import { type ComponentType, createElement, lazy } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage = {
  /** Renders the page: at once when preloaded, else through React.lazy and Suspense. */
  Page: ComponentType;
  preload: () => Promise<void>;
  /** The page's source file relative to src/client, as in Vite's manifest. */
  source: string;
};

/**
 * A route-level code-split page. Preloading it before the first render (hydration, prerender)
 * lets it render synchronously, so hydration never meets a suspended boundary.
 */
export function lazyPage(source: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never during a render
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return { Page, preload, source };
}
