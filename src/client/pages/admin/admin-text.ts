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
  revokeError: {
    title: 'Revoke Error',
    description: 'Failed to connect to server',
    tone: 'error',
  },
} as const satisfies Record<string, ToastMessage | ((message: string | null) => ToastMessage)>;

/**
 * The 'Revoke a report link' panel (docs/operations.md, 'The report page'): support pastes the link
 * someone sent them; only that link stops working.
 */
export const REVOKE_LINK_TEXT = {
  title: 'Revoke a report link',
  lead: "Someone forwarded their report e-mail, or wants their link shut? Paste the link they sent you. Only that link stops working; the other partner's link keeps working. A PDF already e-mailed can't be called back.",
  label: 'Report link',
  hint: 'The whole address (https://…/report/rpt_…) or just the id that starts with rpt_.',
  submit: 'Revoke link',
  busy: 'Revoking...',
  confirmTitle: 'Revoke this report link?',
  confirmDescription:
    "Whoever opens it will see 'This link does not open a report', for the page and the PDF download. It cannot be undone; the other partner's link keeps working.",
  cancel: 'Cancel',
  confirm: 'Revoke link',
  refused: "We couldn't revoke this link.",
} as const;

/** The notice over the login form after a 401 of a signed-in call. */
export const SESSION_ENDED = 'Your session has ended. Log in again.';
export const LOGGED_OUT = 'You have logged out.';
