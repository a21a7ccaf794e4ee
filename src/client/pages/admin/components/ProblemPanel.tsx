import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * A part of the dashboard that failed to load: what failed, why in one sentence, and 'Try again'
 * (no background retries, docs/product.md §9).
 */
export function ProblemPanel({
  title,
  children,
  onRetry,
  retrying,
  headingLevel = 3,
  extra,
}: {
  title: string;
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 1 | 2 | 3;
  /** Another action beside 'Try again'. */
  extra?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-lg bg-danger-soft/60 p-5 ring-1 ring-danger/20">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
        <div className="min-w-0">
          <Heading className="font-bold">{title}</Heading>
          <p className="mt-1 text-pretty text-muted">{children}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onRetry} busy={retrying}>
              {retrying ? null : <RefreshCw aria-hidden="true" className="size-5" />}
              Try again
            </Button>
            {extra}
          </div>
        </div>
      </div>
    </div>
  );
}
