import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { ToastProvider } from './toast';

/**
 * Data fetching and toasts for the app's feature pages (scan, storm). Each feature page wraps
 * itself in this, inside its own lazy chunk: the marketing pages and the main entry import none
 * of it, so the landing page's JavaScript does not grow.
 */
export function ScanProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
