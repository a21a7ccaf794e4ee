import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type auditLogQuerySchema, auditLogResponseSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export type AuditLogParams = z.input<typeof auditLogQuerySchema>;

/** Events per page of the log. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/logs (D-14): events newest first, one action or all, older than `before`. */
export function getAuditLog(params: AuditLogParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.action) query.set('action', params.action);
  if (params.before) query.set('before', params.before);
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  const search = query.toString();
  return adminRequest(`/api/admin/logs${search ? `?${search}` : ''}`, {
    auth: 'session',
    schema: auditLogResponseSchema,
    signal,
  });
}

/** The log for one action ('' for all), a page at a time: 'Load older' follows `nextBefore`. */
export function useAuditLog(action: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.logs(action),
    queryFn: ({ pageParam, signal }) =>
      getAuditLog(
        { action: action || undefined, before: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
