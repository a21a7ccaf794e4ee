import { useQuery } from '@tanstack/react-query';
import { outboxMessageSchema } from '../../../../shared/api/admin';
import { segment } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET /api/admin/outbox/<file>: one e-mail's headers, text and attachment names. */
export function getOutboxMessage(file: string, signal?: AbortSignal) {
  return adminRequest(`/api/admin/outbox/${segment(file)}`, {
    auth: 'session',
    schema: outboxMessageSchema,
    signal,
  });
}

/** The message `file`; nothing is fetched while `file` is null. */
export function useOutboxMessage(file: string | null) {
  return useQuery({
    queryKey: adminKeys.outboxMessage(file ?? ''),
    queryFn: ({ signal }) => getOutboxMessage(file ?? '', signal),
    enabled: file !== null,
  });
}
