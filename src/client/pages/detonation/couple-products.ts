import { type CoupleProduct, isCoupleProduct } from '../../../shared/api/sessions';
import { resolveProductId } from '../../../shared/catalog';

/** The two-step flow sells the two reports that have a payment link (spec §7, D-03). */
export const TWO_STEP_PRODUCTS = ['detonation', 'detonation_fosm'] as const;
export type TwoStepProduct = (typeof TWO_STEP_PRODUCTS)[number];

/** The single page lists dual_scan as well (spec §2, §9, D-03). */
export const SINGLE_PAGE_PRODUCTS = ['detonation', 'detonation_fosm', 'dual_scan'] as const;

export const DEFAULT_PRODUCT = 'detonation' satisfies CoupleProduct;

/** A couple product from a URL or stored value through the one alias table (D-02); null else. */
export function coupleProductFrom(value: string | null | undefined): CoupleProduct | null {
  const id = value ? resolveProductId(value) : null;
  return id !== null && isCoupleProduct(id) ? id : null;
}

/** The intake's `analysisLevel` pre-selects Max when it names it (D-09); Detonation otherwise. */
export function twoStepProductFromLevel(level: string | null): TwoStepProduct {
  return coupleProductFrom(level) === 'detonation_fosm' ? 'detonation_fosm' : DEFAULT_PRODUCT;
}
