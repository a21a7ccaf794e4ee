import { HTML_PLACEHOLDERS } from '../../shared/html-placeholders';

/**
 * The free-scan start page (decision D-05) is configuration (SCAN_HOST_URL), known only when the
 * server runs. Prerendered HTML carries this placeholder; the server swaps it, in the links and in
 * the <meta name="msoul:scan-host-url"> tag, for the configured URL. After hydration the client
 * reads the tag so that both agree.
 */
const DEFAULT_SCAN_HOST = '/start-scan';

export function scanHostUrl(): string {
  if (typeof document === 'undefined') return HTML_PLACEHOLDERS.scanHostUrl;
  const configured = document
    .querySelector('meta[name="msoul:scan-host-url"]')
    ?.getAttribute('content');
  if (!configured || configured === HTML_PLACEHOLDERS.scanHostUrl) return DEFAULT_SCAN_HOST;
  return configured;
}
