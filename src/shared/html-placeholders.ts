/**
 * Values known only when the server runs (configuration) but needed in prerendered HTML. The
 * prerenderer writes these tokens; the server replaces them, HTML-escaped, when it loads the
 * pages at start-up.
 */
export const HTML_PLACEHOLDERS = {
  publicUrl: '__MSOUL_PUBLIC_URL__',
  scanHostUrl: '__MSOUL_SCAN_HOST_URL__',
} as const;
