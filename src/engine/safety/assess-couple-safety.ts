import { privateCheckRaisesSafety } from '../../shared/safety/private-check';
import type { CoupleInput } from '../report/couple-input';
import { type DocumentReading, readDocument } from '../text/read-text';
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
 * The safety rule for one couple. Each person's answers are read with the other's name as the
 * partner's; `readings` lets the engine pass the answers it has already read.
 */
export function assessCoupleSafety(
  input: CoupleInput,
  readings?: { person1: readonly DocumentReading[]; person2: readonly DocumentReading[] },
): CoupleSafety {
  const person1: PersonSafety = {
    signals: readSafety(readings?.person1 ?? input.person1Answers.map(readDocument), {
      partnerName: input.person2.name,
    }),
    privateCheck: privateCheckRaisesSafety(input.privateCheck?.person1),
  };
  const person2: PersonSafety = {
    signals: readSafety(readings?.person2 ?? input.person2Answers.map(readDocument), {
      partnerName: input.person1.name,
    }),
    privateCheck: privateCheckRaisesSafety(input.privateCheck?.person2),
  };
  const raised = (person: PersonSafety) => person.signals.length > 0 || person.privateCheck;
  return { flagged: raised(person1) || raised(person2), person1, person2 };
}
