import type { SessionState } from '../../../shared/api/sessions';

/**
 * The couple session's states and transitions (D-08), in one table. A session is collecting
 * until both people have answered; payment (the next step of the money path) moves it to a paid
 * state. Once paid and fully answered, nobody's answers can change: they are what was paid for.
 *
 *   state                  person 1 / person 2 answers     payment confirmed
 *   collecting             record (first or replacement)   pay
 *   answered               record (replacement)            pay
 *   paid_awaiting_answers  record only a missing set       stay (already paid)
 *   paid                   locked                          stay (already paid)
 *
 * After every event the state is derived from the facts: paid or not, both sets present or not.
 * The database checks the same consistency (couple_sessions_state_answers_check).
 */
export type SessionEvent = 'person1_answered' | 'person2_answered' | 'payment_confirmed';

type Rule =
  /** Store the answers, replacing earlier ones. */
  | 'record'
  /** Store the answers only if that person has not answered yet. */
  | 'record_missing'
  | 'locked'
  | 'pay'
  /** Nothing changes (a repeated payment confirmation is a no-op). */
  | 'stay';

export const TRANSITIONS: Readonly<Record<SessionState, Readonly<Record<SessionEvent, Rule>>>> = {
  collecting: { person1_answered: 'record', person2_answered: 'record', payment_confirmed: 'pay' },
  answered: { person1_answered: 'record', person2_answered: 'record', payment_confirmed: 'pay' },
  paid_awaiting_answers: {
    person1_answered: 'record_missing',
    person2_answered: 'record_missing',
    payment_confirmed: 'stay',
  },
  paid: { person1_answered: 'locked', person2_answered: 'locked', payment_confirmed: 'stay' },
};

export type SessionFacts = {
  state: SessionState;
  person1Answered: boolean;
  person2Answered: boolean;
};

export type TransitionResult =
  | {
      ok: true;
      state: SessionState;
      /** Whether the event's answers replace ones the session held. */
      replaced: boolean;
      /** Whether anything changes at all. */
      changed: boolean;
    }
  | { ok: false; reason: 'locked' };

function isPaid(state: SessionState): boolean {
  return state === 'paid' || state === 'paid_awaiting_answers';
}

function stateFor(paid: boolean, complete: boolean): SessionState {
  if (paid) return complete ? 'paid' : 'paid_awaiting_answers';
  return complete ? 'answered' : 'collecting';
}

/** Where an event takes a session; pure, so the table can be tested exhaustively. */
export function applySessionEvent(facts: SessionFacts, event: SessionEvent): TransitionResult {
  const rule = TRANSITIONS[facts.state][event];
  const paid = isPaid(facts.state);
  if (rule === 'locked') return { ok: false, reason: 'locked' };
  if (rule === 'stay') return { ok: true, state: facts.state, replaced: false, changed: false };
  if (rule === 'pay') {
    const complete = facts.person1Answered && facts.person2Answered;
    return { ok: true, state: stateFor(true, complete), replaced: false, changed: true };
  }
  const already = event === 'person1_answered' ? facts.person1Answered : facts.person2Answered;
  if (rule === 'record_missing' && already) return { ok: false, reason: 'locked' };
  const after = {
    person1Answered: facts.person1Answered || event === 'person1_answered',
    person2Answered: facts.person2Answered || event === 'person2_answered',
  };
  return {
    ok: true,
    state: stateFor(paid, after.person1Answered && after.person2Answered),
    replaced: already,
    changed: true,
  };
}
