import { Redirect, useParams, useSearch } from 'wouter';
import { isPaidProduct, resolveProductId } from '../../../shared/catalog';
import { detonationHref } from '../../../shared/routes';

/**
 * /checkout/<tier> is only a redirect (docs/product.md §2, D-02, D-09): paid tiers go to
 * /detonation keeping the assessmentId and naming the tier's report (?tier=<catalog id>), so
 * 'Get Max' arrives with Max preselected; storm goes back to its questions, anything else to
 * /pricing.
 */
export function checkoutTarget(tier: string, search: string): string {
  const product = resolveProductId(tier);
  const assessmentId = new URLSearchParams(search).get('assessmentId');
  if (product === 'storm') return '/questions?tier=storm';
  if (product !== null && isPaidProduct(product)) {
    return detonationHref({ tier: product, assessmentId });
  }
  return '/pricing';
}

export function CheckoutRedirect() {
  const { tier = '' } = useParams<{ tier: string }>();
  const search = useSearch();
  return <Redirect to={checkoutTarget(tier, search)} replace />;
}
