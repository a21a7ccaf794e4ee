import {
  COUPLE_PRODUCTS,
  type CoupleProduct,
  isCoupleProduct,
  isPaidProduct,
  PAID_PRODUCTS,
  type PaidProduct,
  resolveProductId,
} from '../../../shared/catalog';

/** The two-step flow sells the paid reports (docs/product.md §7, D-03). */
export const TWO_STEP_PRODUCTS = PAID_PRODUCTS;
export type TwoStepProduct = PaidProduct;

/** The single page lists every couple product, dual_scan as well (docs/product.md §2, §9, D-03). */
export const SINGLE_PAGE_PRODUCTS = COUPLE_PRODUCTS;

export const DEFAULT_PRODUCT = 'detonation' satisfies CoupleProduct;

/** A couple product from a URL or stored value through the one alias table (D-02); null else. */
export function coupleProductFrom(value: string | null | undefined): CoupleProduct | null {
  const id = value ? resolveProductId(value) : null;
  return id !== null && isCoupleProduct(id) ? id : null;
}

/** The intake's `analysisLevel` pre-selects Max when it names it (D-09); Detonation otherwise. */
export function twoStepProductFromLevel(level: string | null): TwoStepProduct {
  const product = coupleProductFrom(level);
  return product !== null && isPaidProduct(product) ? product : DEFAULT_PRODUCT;
}
