import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';
import { useToast } from './toast';

/** How long a copy confirmation shows (docs/product.md §9). */
export const COPIED_FOR_MS = 2000;

/**
 * Copying with the fixed feedback (docs/product.md §11): `copied` is true for 2 seconds after a
 * copy; a refused copy shows the 'Copy Failed' toast (docs/product.md §8) and resolves false, so
 * the caller can select the text for copying by hand. Needs the ToastProvider (lib/providers.tsx).
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      window.clearTimeout(timer.current);
      if (await copyText(text)) {
        setCopied(true);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
        return true;
      }
      setCopied(false);
      toast({ title: 'Copy Failed', description: 'Please copy the text manually', tone: 'error' });
      return false;
    },
    [toast],
  );

  return { copied, copy };
}
