import { useLocation, useSearch } from 'wouter';
import type { CoupleProduct } from '../../../shared/catalog';
import { searchFollowingChoice } from './couple-products';

/**
 * Keeps ?tier= (docs/product.md §2) in step with the product the person picks, so a reload
 * preselects their choice rather than the one the link first offered.
 */
export function useTierFollowsChoice(): (product: CoupleProduct) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (product) => {
    const next = searchFollowingChoice(search, product);
    if (next !== null) navigate(`${location}?${next}`, { replace: true });
  };
}
