import { eq, sql } from 'drizzle-orm';
import { firstName } from '../../../shared/first-name';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { assessments, stormInvites, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { stormTokenDigestOf } from './open-storm-invite';

/** Reads as a sentence's subject on the invite and result pages ('Your partner asked you...'). */
const UNNAMED_INVITER = 'Your partner';

const inviteByToken = preparedPerDatabase((db) =>
  db
    .select({
      partnerAnswers: stormInvites.partnerAnswers,
      p1Responses: assessments.responses,
      fullName: users.fullName,
    })
    .from(stormInvites)
    .innerJoin(assessments, eq(assessments.id, stormInvites.assessmentId))
    .leftJoin(users, eq(users.id, assessments.userId))
    .where(eq(stormInvites.tokenDigest, sql.placeholder('tokenDigest')))
    .prepare('storm_invite_by_token'),
);

/** An invitation with what its pages need: who asked, their answers, the partner's answers. */
export async function loadInvite(db: Db, token: string) {
  const tokenDigest = stormTokenDigestOf(token);
  const [row] = tokenDigest ? await inviteByToken(db).execute({ tokenDigest }) : [];
  // Unknown, malformed and expired tokens all answer the same 404 (D-06).
  if (!row) throw AppError.notFound();
  // An assessment started without a profile (the `{tier}` call of docs/product.md §7) has no name
  // to show.
  return { ...row, inviterName: row.fullName ? firstName(row.fullName) : UNNAMED_INVITER };
}
