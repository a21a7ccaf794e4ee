import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useStartSubmissionCheckout } from '../../lib/submissions';
import { useToast } from '../../lib/toast';
import { Button, type ButtonStyle } from '../ui/Button';

/** docs/product.md §8: a payment that could not be started, word for word. */
export const PAYMENT_ERROR = {
  title: 'Payment Error',
  description: 'Failed to start payment process. Please try again.',
} as const;

/**
 * The toast for a checkout the server would not open: its own sentence when it explained why
 * (400, 409: paid already, answers missing or replaced, not for sale), the fixed one otherwise.
 */
export function paymentErrorOf(error: unknown): { title: string; description: string } {
  const explained = isApiError(error, 409) || isApiError(error, 400);
  return {
    title: PAYMENT_ERROR.title,
    description: (explained ? error.serverMessage : null) ?? PAYMENT_ERROR.description,
  };
}

type SubmissionPayButtonProps = {
  submissionId: string;
  label?: string;
  variant?: ButtonStyle;
  size?: 'md' | 'lg';
  /** Told when the server refused (the submission changed): the page reads it again. */
  onRefused?: () => void;
};

/**
 * Opens the pay-first submission's checkout again (POST /api/submission-checkout) and goes there;
 * locked while it asks and while the browser leaves.
 */
export function SubmissionPayButton({
  submissionId,
  label = 'Try Payment Again',
  variant = 'primary',
  size = 'lg',
  onRefused,
}: SubmissionPayButtonProps) {
  const { toast } = useToast();
  const checkout = useStartSubmissionCheckout();
  const [leaving, setLeaving] = useState(false);
  const busy = checkout.isPending || leaving;
  const pay = () =>
    checkout.mutate(
      { submissionId },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          toast({ ...paymentErrorOf(error), tone: 'error' });
          if (isApiError(error, 409)) onRefused?.();
        },
      },
    );
  return (
    <Button variant={variant} size={size} onClick={pay} busy={busy} className="max-sm:w-full">
      {busy ? null : <CreditCard aria-hidden="true" className="size-5" />}
      {label}
    </Button>
  );
}
