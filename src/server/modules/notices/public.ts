/**
 * What other modules may use of notices (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export { noticeDeliveryKeys } from './notice-repository';
