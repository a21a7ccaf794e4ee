import { QueryClient } from '@tanstack/react-query';

/**
 * Data fetching as docs/product.md §9 fixes it: never stale on its own, no refetch on focus or
 * reconnect, no polling, no retries for queries or mutations. Waiting pages refetch on a click
 * (D-19). There is no default query function: every query hook brings its fetcher with a zod
 * contract.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** One client for the whole tab, so moving between the scan's pages keeps what was loaded. */
export const queryClient = createQueryClient();
