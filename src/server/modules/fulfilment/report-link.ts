import { capabilityDigest, looksLikeCapabilityId } from '../../security/capability-id';

/**
 * Each recipient's own link to the report page, `/report/<id>` (docs/report.md, 'The report
 * page'): a capability id of 128 random bits (D-06) with a readable prefix; the database keeps its
 * SHA-256 (docs/decisions/013) and, until the e-mail is sent, the id sealed under SECRET_KEY.
 */
export const REPORT_LINK_PREFIX = 'rpt_';

/** The purpose of the key the id is sealed under between issuing it and sending the e-mail. */
export const REPORT_LINK_KEY_PURPOSE = 'report-link';

/** The page the e-mailed link opens (shared/routes.ts lists `/report/:linkId`). */
export function reportLinkUrl(publicUrl: string, linkId: string): string {
  return `${publicUrl}/report/${linkId}`;
}

/** The stored digest of a link id that has the shape of one; null for anything else. */
export function reportLinkDigest(linkId: string) {
  return looksLikeCapabilityId(REPORT_LINK_PREFIX, linkId) ? capabilityDigest(linkId) : null;
}

/**
 * The link id in a report link as someone pasted it (support, docs/operations.md): the whole
 * address (`https://…/report/rpt_…`, with or without the scheme, a trailing slash, a query or a
 * fragment), the PDF's address, or the bare id. Null when it names no report link; whether the id
 * has the right shape is reportLinkDigest's to say.
 */
export function reportLinkIdFromAddress(address: string): string | null {
  const text = address.trim();
  if (text.startsWith(REPORT_LINK_PREFIX)) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = /^\/(?:api\/)?report\/([^/]+)(?:\/pdf)?\/?$/.exec(url.pathname);
  return match?.[1] ?? null;
}
