import { eq, inArray } from 'drizzle-orm';
import { sessionDraftSchema } from '../../../shared/api/drafts';
import { type PrivacyData, privacyDataSchema } from '../../../shared/api/privacy';
import { ANSWER_KEYS, PARTNER_SOURCES } from '../../../shared/api/sessions';
import { openQuestions } from '../../../shared/questions/open';
import { partnerQuestions } from '../../../shared/questions/partner';
import { stormQuestions } from '../../../shared/questions/storm';
import { PRIVATE_CHECK_ITEMS } from '../../../shared/safety/private-check';
import type { Db } from '../../db/client';
import {
  assessments,
  coupleSessions,
  localCheckouts,
  partnerNotices,
  reportDeliveries,
  reports,
  sessionDrafts,
  stormInvites,
  users,
} from '../../db/schema';
import type { CapabilityDigest } from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import { recordAuditEvent } from '../audit/public';
import { findPrivateCheckRows, verifiedPrivateCheck } from '../sessions/public';
import {
  type AccessGrant,
  findSubmissionsByEmail,
  sameAddress,
  verifiedContent,
} from './privacy-repository';

type Answer = { question: string; answer: string };

const QUESTION_TEXTS = new Map(
  [...stormQuestions, ...partnerQuestions].map((question) => [question.id, question.text]),
);

/** Answers in question order, each with the question it answers. */
function withQuestions(
  answers: readonly string[],
  questions: readonly { text: string }[],
): Answer[] {
  return answers.map((answer, i) => ({
    question: questions[i]?.text ?? `Question ${i + 1}`,
    answer,
  }));
}

/** An assessment's responses (question id -> option text) in the set's order. */
function assessmentAnswers(responses: Record<string, string>): Answer[] {
  return Object.entries(responses).map(([id, answer]) => ({
    question: QUESTION_TEXTS.get(id) ?? id,
    answer,
  }));
}

/** A session row's product and state, checked with the contract's own enums. */
const sessionFacts = privacyDataSchema.shape.coupleSessions.element.pick({
  productType: true,
  state: true,
});

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type Person1Part = NonNullable<PrivacyData['coupleSessions'][number]['asPerson1']>;
type Person1Submission = Person1Part['submissions'][number];
type PrivateCheckCopy = Person1Part['privateCheck'];

const PRIVATE_CHECK_TEXTS = new Map<string, string>(
  PRIVATE_CHECK_ITEMS.map((item) => [item.id, item.text]),
);

/**
 * Each session's private checks (decision 010) as the person's copy shows them: every answered
 * item with its question. Verified like the submissions.
 */
async function privateChecksOf(
  deps: { db: Db; signer: SubmissionSigner },
  refDigests: readonly CapabilityDigest[],
): Promise<Map<string, Partial<Record<'person1' | 'person2', PrivateCheckCopy>>>> {
  const found = new Map<string, Partial<Record<'person1' | 'person2', PrivateCheckCopy>>>();
  for (const row of await findPrivateCheckRows(deps.db, refDigests)) {
    if (row.role !== 'person1' && row.role !== 'person2') continue;
    const check = verifiedPrivateCheck(deps.signer, row);
    const entry = found.get(row.refDigest) ?? {};
    entry[row.role] = {
      answeredAt: iso(row.answeredAt),
      answers: Object.entries(check).map(([id, answer]) => ({
        question: PRIVATE_CHECK_TEXTS.get(id) ?? id,
        answer,
      })),
    };
    found.set(row.refDigest, entry);
  }
  return found;
}

/**
 * Person 1's part of a session. Their private check belongs to whoever sent the current answers
 * (sessions/private-check-repository.ts), so it is only shown with a current submission of the
 * address: someone who answered as person 1 earlier does not get a later person's check.
 */
function person1Part(
  entry: { submissions: Person1Submission[] } | undefined,
  check: PrivateCheckCopy | undefined,
  partnerLinkEmail: string | null,
): Person1Part | null {
  if (!entry) return null;
  const current = entry.submissions.some((submission) => submission.status === 'current');
  return { ...entry, privateCheck: current ? (check ?? null) : null, partnerLinkEmail };
}

/** A resume link's draft (sessions/draft-repository.ts) as the download shows it. */
function answerDraftOf(
  row: typeof sessionDrafts.$inferSelect,
): PrivacyData['answerDrafts'][number] {
  const draft = sessionDraftSchema.safeParse(row.content);
  const profile = draft.success ? draft.data.profile : {};
  const answers = draft.success ? draft.data.answers : {};
  return {
    startedAt: iso(row.createdAt),
    savedAt: iso(row.updatedAt),
    answersSent: !draft.success,
    name: profile.name ?? null,
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    partnerName: profile.partnerName ?? null,
    answers: withQuestions(
      ANSWER_KEYS.map((key) => answers[key] ?? ''),
      openQuestions,
    ).filter((answer) => answer.answer !== ''),
  };
}

/**
 * GET /api/privacy/data: everything held for the grant's address, as the page shows it and the
 * download saves it. Only the person's own part: the free scan partner's answers, person 2's
 * answers and private check (for person 1) and person 1's profile, answers and private check
 * (for person 2) belong to the other person and are left out.
 */
export async function exportPersonalData(
  deps: { db: Db; signer: SubmissionSigner },
  grant: AccessGrant,
  now = new Date(),
): Promise<PrivacyData> {
  const { db } = deps;
  const { email } = grant;

  const intakeRows = await db
    .select()
    .from(users)
    .where(sameAddress(users.email, email))
    .orderBy(users.createdAt);
  const userIds = intakeRows.map((row) => row.id);
  const assessmentRows =
    userIds.length === 0
      ? []
      : await db
          .select({
            assessment: assessments,
            inviteAnsweredAt: stormInvites.answeredAt,
            hasInvite: stormInvites.tokenDigest,
          })
          .from(assessments)
          .leftJoin(stormInvites, eq(stormInvites.assessmentId, assessments.id))
          .where(inArray(assessments.userId, userIds))
          .orderBy(assessments.createdAt);

  // Person 1: their submissions, verified; grouped by session.
  const submissions = await findSubmissionsByEmail(db, email);
  const asPerson1 = new Map<CapabilityDigest, { submissions: Person1Submission[] }>();
  for (const row of submissions) {
    const content = verifiedContent(deps.signer, row);
    const entry = asPerson1.get(row.refDigest) ?? { submissions: [] };
    entry.submissions.push({
      status: row.status === 'current' ? 'current' : 'superseded',
      submittedAt: iso(row.createdAt),
      name: content.person1.name,
      email: content.person1.email,
      phone: content.person1.phone,
      partnerName: content.person1.partnerName,
      answers: withQuestions(content.answers, openQuestions),
    });
    asPerson1.set(row.refDigest, entry);
  }

  // Person 2: sessions where they left their own address.
  const partnerRows = await db
    .select({ refDigest: coupleSessions.refDigest })
    .from(coupleSessions)
    .where(sameAddress(coupleSessions.p2Email, email));
  const refDigests = [
    ...new Set([...asPerson1.keys(), ...partnerRows.map((row) => row.refDigest)]),
  ];
  const sessionRows =
    refDigests.length === 0
      ? []
      : await db
          .select({ session: coupleSessions, reportStatus: reports.status })
          .from(coupleSessions)
          .leftJoin(reports, eq(reports.refDigest, coupleSessions.refDigest))
          .where(inArray(coupleSessions.refDigest, refDigests))
          .orderBy(coupleSessions.createdAt);
  const partnerRefDigests = new Set(partnerRows.map((row) => row.refDigest));
  const checks = await privateChecksOf(deps, refDigests);
  // The partner's address person 1 had the link e-mailed to (issue 24), by session.
  const linkAddresses = new Map(
    (refDigests.length === 0
      ? []
      : await db
          .select({ refDigest: partnerNotices.refDigest, email: partnerNotices.partnerEmail })
          .from(partnerNotices)
          .where(inArray(partnerNotices.refDigest, refDigests))
    ).map((row) => [row.refDigest, row.email]),
  );
  // Links e-mailed to this address by someone inviting its owner.
  const invitations = await db
    .select()
    .from(partnerNotices)
    .where(sameAddress(partnerNotices.partnerEmail, email))
    .orderBy(partnerNotices.createdAt);

  const coupleSessionsOut = sessionRows.map(({ session, reportStatus }) => {
    const { productType, state } = sessionFacts.parse(session);
    const isPerson2 = partnerRefDigests.has(session.refDigest);
    return {
      productType,
      state,
      paid: state === 'paid' || state === 'paid_awaiting_answers',
      reportStatus,
      createdAt: iso(session.createdAt),
      asPerson1: person1Part(
        asPerson1.get(session.refDigest),
        checks.get(session.refDigest)?.person1,
        linkAddresses.get(session.refDigest) ?? null,
      ),
      asPerson2: isPerson2
        ? {
            email: session.p2Email ?? email,
            source: PARTNER_SOURCES.find((known) => known === session.p2Source) ?? null,
            answeredAt: isoOrNull(session.p2AnsweredAt),
            answers: withQuestions(session.p2Answers ?? [], partnerQuestions),
            privateCheck: checks.get(session.refDigest)?.person2 ?? null,
          }
        : null,
    };
  });

  const deliveries = await db
    .select({
      role: reportDeliveries.role,
      status: reportDeliveries.status,
      sentAt: reportDeliveries.sentAt,
    })
    .from(reportDeliveries)
    .where(sameAddress(reportDeliveries.email, email));
  const checkouts = await db
    .select()
    .from(localCheckouts)
    .where(sameAddress(localCheckouts.customerEmail, email))
    .orderBy(localCheckouts.createdAt);

  const draftRows = await db
    .select()
    .from(sessionDrafts)
    .where(sameAddress(sessionDrafts.email, email))
    .orderBy(sessionDrafts.createdAt);

  const intake = intakeRows.at(-1) ?? null;
  const latestSubmission = [...asPerson1.values()]
    .flatMap((entry) => entry?.submissions ?? [])
    .filter((submission) => submission.status === 'current')
    .at(-1);
  const profile = intake
    ? { fullName: intake.fullName, phone: intake.phone }
    : latestSubmission
      ? { fullName: latestSubmission.name, phone: latestSubmission.phone }
      : null;

  const data: PrivacyData = {
    email,
    generatedAt: iso(now),
    profile,
    intakes: intakeRows.map((intake) => ({
      fullName: intake.fullName,
      email: intake.email,
      phone: intake.phone,
      gender: intake.gender,
      relationshipStatus: intake.relationshipStatus,
      duration: intake.duration,
      primaryLoveLanguage: intake.primaryLoveLanguage,
      secondaryLoveLanguage: intake.secondaryLoveLanguage,
      createdAt: iso(intake.createdAt),
    })),
    assessments: assessmentRows.map(({ assessment, hasInvite, inviteAnsweredAt }) => ({
      tier: assessment.tier,
      paid: assessment.isPaid,
      createdAt: iso(assessment.createdAt),
      completedAt: isoOrNull(assessment.completedAt),
      answers: assessmentAnswers(assessment.responses),
      freeScan: hasInvite ? { partnerAnswered: inviteAnsweredAt !== null } : null,
    })),
    coupleSessions: coupleSessionsOut,
    partnerLinkEmails: invitations.map((row) => ({
      lastSentAt: isoOrNull(row.lastLinkSentAt),
      emailsSent: row.linkEmailsSent,
      reminderSent: row.reminderSentAt !== null,
    })),
    reportEmails: deliveries.map((delivery) => ({
      role: delivery.role,
      status: delivery.status,
      sentAt: isoOrNull(delivery.sentAt),
    })),
    answerDrafts: draftRows.map(answerDraftOf),
    checkouts: checkouts.map((checkout) => ({
      productName: checkout.productName,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: checkout.status,
      paymentStatus: checkout.paymentStatus,
      createdAt: iso(checkout.createdAt),
    })),
  };
  await recordAuditEvent(db, 'privacy.data_downloaded', null, {
    requestId: grant.requestId,
    assessments: data.assessments.length,
    coupleSessions: data.coupleSessions.length,
  });
  return data;
}
