import type { PartnerSource, SessionView } from '../../../shared/api/sessions';
import type { Question } from '../../../shared/questions/types';
import { countWords, MIN_ANSWER_WORDS } from '../../../shared/validation/words';

/** docs/product.md §4, §9: after a submit the page moves on to checkout after 1.5 seconds. */
export const REDIRECT_AFTER_MS = 1500;

const at = (prefix: string, refId: string) => `/${prefix}/${encodeURIComponent(refId)}`;

export const sharePath = (refId: string) => at('text', refId);
export const choicePath = (refId: string) => at('p2', refId);
export const pastePath = (refId: string) => at('p2paste', refId);
export const checkoutPath = (refId: string) => at('session-checkout', refId);

/** The partner's link as sent by text: absolute, on the site the sender is using. */
export function partnerLink(origin: string, refId: string): string {
  return `${origin}${choicePath(refId)}`;
}

/**
 * What 'Copy all questions' puts on the clipboard, in parts so the page can show the same text:
 * the link first (the easy way), then the ten questions numbered, so replies come back numbered
 * for /p2paste.
 */
export function partnerMessageParts(link: string, questions: readonly Question[]) {
  return {
    intro: `${questions.length} questions for our mSoul relationship report. Easiest: answer them here, it takes about 3 minutes: ${link}`,
    replyHint: `Or reply with your answers numbered 1 to ${questions.length}, at least ${MIN_ANSWER_WORDS} words each:`,
    questions: questions.map((question, i) => `${i + 1}. ${question.text}`),
  };
}

export function partnerQuestionsMessage(link: string, questions: readonly Question[]): string {
  const parts = partnerMessageParts(link, questions);
  return [parts.intro, parts.replyHint, parts.questions.join('\n')].join('\n\n');
}

/**
 * The 'Success!' toast's text (docs/product.md §2), saying so when earlier answers were replaced.
 * The fixed 'Redirecting to payment...' (docs/product.md §11) only while the session is unpaid: a
 * paid one has nothing to pay.
 */
export function submittedDescription(replaced: boolean, paid: boolean): string {
  const done = replaced
    ? 'Your new answers replaced the ones sent before.'
    : 'Your answers have been submitted.';
  return paid
    ? `${done} The analysis is already paid for, so there's nothing to pay.`
    : `${done} Redirecting to payment...`;
}

/** The fixed failure toasts (docs/product.md §5, §8). */
export const SUBMIT_FAILED = {
  title: 'Error',
  description: 'Failed to submit answers. Please try again.',
} as const;
export const LOCKED = {
  title: 'Answers Locked',
  description: 'These answers can no longer be changed: this session is already paid and complete.',
} as const;

/** The names a page can use; the view has none until person 1 has answered. */
export function namesOf(view: Pick<SessionView, 'person1Name' | 'partnerName'>) {
  return {
    person1: view.person1Name?.trim() || 'Person 1',
    partner: view.partnerName?.trim() || 'the partner',
  };
}

/** A phrase at the start of a sentence or label: "the partner's answers" -> "The partner's...". */
export const sentenceStart = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A name's possessive: "Sam's answers". */
export const possessive = (name: string) => `${name}'s`;

export type AnswerLine = { who: 'person1' | 'partner'; answered: boolean; text: string };

const SOURCE_NOTES: Record<PartnerSource, string> = {
  choice: 'Chose their answers on their link.',
  paste: 'Their answers were pasted in.',
  single_page: 'Their answers were pasted in with the first set.',
};

/** Who has answered, one sentence each, exactly as the session says (D-19: no guessing). */
export function answerLines(view: SessionView): AnswerLine[] {
  const names = namesOf(view);
  const line = (name: string, answered: boolean) =>
    answered ? `${sentenceStart(name)} has answered` : `${sentenceStart(name)} hasn't answered yet`;
  return [
    {
      who: 'person1',
      answered: view.person1Answered,
      text: line(names.person1, view.person1Answered),
    },
    {
      who: 'partner',
      answered: view.person2Answered,
      text: line(names.partner, view.person2Answered),
    },
  ];
}

export function partnerSourceNote(view: SessionView): string | null {
  return view.person2Answered && view.person2Source ? SOURCE_NOTES[view.person2Source] : null;
}

/** The answers still missing before a report can be written, by whose they are. */
export function missingAnswers(view: SessionView): string[] {
  const names = namesOf(view);
  const missing: string[] = [];
  if (!view.person1Answered) missing.push(`${possessive(names.person1)} answers`);
  if (!view.person2Answered) missing.push(`${possessive(names.partner)} answers`);
  return missing;
}

/**
 * Why /session-checkout cannot take a payment yet, in one sentence beside its disabled button:
 * "You can pay once both sets of answers are in. Still missing: Jordan's answers."
 */
export function paymentWaitsText(missing: readonly string[]): string {
  return `You can pay once both sets of answers are in. Still missing: ${missing.join(' and ')}.`;
}

/** Who the report goes to (D-12): person 1, and the partner when they left an address. */
export function reportRecipients(view: SessionView): string {
  const names = namesOf(view);
  return view.person2EmailKnown ? `${names.person1} and ${names.partner}` : names.person1;
}

export const isPaid = (view: SessionView) =>
  view.state === 'paid' || view.state === 'paid_awaiting_answers';

/** A paid session's report, as the session says it stands (D-12: no e-mail claimed before it went). */
export function paidReportText(view: SessionView): string {
  const to = reportRecipients(view);
  switch (view.analysis) {
    case 'sent':
      return `Nothing more to pay or do here. The report was e-mailed to ${to}.`;
    case 'failed':
      return "Nothing more to pay, but sending the report failed. We'll send it by hand if you write to us.";
    case 'waiting_for_partner':
      return `Nothing more to pay. The report is written and e-mailed to ${to} once the missing answers are in.`;
    case 'preparing':
    case 'unpaid':
      return `Nothing more to pay or do here. The report is being written and goes out by e-mail to ${to} shortly.`;
  }
}

/** The live counter under a pasted answer: 'N words', plus whether it meets the minimum (D-16). */
export function wordCount(text: string): { count: number; label: string; enough: boolean } {
  const count = countWords(text);
  return {
    count,
    label: `${count} ${count === 1 ? 'word' : 'words'}`,
    enough: count >= MIN_ANSWER_WORDS,
  };
}
