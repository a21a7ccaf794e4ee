import { useMutation } from '@tanstack/react-query';
import { type AdminVerify2faBody, adminTokenResponseSchema } from '../../../../shared/api/admin';
import { adminRequest } from './admin-request';

/** POST /api/admin/verify-2fa: the TOTP code with the login's challenge; answers the token. */
export function verify2fa(body: AdminVerify2faBody) {
  return adminRequest('/api/admin/verify-2fa', {
    method: 'POST',
    body,
    auth: 'none',
    schema: adminTokenResponseSchema,
  });
}

export function useVerify2fa() {
  return useMutation({ mutationFn: verify2fa });
}
