import { eq } from 'drizzle-orm';
import type { SessionConfirmResponse } from '../../../shared/api/payments';
import { SESSION_STATES } from '../../../shared/api/sessions';
import type { Db } from '../../db/client';
import { coupleSessions, reportDeliveries, reports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ReportQueue } from '../../jobs/report-jobs';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { CapabilityDigest } from '../../security/capability-id';
import { analysisOf, sessionDigestOf, shownName } from '../sessions/public';
import { confirmCheckout } from './confirm-checkout';

/** How long /api/session-confirm waits for the e-mails, so the page can say 'Analysis Sent!'. */
export const DELIVERY_WAIT_MS = 8_000;
const POLL_MS = 200;

export type ConfirmDeps = {
  db: Db;
  payments: PaymentProvider;
  reports: ReportQueue;
  /** Overridable so tests need not wait. */
  waitMs?: number;
};

const NOT_FOUND = AppError.notFound('This payment does not belong to this session.');

/**
 * POST /api/session-confirm (docs/product.md §7, docs/architecture.md §4): asks the provider about
 * the checkout, applies the same idempotent payment transition as the webhook, then waits a few
 * seconds for delivery so the answer can truthfully say the analysis was sent (D-12). It never says
 * more than the database holds.
 */
export async function confirmSessionPayment(
  deps: ConfirmDeps,
  refId: string,
  checkoutSessionId: string,
): Promise<SessionConfirmResponse> {
  const refDigest = sessionDigestOf(refId);
  const outcome = await confirmCheckout(deps, checkoutSessionId);
  if (outcome.refDigest !== refDigest) throw NOT_FOUND;
  if (outcome.reportCreated) await deps.reports.enqueueReport(refDigest);
  if (!outcome.paid) return describe(deps.db, refDigest, false);

  const deadline = Date.now() + (deps.waitMs ?? DELIVERY_WAIT_MS);
  for (;;) {
    const answer = await describe(deps.db, refDigest, true);
    if (answer.analysis !== 'preparing' || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function describe(
  db: Db,
  refDigest: CapabilityDigest,
  paid: boolean,
): Promise<SessionConfirmResponse> {
  const [session] = await db
    .select({ state: coupleSessions.state, p2Email: coupleSessions.p2Email })
    .from(coupleSessions)
    .where(eq(coupleSessions.refDigest, refDigest));
  const [report] = await db
    .select({ status: reports.status, model: reports.model })
    .from(reports)
    .where(eq(reports.refDigest, refDigest));
  const deliveries = await db
    .select({ role: reportDeliveries.role })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.refDigest, refDigest));
  const recipients =
    deliveries.length > 0
      ? deliveries.map((d) => (d.role === 'person2' ? ('person2' as const) : ('person1' as const)))
      : (['person1', ...(session?.p2Email ? ['person2' as const] : [])] as const);
  // The same reading as GET /api/sessions/<refId>, so /paid and the session's pages agree.
  const state = SESSION_STATES.find((known) => known === session?.state);
  const read = state ? analysisOf(state, report?.status ?? null) : null;
  const analysis = !paid || read === null || read === 'unpaid' ? 'preparing' : read;
  const messages = {
    sent: 'Payment confirmed. Your analysis has been sent.',
    preparing: paid
      ? 'Payment confirmed. Your analysis is being prepared.'
      : 'This payment is not confirmed yet.',
    waiting_for_partner: 'Payment confirmed. Your analysis is sent once your partner has answered.',
    failed: 'Payment confirmed, but the analysis could not be sent. Please contact support.',
  } as const;
  return {
    ok: paid,
    message: messages[analysis],
    paid,
    analysis,
    recipients: [...recipients].sort(),
    // Whoever paid may be the partner: first names only, never an address (shownName).
    person1Name: report?.model ? shownName(report.model.couple.person1.name) : null,
    partnerName: report?.model ? shownName(report.model.couple.person2.name) : null,
  };
}
