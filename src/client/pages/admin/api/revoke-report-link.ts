import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RevokeReportLinkBody,
  revokeReportLinkResponseSchema,
} from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/**
 * POST /api/admin/report-links/revoke: one recipient's report link, as pasted, stops opening the
 * report (docs/report.md, 'The report page'); the other recipient's link keeps working.
 */
export function revokeReportLink(body: RevokeReportLinkBody) {
  return adminRequest('/api/admin/report-links/revoke', {
    method: 'POST',
    body,
    auth: 'session',
    schema: revokeReportLinkResponseSchema,
  });
}

export function useRevokeReportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReportLink,
    // The audit log has a new 'report.link_revoked' event.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.logsAll }),
  });
}
