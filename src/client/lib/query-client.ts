import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * The default query of docs/product.md §7: GET to the key's parts joined with '/', parsed JSON, an
 * error for any non-success status. Feature hooks pass their own fetcher with a zod contract
 * instead.
 */
async function defaultQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await response.text());
  }
  return response.json();
}

/**
 * Data fetching as docs/product.md §9 fixes it: never stale on its own, no refetch on focus or
 * reconnect, no polling, no retries for queries or mutations. Waiting pages refetch on a click
 * (D-19).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
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
