/** The report's disclaimers, shared with the report page (shared/report/report-text.ts). */
export { reportDisclaimers } from '../../shared/report/report-text';
