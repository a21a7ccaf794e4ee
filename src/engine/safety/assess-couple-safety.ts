import { privateCheckRaisesSafety } from '../../shared/safety/private-check';
import type { CoupleInput } from '../report/couple-input';
import { readDocument } from '../text/read-text';
import { readSafety, type SafetySignal } from './read-safety';

export type PersonSafety = {
  /** Sentences of this person's answers that disclose harm by the partner. */
  signals: readonly SafetySignal[];
  /** This person's private check reached its threshold (decision 010). */
  privateCheck: boolean;
};

export type CoupleSafety = {
  /** The safety rule (D-22): anything either person wrote or answered privately. */
  flagged: boolean;
  person1: PersonSafety;
  person2: PersonSafety;
};

/**
 * The safety rule for one couple, as `scoreCouple` applies it. Each person's answers are read with
 * the other's name as the partner's; `signals` lets the engine pass what it has already read.
 */
export function assessCoupleSafety(
  input: CoupleInput,
  signals?: { person1: readonly SafetySignal[]; person2: readonly SafetySignal[] },
): CoupleSafety {
  const read = (answers: readonly string[], partnerName: string) =>
    readSafety(answers.map(readDocument), { partnerName });
  const person1: PersonSafety = {
    signals: signals?.person1 ?? read(input.person1Answers, input.person2.name),
    privateCheck: privateCheckRaisesSafety(input.privateCheck?.person1),
  };
  const person2: PersonSafety = {
    signals: signals?.person2 ?? read(input.person2Answers, input.person1.name),
    privateCheck: privateCheckRaisesSafety(input.privateCheck?.person2),
  };
  const raised = (person: PersonSafety) => person.signals.length > 0 || person.privateCheck;
  return { flagged: raised(person1) || raised(person2), person1, person2 };
}
