import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET /api/admin/stats: the dashboard's numbers and the admins without 2FA (D-15). */
export function getStats(signal?: AbortSignal) {
  return adminRequest('/api/admin/stats', { auth: 'session', schema: adminStatsSchema, signal });
}

export function useStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getStats(signal) });
}
