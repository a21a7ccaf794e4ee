import { useMutation } from '@tanstack/react-query';
import { type AdminLoginBody, adminLoginResponseSchema } from '../../../../shared/api/admin';
import { adminRequest } from './admin-request';

/** POST /api/admin/login: a token, or `requiresMFA` with the challenge for the 2FA step. */
export function login(body: AdminLoginBody) {
  return adminRequest('/api/admin/login', {
    method: 'POST',
    body,
    auth: 'none',
    schema: adminLoginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
