/**
 * Settings that pages show but that are configuration, known only when the server runs. The
 * prerenderer writes each placeholder; the server replaces it, HTML-escaped, when it loads the
 * pages at start-up (docs/decisions/001). The defaults are the server's configuration defaults.
 */
export const HTML_PLACEHOLDERS = {
  publicUrl: '__MSOUL_PUBLIC_URL__',
  scanHostUrl: '__MSOUL_SCAN_HOST_URL__',
  supportEmail: '__MSOUL_SUPPORT_EMAIL__',
} as const;

/** Where the free scan starts (decision D-05): this product's own intake page. */
export const DEFAULT_SCAN_HOST_URL = '/start-scan';

export const DEFAULT_SUPPORT_EMAIL = 'support@msoul.app';
