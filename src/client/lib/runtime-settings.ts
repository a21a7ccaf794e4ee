import {
  DEFAULT_SCAN_HOST_URL,
  DEFAULT_SUPPORT_EMAIL,
  HTML_PLACEHOLDERS,
} from '../../shared/runtime-settings';

/**
 * Configuration values shown on pages. While prerendering, a placeholder is returned and the
 * server replaces it in the HTML; in the browser the value is read from the page's
 * <meta name="msoul:..."> tag, which the server filled the same way, so hydration agrees. Without
 * a server (Vite's dev server) the tag still holds the placeholder and the default is used.
 */
function runtimeSetting(metaName: string, placeholder: string, fallback: string): string {
  if (typeof document === 'undefined') return placeholder;
  const value = document.querySelector(`meta[name="${metaName}"]`)?.getAttribute('content');
  return !value || value === placeholder ? fallback : value;
}

/** The free-scan start page (decision D-05, SCAN_HOST_URL). */
export function scanHostUrl(): string {
  return runtimeSetting(
    'msoul:scan-host-url',
    HTML_PLACEHOLDERS.scanHostUrl,
    DEFAULT_SCAN_HOST_URL,
  );
}

/** The support address (SUPPORT_EMAIL). */
export function supportEmail(): string {
  return runtimeSetting(
    'msoul:support-email',
    HTML_PLACEHOLDERS.supportEmail,
    DEFAULT_SUPPORT_EMAIL,
  );
}
