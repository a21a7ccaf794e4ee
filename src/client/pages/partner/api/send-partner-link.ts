import { useMutation } from '@tanstack/react-query';
import {
  type PartnerLinkEmailBody,
  partnerLinkEmailResponseSchema,
} from '../../../../shared/api/partner-notices';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/partner-link-email: the partner's link e-mailed to the address person 1 gives. */
export function sendPartnerLink(body: PartnerLinkEmailBody) {
  return apiRequest('/api/partner-link-email', {
    method: 'POST',
    idempotent: true,
    body,
    schema: partnerLinkEmailResponseSchema,
  });
}

export function useSendPartnerLink() {
  return useMutation({ mutationFn: sendPartnerLink });
}
