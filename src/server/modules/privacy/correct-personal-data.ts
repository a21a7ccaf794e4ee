import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PrivacyProfileResponse, privacyProfileBodySchema } from '../../../shared/api/privacy';
import type { Db } from '../../db/client';
import { secureSubmissions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SubmissionSigner } from '../../security/submission-signature';
import { recordAuditEvent } from '../audit/public';
import {
  type AccessGrant,
  findSubmissionsByEmail,
  sameAddress,
  verifiedContent,
} from './privacy-repository';

export const NOTHING_TO_CORRECT = new AppError(
  409,
  'nothing_to_correct',
  'We hold no name or phone number for this address, so there is nothing to correct.',
);

/**
 * PATCH /api/privacy/profile: the corrected name and/or phone number (an empty phone removes it)
 * on the intake profile and in every submission person 1 sent with the address. Submissions are
 * verified, changed and signed again with the current key, so the sessions still read fine.
 * Reports already generated or e-mailed are not rewritten.
 */
export async function correctPersonalData(
  deps: { db: Db; signer: SubmissionSigner },
  grant: AccessGrant,
  body: z.output<typeof privacyProfileBodySchema>,
  now = new Date(),
): Promise<PrivacyProfileResponse> {
  const fullName = body.fullName;
  const phone = body.phone === undefined ? undefined : body.phone === '' ? null : body.phone;

  return deps.db.transaction(async (tx) => {
    const intakeRows = await tx
      .select({ id: users.id, fullName: users.fullName, phone: users.phone })
      .from(users)
      .where(sameAddress(users.email, grant.email))
      .for('update');
    const submissions = await findSubmissionsByEmail(tx, grant.email, { forUpdate: true });
    if (intakeRows.length === 0 && submissions.length === 0) throw NOTHING_TO_CORRECT;

    if (intakeRows.length > 0) {
      await tx
        .update(users)
        .set({
          ...(fullName === undefined ? {} : { fullName }),
          ...(phone === undefined ? {} : { phone }),
        })
        .where(
          inArray(
            users.id,
            intakeRows.map((row) => row.id),
          ),
        );
    }
    let latest: { fullName: string; phone: string | null } | null = null;
    for (const row of submissions) {
      const content = verifiedContent(deps.signer, row);
      const corrected = {
        ...content,
        person1: {
          ...content.person1,
          name: fullName ?? content.person1.name,
          phone: phone === undefined ? content.person1.phone : phone,
        },
      };
      await tx
        .update(secureSubmissions)
        .set({ content: corrected, signature: deps.signer.sign(corrected), updatedAt: now })
        .where(eq(secureSubmissions.submissionDigest, row.submissionDigest));
      if (row.status === 'current') {
        latest = { fullName: corrected.person1.name, phone: corrected.person1.phone };
      }
    }

    await recordAuditEvent(tx, 'privacy.data_corrected', null, {
      requestId: grant.requestId,
      intakeProfiles: intakeRows.length,
      submissions: submissions.length,
    });
    const intake = intakeRows[0];
    const profile = intake
      ? {
          fullName: fullName ?? intake.fullName,
          phone: phone === undefined ? intake.phone : phone,
        }
      : (latest ?? { fullName: fullName ?? null, phone: phone ?? null });
    return {
      profile,
      corrected: { intakeProfiles: intakeRows.length, submissions: submissions.length },
    };
  });
}
