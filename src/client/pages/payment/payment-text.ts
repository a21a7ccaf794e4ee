import type { SessionConfirmResponse } from '../../../shared/api/payments';
import type { SessionView } from '../../../shared/api/sessions';

/** Pure wording and URL helpers of the payment pages (spec §2, §8; D-08, D-11, D-12). */

const at = (prefix: string, refId: string) => `/${prefix}/${encodeURIComponent(refId)}`;

export const sharePath = (refId: string) => at('text', refId);
export const sessionCheckoutPath = (refId: string) => at('session-checkout', refId);
export const testCheckoutPath = (checkoutId: string) => at('test-checkout', checkoutId);

/** Spec §4: the older /payment-success shows its processing view for 3 seconds. */
export const PROCESSING_FOR_MS = 3000;

/** How long a page shows its 'Invalid Payment' toast before leaving for /pricing. */
export const INVALID_REDIRECT_AFTER_MS = 2500;

/** The spec's toasts (§8), word for word. */
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

/** The older page shows only the first 8 characters of the provider's session id (spec §2). */
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

/** Whose answers a session holds, one truthful sentence for /cancel (spec §2). */
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

/** The reference the single page stored after its submit (spec §3), if it is readable. */
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

/** /thank-you's reference ID: `?ref=` first, then the single page's stored record. */
export function thankYouReference(search: string, stored: string | null): string | null {
  return param(search, 'ref') ?? storedReference(stored);
}
