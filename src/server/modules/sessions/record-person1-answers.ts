import { and, eq } from 'drizzle-orm';
import type { CoupleProduct } from '../../../shared/catalog';
import { products } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { coupleSessions, secureSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  capabilityDigest,
  newCapabilityId,
  sealUnderCapability,
} from '../../security/capability-id';
import type { SubmissionSigner } from '../../security/submission-signature';
import { createReportRecord } from './create-report-record';
import { clearDraftContent } from './draft-repository';
import {
  factsOf,
  findSession,
  LOCKED,
  SUBMISSION_ID_PREFIX,
  SUBMISSION_REF_PURPOSE,
  type SubmissionContent,
} from './session-repository';
import { applySessionEvent } from './session-states';

function productLocked(paidProduct: CoupleProduct): AppError {
  return new AppError(
    409,
    'product_locked',
    `This session has already been paid for as ${products[paidProduct].name}. Please send your answers with that report chosen.`,
  );
}

/**
 * Person 1's profile and answers become the session's current secure submission, signed; one
 * sent before payment is superseded (kept, marked so) and the state follows the table. Runs in
 * the caller's transaction, with the session row locked.
 */
export async function recordPerson1Answers(
  tx: Db,
  signer: SubmissionSigner,
  input: { refId: string; content: SubmissionContent; source: 'two_step' | 'single_page' },
): Promise<{ submissionId: string; replaced: boolean; reportCreated: boolean; paid: boolean }> {
  const { refDigest } = input.content;
  const session = await findSession(tx, refDigest, { forUpdate: true });
  const transition = applySessionEvent(factsOf(session), 'person1_answered');
  if (!transition.ok) throw LOCKED;
  const paidFor = session.state === 'paid' || session.state === 'paid_awaiting_answers';
  // The product is what was paid for: a paid session's answers cannot change it.
  if (paidFor && input.content.productType !== session.productType)
    throw productLocked(session.productType);

  const submissionId = newCapabilityId(SUBMISSION_ID_PREFIX);
  const submissionDigest = capabilityDigest(submissionId);
  const now = new Date();
  await tx
    .update(secureSubmissions)
    .set({ status: 'superseded', updatedAt: now })
    .where(
      and(eq(secureSubmissions.refDigest, refDigest), eq(secureSubmissions.status, 'current')),
    );
  await tx.insert(secureSubmissions).values({
    submissionDigest,
    refDigest,
    refIdSealed: sealUnderCapability(submissionId, SUBMISSION_REF_PURPOSE, input.refId),
    source: input.source,
    content: input.content,
    signature: signer.sign(input.content),
  });
  await tx
    .update(coupleSessions)
    .set({
      currentSubmissionDigest: submissionDigest,
      productType: input.content.productType,
      state: transition.state,
      updatedAt: now,
    })
    .where(eq(coupleSessions.refDigest, refDigest));
  // The answers are in: a draft of them is done with, and none may follow (draft-repository.ts).
  await clearDraftContent(tx, refDigest);
  const reportCreated =
    transition.state === 'paid' ? await createReportRecord(tx, refDigest) : false;
  const paid = transition.state === 'paid' || transition.state === 'paid_awaiting_answers';
  return { submissionId, replaced: transition.replaced, reportCreated, paid };
}
