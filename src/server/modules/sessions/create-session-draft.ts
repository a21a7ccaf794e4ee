import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDraftBodySchema, SavedDraft } from '../../../shared/api/drafts';
import { COUPLE_MESSAGES, looksLikeEmail } from '../../../shared/validation/couple-rules';
import type { Db } from '../../db/client';
import { sessionDrafts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  type CapabilityDigest,
  capabilityDigest,
  newCapabilityId,
  sealUnderCapability,
} from '../../security/capability-id';
import { deriveKey, seal } from '../../security/secret-box';
import {
  DRAFT_CLOSED,
  linkStateOf,
  MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR,
  RESUME_ID_PREFIX,
  RESUME_LINK_KEY_PURPOSE,
  RESUME_REF_PURPOSE,
} from './draft-repository';
import { findSession, sessionDigestOf } from './session-repository';

const HOUR_MS = 60 * 60 * 1000;

export const DRAFT_EXISTS = new AppError(
  409,
  'draft_exists',
  'This session already has its resume link: it was e-mailed when it started.',
);

/**
 * POST /api/drafts: the two-step flow's profile step opened a session; this stores its first
 * draft under a new resume id and, unless the address already got its hourly share, keeps the id
 * sealed for the mail job, which e-mails the link to person 1's address (the caller queues it
 * after commit). Once per session, and only before person 1 has submitted: until then only
 * person 1's own page holds the refId.
 */
export async function createSessionDraft(
  deps: { db: Db; secretKey: string },
  body: z.output<typeof createDraftBodySchema>,
  now = new Date(),
): Promise<SavedDraft & { resumeId: string; resumeDigest: CapabilityDigest }> {
  const email = body.email.toLowerCase();
  if (!looksLikeEmail(email)) {
    throw new AppError(400, 'invalid_email', COUPLE_MESSAGES.emailInvalid);
  }
  const refDigest = sessionDigestOf(body.refId);
  const resumeId = newCapabilityId(RESUME_ID_PREFIX);
  const resumeDigest = capabilityDigest(resumeId);
  const row = await deps.db.transaction(async (tx) => {
    const session = await findSession(tx, refDigest, { forUpdate: true });
    if (session.currentSubmissionDigest !== null) throw DRAFT_CLOSED;
    const [existing] = await tx
      .select({ count: count() })
      .from(sessionDrafts)
      .where(eq(sessionDrafts.refDigest, refDigest));
    if ((existing?.count ?? 0) > 0) throw DRAFT_EXISTS;
    const [recent] = await tx
      .select({ count: count() })
      .from(sessionDrafts)
      .where(
        and(
          sql`lower(${sessionDrafts.email}) = ${email}`,
          gte(sessionDrafts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const mayEmail = (recent?.count ?? 0) < MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR;
    const [inserted] = await tx
      .insert(sessionDrafts)
      .values({
        resumeDigest,
        refDigest,
        refIdSealed: sealUnderCapability(resumeId, RESUME_REF_PURPOSE, body.refId),
        email,
        resumeIdSealed: mayEmail
          ? seal(resumeId, deriveKey(deps.secretKey, RESUME_LINK_KEY_PURPOSE))
          : null,
        content: body.draft,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  });
  return {
    resumeId,
    resumeDigest,
    savedAt: row.updatedAt.toISOString(),
    link: linkStateOf(row),
  };
}
