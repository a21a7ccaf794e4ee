import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '../../lib/toast';
import { INVALID_REDIRECT_AFTER_MS, TOASTS } from './payment-text';

/**
 * docs/product.md §4, §8: a payment page opened without its parameters toasts 'Invalid Payment' and
 * goes to /pricing. It waits a moment first: /pricing has no toast region, so an instant redirect
 * would hide the message.
 */
export function useInvalidPayment(invalid: boolean): void {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const shown = useRef(false);

  useEffect(() => {
    if (!invalid) return;
    if (!shown.current) {
      shown.current = true;
      toast({ ...TOASTS.invalid, tone: 'error' });
    }
    const timer = window.setTimeout(
      () => navigate('/pricing', { replace: true }),
      INVALID_REDIRECT_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [invalid, toast, navigate]);
}
