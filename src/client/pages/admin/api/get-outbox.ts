import { useQuery } from '@tanstack/react-query';
import { outboxListSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET /api/admin/outbox: the e-mails written to the local outbox (MAIL_TRANSPORT=outbox). */
export function getOutbox(signal?: AbortSignal) {
  return adminRequest('/api/admin/outbox', { auth: 'session', schema: outboxListSchema, signal });
}

export function useOutbox() {
  return useQuery({ queryKey: adminKeys.outbox, queryFn: ({ signal }) => getOutbox(signal) });
}
