import { Navigate, useLocation, useParams } from 'react-router';
import { resolveProductId } from '../../../shared/catalog';

/**
 * /checkout/<tier> is only a redirect (spec §2, D-02, D-09): paid tiers go to /detonation keeping
 * the assessmentId, storm goes back to its questions, anything else to /pricing.
 */
export function checkoutTarget(tier: string, search: string): string {
  const product = resolveProductId(tier);
  const assessmentId = new URLSearchParams(search).get('assessmentId');
  if (product === 'storm') return '/questions?tier=storm';
  if (product === 'detonation' || product === 'detonation_fosm') {
    return assessmentId
      ? `/detonation?${new URLSearchParams({ assessmentId }).toString()}`
      : '/detonation';
  }
  return '/pricing';
}

export function CheckoutRedirect() {
  const { tier = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={checkoutTarget(tier, search)} replace />;
}
