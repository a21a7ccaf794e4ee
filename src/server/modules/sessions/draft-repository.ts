import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { ResumeLinkState } from '../../../shared/api/drafts';
import type { Db } from '../../db/client';
import { sessionDrafts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  type CapabilityDigest,
  capabilityDigest,
  looksLikeCapabilityId,
} from '../../security/capability-id';

/**
 * Person 1's server draft behind the e-mailed resume link (docs/decisions/015; the table is
 * `session_drafts` in db/schema.ts). The link's id is a capability (D-06) stored as a digest
 * (docs/decisions/013).
 */
export const RESUME_ID_PREFIX = 'rsm_';
/** What a draft's session refId is sealed for, under the resume id (security/capability-id.ts). */
export const RESUME_REF_PURPOSE = 'resume-ref-id';
/** What the resume id is sealed for, under SECRET_KEY, until the mail job has sent it. */
export const RESUME_LINK_KEY_PURPOSE = 'resume-link';

/** At most this many resume e-mails to one address an hour; later sessions get none. */
export const MAX_RESUME_LINKS_PER_ADDRESS_PER_HOUR = 5;

/** The same answer for unknown, malformed and purged links (D-06). */
export const RESUME_LINK_NOT_VALID = AppError.notFound(
  'This link no longer works: its answers were sent or deleted.',
  'link_not_valid',
);

/** A draft after person 1's answers are in is refused: it never overwrites them. */
export const DRAFT_CLOSED = new AppError(
  409,
  'draft_closed',
  'Your answers have already been sent, so this draft can no longer change.',
);

export type DraftRow = typeof sessionDrafts.$inferSelect;

/** The page the e-mailed link opens (shared/routes.ts lists `/resume/:resumeId`). */
export function resumeLinkUrl(publicUrl: string, resumeId: string): string {
  return `${publicUrl}/resume/${resumeId}`;
}

/** The digest a draft is stored under; a malformed id is the same 404 as an unknown one. */
export function resumeDigestOf(resumeId: string): CapabilityDigest {
  if (!looksLikeCapabilityId(RESUME_ID_PREFIX, resumeId)) throw RESUME_LINK_NOT_VALID;
  return capabilityDigest(resumeId);
}

export async function findDraft(db: Db, resumeDigest: CapabilityDigest): Promise<DraftRow> {
  const [row] = await db
    .select()
    .from(sessionDrafts)
    .where(eq(sessionDrafts.resumeDigest, resumeDigest));
  if (!row) throw RESUME_LINK_NOT_VALID;
  return row;
}

/** Where the draft's e-mail stands; `sent` only once the mail server took it. */
export function linkStateOf(row: Pick<DraftRow, 'sentAt' | 'resumeIdSealed'>): ResumeLinkState {
  if (row.sentAt !== null) return 'sent';
  return row.resumeIdSealed === null ? 'not_sent' : 'pending';
}

/**
 * Person 1's answers are in: the draft's content goes (the submission holds them now), the link
 * stays and leads on to the session. Runs in the submit's transaction, the session row locked.
 */
export async function clearDraftContent(tx: Db, refDigest: CapabilityDigest): Promise<void> {
  await tx
    .update(sessionDrafts)
    .set({ content: null, updatedAt: new Date() })
    .where(eq(sessionDrafts.refDigest, refDigest));
}

/** Drafts whose link e-mail is still owed after `olderThan`: their job was lost (a crash). */
export async function findUnsentResumeLinks(db: Db, olderThan: Date): Promise<CapabilityDigest[]> {
  const rows = await db
    .select({ resumeDigest: sessionDrafts.resumeDigest })
    .from(sessionDrafts)
    .where(
      and(
        isNull(sessionDrafts.sentAt),
        isNotNull(sessionDrafts.resumeIdSealed),
        lt(sessionDrafts.createdAt, olderThan),
      ),
    );
  return rows.map((row) => row.resumeDigest);
}
