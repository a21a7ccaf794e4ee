/**
 * What other modules may use of retention (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export { countOldData } from './count-old-data';
export { erasePersonData } from './erase-person-data';
export { purgeExpiredData } from './purge-expired-data';
export { nextPurgeDate, RETENTION_DAYS, retentionCutoff } from './retention-policy';
