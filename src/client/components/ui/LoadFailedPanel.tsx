import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { StatusPanel } from './StatusPanel';

/**
 * The failed-load state of an app page: what failed, that nothing is lost (the page's own
 * sentence), and a 'Try again' button. No background retries (docs/product.md §9, D-19).
 */
export function LoadFailedPanel({
  onRetry,
  retrying = false,
  children,
}: {
  onRetry: () => void;
  retrying?: boolean;
  /** One sentence saying what is safe, e.g. that the answers are saved. */
  children: ReactNode;
}) {
  return (
    <StatusPanel
      icon={CircleAlert}
      tone="danger"
      title="We couldn't load this right now"
      actions={
        <Button onClick={onRetry} busy={retrying}>
          Try again
        </Button>
      }
    >
      <p>{children}</p>
    </StatusPanel>
  );
}
