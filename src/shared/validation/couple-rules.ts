import { hasEnoughWords, MIN_ANSWER_WORDS } from './words';

/**
 * The paid flows' validation rules (docs/product.md §5, D-16) with the fixed words
 * (docs/product.md §11). The pages show these messages and the server answers a 400 with the very
 * same text, so the rules live once.
 */
export const COUPLE_MESSAGES = {
  /** Two-step /detonation profile step: toast 'Missing Information'. */
  profileMissing: 'Please fill in all required fields.',
  /** Two-step /detonation answers: toast 'Answer Too Short'. */
  answerTooShort: `Please provide at least ${MIN_ANSWER_WORDS} words in your answer.`,
  /** The single page's contact fields. */
  singlePageContactMissing: 'Fill your name, email, and partner name.',
  /** The single page's paste box when it is empty. */
  partnerBlockMissing: "Paste your partner's answers.",
  /** /p2paste: toast 'Incomplete Answers' (D-16: words, not characters). */
  pasteIncomplete: `Please make sure all 10 answers have at least ${MIN_ANSWER_WORDS} words each.`,
  /** /p2paste's yellow hint while any answer is short. */
  pasteHint: `Please ensure all 10 answers are at least ${MIN_ANSWER_WORDS} words each`,
  /**
   * Beyond the original contract (docs/product.md §5): every paid flow needs an address to send the
   * report to.
   */
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** The single page's rule for person 1's answer number `n` (1-based). */
export function singlePageAnswerMessage(n: number): string {
  return `Q${n}: need at least ${MIN_ANSWER_WORDS} words.`;
}

/**
 * A loose e-mail check (something@something.tld, no spaces): the report is sent there, so a
 * typo must be caught before payment. The original contract showed no format check
 * (docs/product.md §5); this is the minimum.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Person 1's contact details: name, e-mail and partner name are required; phone is optional. */
export type ContactFields = { name: string; email: string; partnerName: string };

/**
 * The two-step flow's profile step (docs/product.md §5 'Detonation profile'); null when it passes.
 */
export function profileProblem(contact: ContactFields): string | null {
  if (!filled(contact.name) || !filled(contact.email) || !filled(contact.partnerName)) {
    return COUPLE_MESSAGES.profileMissing;
  }
  return looksLikeEmail(contact.email) ? null : COUPLE_MESSAGES.emailInvalid;
}

/** The single page's contact fields (docs/product.md §5 'Single page'); null when they pass. */
export function singlePageContactProblem(contact: ContactFields): string | null {
  if (!filled(contact.name) || !filled(contact.email) || !filled(contact.partnerName)) {
    return COUPLE_MESSAGES.singlePageContactMissing;
  }
  return looksLikeEmail(contact.email) ? null : COUPLE_MESSAGES.emailInvalid;
}

/** The 1-based number of the first answer under five words, or null when all pass. */
export function firstShortAnswer(answers: readonly string[]): number | null {
  const index = answers.findIndex((answer) => !hasEnoughWords(answer));
  return index === -1 ? null : index + 1;
}
