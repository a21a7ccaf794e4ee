import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { REDIRECT_AFTER_MS } from './partner-text';

/**
 * docs/product.md §4: after a successful submit the page waits 1.5 seconds (the toast is read) and
 * then goes on. `pending` stays true until then, so the submit button stays locked.
 */
export function useRedirectLater() {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => navigate(target), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  return { pending: target !== null, redirect: setTarget };
}
