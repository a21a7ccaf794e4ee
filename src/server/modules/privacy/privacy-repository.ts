import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  PRIVACY_ACCESS_VALID_MINUTES,
  PRIVACY_LINK_VALID_HOURS,
} from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import {
  coupleSessions,
  dataRequests,
  localCheckouts,
  partnerNotices,
  reportDeliveries,
  secureSubmissions,
  sessionDrafts,
  users,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bearerTokenFrom, hashToken, looksLikeBearerToken } from '../../security/bearer-token';
import type { SubmissionSigner } from '../../security/submission-signature';
import { submissionContentSchema } from '../sessions/public';

/** The label of the key that seals a link token for the mail job (security/secret-box.ts). */
export const LINK_KEY_PURPOSE = 'privacy-link';

export const LINK_VALID_MS = PRIVACY_LINK_VALID_HOURS * 60 * 60 * 1000;
export const ACCESS_VALID_MS = PRIVACY_ACCESS_VALID_MINUTES * 60 * 1000;

/** Who a valid access grant speaks for: the data request it came from and its address. */
export type AccessGrant = { requestId: string; email: string };

/** The same answer for a missing, malformed, unknown and expired access token. */
export const ACCESS_DENIED = new AppError(
  401,
  'access_expired',
  'This page has expired. Ask for a new link on the Privacy & Ethics page.',
);

/** Addresses compared case-insensitively: the flows store them lower-cased, older rows may not. */
export function sameAddress(column: AnyPgColumn | SQL, email: string): SQL {
  return sql`lower(${column}) = ${email.trim().toLowerCase()}`;
}

/** Person 1's address inside a secure submission's signed content. */
export const submissionEmail: SQL = sql`${secureSubmissions.content} -> 'person1' ->> 'email'`;

/**
 * Whether any record holds the address: an intake (users), person 1's submissions, person 2's
 * copy address, a report e-mail, a test checkout, a resume link's address (a draft) or a
 * partner link e-mailed from /text.
 */
export async function isKnownAddress(db: Db, email: string): Promise<boolean> {
  const probes = [
    () => db.select({ one: sql`1` }).from(users).where(sameAddress(users.email, email)).limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(secureSubmissions)
        .where(sameAddress(submissionEmail, email))
        .limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(coupleSessions)
        .where(sameAddress(coupleSessions.p2Email, email))
        .limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(reportDeliveries)
        .where(sameAddress(reportDeliveries.email, email))
        .limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(sessionDrafts)
        .where(sameAddress(sessionDrafts.email, email))
        .limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(partnerNotices)
        .where(sameAddress(partnerNotices.partnerEmail, email))
        .limit(1),
    () =>
      db
        .select({ one: sql`1` })
        .from(localCheckouts)
        .where(sameAddress(localCheckouts.customerEmail, email))
        .limit(1),
  ];
  for (const probe of probes) {
    if ((await probe()).length > 0) return true;
  }
  return false;
}

/** The access grant behind an `Authorization: Bearer <token>` header, or ACCESS_DENIED. */
export async function findAccessGrant(
  db: Db,
  authorization: string | undefined,
  now: Date,
): Promise<AccessGrant> {
  const token = bearerTokenFrom(authorization);
  if (!token || !looksLikeBearerToken(token)) throw ACCESS_DENIED;
  const [row] = await db
    .select({ id: dataRequests.id, email: dataRequests.email })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.accessTokenHash, hashToken(token)),
        gt(dataRequests.accessExpiresAt, now),
      ),
    );
  if (!row) throw ACCESS_DENIED;
  return { requestId: row.id, email: row.email };
}

/** Requests for the address since `since`, for the per-address limit. */
export async function countRecentRequests(db: Db, email: string, since: Date): Promise<number> {
  const rows = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(eq(dataRequests.email, email), gt(dataRequests.createdAt, since)));
  return rows.length;
}

/** Unsent links whose e-mail job may have been lost (a crash between commit and send). */
export async function findUnsentRequests(db: Db, olderThan: Date, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        isNull(dataRequests.sentAt),
        isNotNull(dataRequests.linkTokenSealed),
        lt(dataRequests.createdAt, olderThan),
        gt(dataRequests.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Person 1's content as signed, unknown keys kept, so a correction re-signs exactly what was
 * stored apart from the corrected fields.
 */
export const storedSubmissionSchema = submissionContentSchema
  .extend({ person1: submissionContentSchema.shape.person1.loose() })
  .loose();

export type SubmissionRow = typeof secureSubmissions.$inferSelect;

/** Person 1's submissions sent with the address (current and superseded), oldest first. */
export async function findSubmissionsByEmail(
  db: Db,
  email: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubmissionRow[]> {
  const query = db
    .select()
    .from(secureSubmissions)
    .where(sameAddress(submissionEmail, email))
    .orderBy(secureSubmissions.createdAt);
  return options.forUpdate ? query.for('update') : query;
}

/**
 * A submission's content, checked against its signature like sessions/readSubmission: a row
 * changed outside the product is never shown or re-signed, and the request fails.
 */
export function verifiedContent(signer: SubmissionSigner, row: SubmissionRow) {
  if (!signer.verify(row.content, row.signature)) {
    throw new AppError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again in a moment.',
      'a secure submission failed its signature check (its id stays out of the log)',
    );
  }
  return storedSubmissionSchema.parse(row.content);
}
