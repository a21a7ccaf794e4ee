/**
 * What other modules may use of fulfilment (docs/architecture.md, import boundaries): the admin
 * area revokes a recipient's report link here. The rest of the folder is its own business.
 */
export { revokeReportLink } from './revoke-report-link';
