import type { ToastMessage } from '../../lib/toast';

/** The admin area's toasts, word for word from docs/product.md §8 where it gives them. */
export const ADMIN_TOASTS = {
  loginFailed: (serverMessage: string | null): ToastMessage => ({
    title: 'Login Failed',
    description: serverMessage ?? 'Invalid credentials',
    tone: 'error',
  }),
  loginError: {
    title: 'Login Error',
    description: 'Failed to connect to server',
    tone: 'error',
  },
  twoFactorFailed: (serverMessage: string | null): ToastMessage => ({
    title: '2FA Failed',
    description: serverMessage ?? 'Invalid code',
    tone: 'error',
  }),
  twoFactorError: {
    title: '2FA Error',
    description: 'Failed to verify code',
    tone: 'error',
  },
  purgeFailed: {
    title: 'Purge Failed',
    description: 'Failed to execute data purge',
    tone: 'error',
  },
  purgeError: {
    title: 'Purge Error',
    description: 'Failed to connect to server',
    tone: 'error',
  },
} as const satisfies Record<string, ToastMessage | ((message: string | null) => ToastMessage)>;

/** The notice over the login form after a 401 of a signed-in call. */
export const SESSION_ENDED = 'Your session has ended. Log in again.';
export const LOGGED_OUT = 'You have logged out.';
