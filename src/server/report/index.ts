export * from './email/index';
export * from './pdf/index';
export { reportDisclaimers } from './report-disclaimers';
