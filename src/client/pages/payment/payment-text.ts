import type { SessionConfirmResponse } from '../../../shared/api/payments';
import type { SessionAnalysis, SessionView } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';

/** Pure wording and URL helpers of the payment pages (docs/product.md §2, §8; D-08, D-11, D-12). */

const at = (prefix: string, refId: string) => `/${prefix}/${encodeURIComponent(refId)}`;

export const sharePath = (refId: string) => at('text', refId);
export const sessionCheckoutPath = (refId: string) => at('session-checkout', refId);
export const testCheckoutPath = (checkoutId: string) => at('test-checkout', checkoutId);

/**
 * The single page's record after a submit (docs/product.md §3;
 * pages/detonation/single-page-storage.ts).
 */
export const SINGLE_PAGE_SUBMISSION_KEY = 'msoul:single-page:submission';

/** docs/product.md §4: the older /payment-success shows its processing view for 3 seconds. */
export const PROCESSING_FOR_MS = 3000;

/** How long a page shows its 'Invalid Payment' toast before leaving for /pricing. */
export const INVALID_REDIRECT_AFTER_MS = 2500;

/** The fixed toasts (docs/product.md §8), word for word. */
export const TOASTS = {
  invalid: {
    title: 'Invalid Payment',
    description: 'Missing payment information. Please try again.',
  },
  confirmError: {
    title: 'Confirmation Error',
    description: 'There was an issue confirming your payment. Please contact support.',
  },
  confirmed: { title: 'Payment Confirmed!', description: 'Your analysis has been sent via email.' },
  submissionCopied: { title: 'Copied!', description: 'Submission ID copied to clipboard' },
} as const;

/** A query parameter that is present and not blank, trimmed; null otherwise. */
export function param(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name)?.trim();
  return value ? value : null;
}

/**
 * The older page shows only the first 8 characters of the provider's session id
 * (docs/product.md §2).
 */
export function shortSessionId(sessionId: string): string {
  return sessionId.slice(0, 8);
}

/** Which reading of /payment-success the query asks for (D-11); `submission` wins. */
export type PaymentSuccessReading =
  | { kind: 'submission'; submissionId: string; checkoutSessionId: string | null }
  | { kind: 'session'; sessionId: string }
  | { kind: 'none' };

export function paymentSuccessReading(search: string): PaymentSuccessReading {
  const submissionId = param(search, 'submission');
  if (submissionId)
    return { kind: 'submission', submissionId, checkoutSessionId: param(search, 'cs') };
  const sessionId = param(search, 'session_id');
  if (sessionId) return { kind: 'session', sessionId };
  return { kind: 'none' };
}

type Names = Pick<SessionConfirmResponse, 'person1Name' | 'partnerName'>;

function namesOf({ person1Name, partnerName }: Names) {
  return {
    person1: person1Name?.trim() || 'Person 1',
    partner: partnerName?.trim() || 'your partner',
  };
}

/**
 * Who the analysis went to (D-12): 'both partners' only when both addresses were mailed,
 * otherwise the names of those it went to.
 */
export function recipientsText(
  confirm: Pick<SessionConfirmResponse, 'recipients'> & Names,
): string {
  const names = namesOf(confirm);
  const toPerson1 = confirm.recipients.includes('person1');
  const toPartner = confirm.recipients.includes('person2');
  if (toPerson1 && toPartner) return 'both partners';
  if (toPartner) return names.partner;
  return names.person1;
}

/** The 'Analysis Sent!' box's sentence, never claiming more recipients than were mailed. */
export function analysisSentText(
  confirm: Pick<SessionConfirmResponse, 'recipients'> & Names,
): string {
  const to = recipientsText(confirm);
  const tail =
    to === 'both partners' ? '' : ` (${namesOf(confirm).partner} left no e-mail address)`;
  return `Your relationship analysis was emailed to ${to}${tail}. Check the inbox, and the spam folder just in case.`;
}

/** Whose answers a session holds, one truthful sentence for /cancel (docs/product.md §2). */
export function savedAnswersText(view: SessionView): string {
  const person1 = view.person1Name?.trim() || 'Person 1';
  const partner = view.partnerName?.trim() || 'your partner';
  if (view.person1Answered && view.person2Answered) {
    return "Both partners' answers are saved, so you can pay whenever you are ready.";
  }
  if (view.person1Answered) {
    return `${person1}'s answers are saved; ${partner}'s answers are still to come.`;
  }
  if (view.person2Answered) {
    return `${partner.charAt(0).toUpperCase()}${partner.slice(1)}'s answers are saved; ${person1}'s answers are still to come.`;
  }
  return 'No answers are saved yet: both partners still have to answer.';
}

/**
 * The reference the single page stored after its submit (docs/product.md §3), if it is readable.
 */
export function storedReference(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('refId' in value)) return null;
    const { refId } = value;
    return typeof refId === 'string' && refId.trim() !== '' ? refId.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The session a page without a refId in its path is about (/thank-you, the older
 * /payment-success): `?ref=` first, then the single page's stored record.
 */
export function pageReference(search: string, stored: string | null): string | null {
  return param(search, 'ref') ?? storedReference(stored);
}

/** Whether the session has a recorded payment (D-08): the only time a page may say so. */
export function isSessionPaid(view: Pick<SessionView, 'state'>): boolean {
  return view.state === 'paid' || view.state === 'paid_awaiting_answers';
}

/**
 * Whether /session-checkout can take a payment for this session now: unpaid, both sets of
 * answers in, and a product that can be bought (D-03). Pages offer 'Try Payment Again' only then.
 */
export function canPayNow(
  view: Pick<SessionView, 'state' | 'person1Answered' | 'person2Answered' | 'productType'>,
): boolean {
  return (
    !isSessionPaid(view) &&
    view.person1Answered &&
    view.person2Answered &&
    products[view.productType].purchasable
  );
}

/** Where a paid session's report stands: every state but `unpaid`. */
export type PaidAnalysis = Exclude<SessionAnalysis, 'unpaid'>;

/** What the pages need to say where a paid session's report stands, whichever answer told. */
export type AnalysisReading = {
  analysis: PaidAnalysis;
  /** The 'Analysis Sent!' sentence, naming only who was mailed (D-12). */
  sentText: string;
  /** The partner's first name, or 'your partner'. */
  partner: string;
};

const partnerOf = (name: string | null) => name?.trim() || 'your partner';

/** From GET /api/sessions/<refId>; null while the session is unpaid. */
export function readingFromView(view: SessionView): AnalysisReading | null {
  if (view.analysis === 'unpaid') return null;
  const recipients = view.person2EmailKnown
    ? (['person1', 'person2'] as const)
    : ['person1' as const];
  return {
    analysis: view.analysis,
    sentText: analysisSentText({ ...view, recipients: [...recipients] }),
    partner: partnerOf(view.partnerName),
  };
}

/** From POST /api/session-confirm; null unless this checkout was paid. */
export function readingFromConfirm(confirm: SessionConfirmResponse): AnalysisReading | null {
  if (!confirm.paid) return null;
  return {
    analysis: confirm.analysis,
    sentText: analysisSentText(confirm),
    partner: partnerOf(confirm.partnerName),
  };
}

/** The older /payment-success's sentence for the true case (docs/product.md §2), word for word. */
export const REPORT_IN_10_TO_15 =
  'Your report is being generated and will be ready within 10-15 minutes.';

export type Reassurance = {
  kind: 'payment' | 'data' | 'email' | 'report';
  text: string;
  /** Done (a check mark) or still to come (an hourglass). */
  done: boolean;
};

/**
 * The reassurance lines of /payment-success (docs/product.md §2). The fixed 'Email confirmation
 * sent' (docs/product.md §11) and 'Report generation in progress' show only when they are true;
 * otherwise the line says what comes next (D-12: no page claims an e-mail before the mail server
 * accepted it).
 */
export function paymentSuccessReassurances(reading: AnalysisReading): Reassurance[] {
  const fixed: Reassurance[] = [
    { kind: 'payment', text: 'Secure payment processed', done: true },
    { kind: 'data', text: 'Your data is encrypted and stored securely', done: true },
  ];
  const byAnalysis: Record<PaidAnalysis, Reassurance[]> = {
    sent: [
      { kind: 'email', text: 'Email confirmation sent', done: true },
      { kind: 'report', text: 'Report generated and delivered', done: true },
    ],
    preparing: [
      { kind: 'report', text: 'Report generation in progress', done: false },
      { kind: 'email', text: 'Your email goes out as soon as the report is ready', done: false },
    ],
    waiting_for_partner: [
      {
        kind: 'report',
        text: `Report generation starts once ${reading.partner} answers`,
        done: false,
      },
      { kind: 'email', text: 'Your email goes out as soon as the report is ready', done: false },
    ],
    failed: [
      {
        kind: 'email',
        text: "Your report hasn't reached you yet: write to us and we'll sort it out",
        done: false,
      },
    ],
  };
  return [...fixed, ...byAnalysis[reading.analysis]];
}
