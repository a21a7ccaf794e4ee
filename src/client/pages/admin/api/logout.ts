import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-request';

/** POST /api/admin/logout (bearer, empty body): revokes the token; answers 204. */
export async function logout(): Promise<void> {
  await adminFetch('/api/admin/logout', { method: 'POST', auth: 'session' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
