import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The two readings of /detonation link to each other (D-08). */
export const TWO_STEP_PATH = '/detonation';
export const SINGLE_PAGE_PATH = '/detonation?mode=single';

export function SwitchReading({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4">
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline underline-offset-4 hover:no-underline"
      >
        {children}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </p>
  );
}
