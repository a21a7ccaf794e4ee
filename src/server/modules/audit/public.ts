/**
 * What other modules may use of audit (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export { AUDIT_ACTIONS, recordAuditEvent } from './record-audit-event';
