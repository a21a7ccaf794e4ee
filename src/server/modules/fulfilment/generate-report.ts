import { and, eq, inArray } from 'drizzle-orm';
import type { CoupleInput } from '../../../engine/report/couple-input';
import { isPaidProduct } from '../../../shared/catalog';
import { reportDeliveries, reports } from '../../db/schema';
import { inThreadRenderer, type ReportRenderer } from '../../report/report-renderer';
import type { CapabilityDigest } from '../../security/capability-id';
import { readIntake } from '../assessments/public';
import {
  findSession,
  readPrivateChecks,
  readSubmission,
  type SessionDeps,
} from '../sessions/public';

/**
 * Job `report.generate` (docs/architecture.md §4): engine -> PDF -> stored, then one delivery per
 * recipient (person 1, and person 2 when they left an address, D-12). Idempotent: a report that is
 * already generated is left alone, so a retried or duplicated job changes nothing. The engine and
 * the PDF run on `deps.renderer`: the server's render threads (docs/decisions/017); a direct
 * caller without one (tests) runs them in its own thread.
 */
export async function generateReport(
  deps: SessionDeps & {
    renderer?: Pick<ReportRenderer, 'scoreAndRender'> | undefined;
    safetyResources?: readonly string[] | undefined;
    supportEmail?: string | undefined;
  },
  refDigest: CapabilityDigest,
  generatedOn: string,
): Promise<{ generated: boolean; recipients: ('person1' | 'person2')[] }> {
  const { db } = deps;
  const [report] = await db.select().from(reports).where(eq(reports.refDigest, refDigest));
  if (!report) throw new Error('no report is owed for this session');
  if (report.status !== 'queued' && report.status !== 'failed') {
    return { generated: false, recipients: await recipientsOf(deps, refDigest) };
  }

  const session = await findSession(db, refDigest);
  if (session.state !== 'paid' || !session.currentSubmissionDigest || !session.p2Answers) {
    throw new Error('a report was queued for a session that is not paid and answered');
  }
  const product = session.productType;
  if (!isPaidProduct(product)) throw new Error('a product without a report was queued');
  const submission = await readSubmission(deps, session.currentSubmissionDigest);
  const intake = session.assessmentId ? await readIntake(db, session.assessmentId) : null;
  const input: CoupleInput = {
    product,
    person1: {
      name: submission.person1.name,
      relationshipStatus: intake?.relationshipStatus ?? undefined,
      duration: intake?.duration ?? undefined,
      primaryLoveLanguage: intake?.primaryLoveLanguage ?? undefined,
      secondaryLoveLanguage: intake?.secondaryLoveLanguage ?? undefined,
    },
    person2: { name: submission.person1.partnerName },
    person1Answers: submission.answers,
    person2Answers: session.p2Answers,
    person1Intake:
      intake && Object.keys(intake.responses).length > 0 ? intake.responses : undefined,
    privateCheck: await readPrivateChecks(deps, refDigest),
  };
  const { model, pdf } = await (deps.renderer ?? inThreadRenderer).scoreAndRender({
    input,
    scoring: {
      // The operator's SAFETY_RESOURCES (config.safetyResources); the engine's defaults otherwise.
      safetyResources: deps.safetyResources,
      supportEmail: deps.supportEmail,
    },
    pdf: { pageSize: 'LETTER', generatedOn },
  });

  await db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({ status: 'generated', model, pdf, generatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reports.refDigest, refDigest), inArray(reports.status, ['queued', 'failed'])));
    const rows = [
      { refDigest, role: 'person1', email: submission.person1.email },
      ...(session.p2Email ? [{ refDigest, role: 'person2', email: session.p2Email }] : []),
    ];
    await tx.insert(reportDeliveries).values(rows).onConflictDoNothing();
  });
  return { generated: true, recipients: await recipientsOf(deps, refDigest) };
}

async function recipientsOf(
  deps: SessionDeps,
  refDigest: CapabilityDigest,
): Promise<('person1' | 'person2')[]> {
  const rows = await deps.db
    .select({ role: reportDeliveries.role })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.refDigest, refDigest));
  return rows.map((row) => (row.role === 'person2' ? 'person2' : 'person1'));
}
