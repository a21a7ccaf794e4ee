import { eq } from 'drizzle-orm';
import { secureSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  type CapabilityDigest,
  capabilityDigest,
  looksLikeCapabilityId,
  openWithCapability,
} from '../../security/capability-id';
import {
  findSession,
  readSubmission,
  type SessionDeps,
  type SessionRow,
  SUBMISSION_ID_PREFIX,
  SUBMISSION_REF_PURPOSE,
  type SubmissionContent,
} from './session-repository';

const NOT_FOUND = AppError.notFound('This link does not lead to a submission.');

export type FoundSubmission = {
  refId: string;
  submissionDigest: CapabilityDigest;
  content: SubmissionContent;
  session: Awaited<ReturnType<typeof findSession>>;
};

/**
 * A two-step submission by its id, with its session. Unknown, malformed and purged ids are the
 * same 404 (D-06); the session's refId is opened from the box sealed under the submission id
 * (docs/decisions/013), and the content must pass its signature check.
 */
export async function findSubmission(
  deps: SessionDeps,
  submissionId: string,
): Promise<FoundSubmission> {
  if (!looksLikeCapabilityId(SUBMISSION_ID_PREFIX, submissionId)) throw NOT_FOUND;
  const submissionDigest = capabilityDigest(submissionId);
  const [row] = await deps.db
    .select({ refDigest: secureSubmissions.refDigest, refIdSealed: secureSubmissions.refIdSealed })
    .from(secureSubmissions)
    .where(eq(secureSubmissions.submissionDigest, submissionDigest));
  const refId =
    row?.refIdSealed && openWithCapability(submissionId, SUBMISSION_REF_PURPOSE, row.refIdSealed);
  if (!row || !refId) throw NOT_FOUND;
  const content = await readSubmission(deps, submissionDigest);
  const session = await findSession(deps.db, row.refDigest);
  return { refId, submissionDigest, content, session };
}

/** Whether a session's state is paid (an underpayment pays for nothing: it stays unpaid). */
export function isPaidState(state: SessionRow['state']): boolean {
  return state === 'paid' || state === 'paid_awaiting_answers';
}
