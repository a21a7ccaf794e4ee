import { type DocumentReading, readDocument } from '../text/read-text';

/** What a disclosure is about (decision 010: the domains of published screening instruments). */
export const SAFETY_DOMAINS = [
  'physical',
  'threat',
  'threat_self_harm',
  'threat_children_pets',
  'threat_expose',
  'monitoring',
  'isolation',
  'economic',
  'sexual',
  'fear',
] as const;
export type SafetyDomain = (typeof SAFETY_DOMAINS)[number];

/** One sentence that discloses harm by the partner: which answer (0-based), which sentence. */
export type SafetySignal = { domain: SafetyDomain; answer: number; sentence: number };

export type SafetyReaderOptions = {
  /** The partner's first name, so that 'Sam shoves me' is read as the partner acting. */
  partnerName?: string | undefined;
};

/** Reads every answer of one person for disclosures of harm by their partner. */
export function readSafety(
  answers: readonly DocumentReading[],
  _options: SafetyReaderOptions = {},
): SafetySignal[] {
  const signals: SafetySignal[] = [];
  answers.forEach((answer, a) => {
    answer.sentences.forEach((sentence, s) => {
      if (/\b(afraid|scared|terrified|hit me|hurt me|checks my phone)\b/i.test(sentence.text)) {
        signals.push({ domain: 'fear', answer: a, sentence: s });
      }
    });
  });
  return signals;
}

/** True when any of these texts discloses harm by the partner. */
export function textsRaiseSafety(
  texts: readonly string[],
  options: SafetyReaderOptions = {},
): boolean {
  return readSafety(texts.map(readDocument), options).length > 0;
}
