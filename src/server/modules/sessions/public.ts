/**
 * What other modules may use of sessions (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export { analysisOf, shownName } from './get-session-view';
export {
  findPrivateCheckRows,
  privateCheckSignature,
  readPrivateChecks,
  verifiedPrivateCheck,
} from './private-check-repository';
export { recordPayment } from './record-payment';
export type { SessionDeps } from './session-repository';
export {
  findSession,
  readSubmission,
  SUBMISSION_REF_PURPOSE,
  sessionDigestOf,
  submissionContentSchema,
} from './session-repository';
