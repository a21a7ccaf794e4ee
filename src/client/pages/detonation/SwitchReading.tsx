import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CoupleProduct } from '../../../shared/catalog';
import { detonationHref } from '../../../shared/routes';

/**
 * The two readings of /detonation link to each other (D-08), carrying the report chosen so the
 * other reading preselects it (docs/product.md §2).
 */
export function twoStepHref(product: CoupleProduct): string {
  return detonationHref({ tier: product });
}

export function singlePageHref(product: CoupleProduct): string {
  return detonationHref({ single: true, tier: product });
}

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
