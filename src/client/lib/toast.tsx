import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cx } from '../components/ui/cx';

export type ToastTone = 'error' | 'success' | 'info';

export type ToastMessage = {
  title: string;
  description?: string;
  tone?: ToastTone;
};

type ShownToast = ToastMessage & { id: number };

type ToastApi = { toast: (message: ToastMessage) => void };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * docs/product.md §4, §9: one toast visible at a time, 5000 ms, swipe right by 50 px; F8 focuses
 * the region.
 */
export const TOAST_DURATION_MS = 5000;

const toneClasses: Record<ToastTone, string> = {
  error: 'border-l-danger',
  success: 'border-l-success',
  info: 'border-l-accent',
};

/**
 * Radix Toast with a one-toast queue: a new message replaces the one on screen. Mounted by the
 * feature pages (lib/providers.tsx), never by the marketing pages, so the landing page stays light.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((message: ToastMessage) => {
    setCurrent((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current ? (
          <Toast.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={current.tone === 'error' ? 'foreground' : 'background'}
            className={cx(
              'pointer-events-auto flex w-full items-start gap-3 rounded-md border border-l-4 border-line bg-surface p-4 pr-2 text-ink shadow-raised',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-full',
              'transition-[translate,opacity] duration-200 ease-out starting:translate-y-2 starting:opacity-0 data-[swipe=move]:transition-none',
              toneClasses[current.tone ?? 'info'],
            )}
          >
            <div className="min-w-0 flex-1 pt-0.5">
              <Toast.Title className="font-semibold">{current.title}</Toast.Title>
              {current.description ? (
                <Toast.Description className="mt-1 text-sm text-muted">
                  {current.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Toast.Close>
          </Toast.Root>
        ) : null}
        <Toast.Viewport className="fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:w-96" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Error', description: '…', tone: 'error' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (see ScanProviders)');
  return api;
}
