import { z } from 'zod';
import { productAliasSchema } from '../../../shared/api/products';
import {
  COUPLE_PRODUCTS,
  type CoupleProduct,
  isCoupleProduct,
  isPaidProduct,
  PAID_PRODUCTS,
  type PaidProduct,
  resolveProductId,
} from '../../../shared/catalog';
import { TIER_PARAM } from '../../../shared/routes';

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

/** ?tier= names a couple product by any alias of the catalog (D-02). */
const tierParamSchema = productAliasSchema.pipe(z.enum(COUPLE_PRODUCTS));

/**
 * The report a link to /detonation offers (?tier=, docs/product.md §2: /checkout/<tier> and the
 * plan buttons set it); null when there is none or it names no couple product, so the page
 * keeps its usual choice rather than failing.
 */
export function tierFromSearch(search: string): CoupleProduct | null {
  const parsed = tierParamSchema.safeParse(new URLSearchParams(search).get(TIER_PARAM));
  return parsed.success ? parsed.data : null;
}

/** The offered report when the two-step flow sells it (not dual_scan); null otherwise. */
export function twoStepTierFromSearch(search: string): TwoStepProduct | null {
  const product = tierFromSearch(search);
  return product !== null && isPaidProduct(product) ? product : null;
}

/**
 * The query after the person picks `product`: an address that names a tier follows the choice,
 * so a reload keeps it; null when the address names none (nothing to change).
 */
export function searchFollowingChoice(search: string, product: CoupleProduct): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(TIER_PARAM)) return null;
  params.set(TIER_PARAM, product);
  return params.toString();
}
