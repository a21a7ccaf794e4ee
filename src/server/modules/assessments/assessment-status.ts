import type { AssessmentStatus } from '../../../shared/api/assessments';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AssessmentTier } from '../questions/public';
import { type AssessmentRow, findAssessment } from './assessment-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name an assessment at all (a UUID); anything else is looked up as unknown. */
export function isAssessmentId(id: string): boolean {
  return UUID.test(id);
}

/** Unknown and malformed ids answer the same 404 (D-06). */
export async function loadAssessment(db: Db, id: string) {
  const found = isAssessmentId(id) ? await findAssessment(db, id) : null;
  if (!found) throw AppError.notFound();
  return found;
}

export function toStatus(
  assessment: AssessmentRow,
  invite: { token: string; answered: boolean } | null,
): AssessmentStatus {
  return {
    id: assessment.id,
    tier: assessment.tier as AssessmentTier,
    completed: assessment.completedAt !== null,
    storm: invite ? { token: invite.token, partnerAnswered: invite.answered } : null,
  };
}

export async function getAssessmentStatus(db: Db, id: string): Promise<AssessmentStatus> {
  const { assessment, invite } = await loadAssessment(db, id);
  return toStatus(assessment, invite);
}
