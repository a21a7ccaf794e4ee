import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_STATES, type SessionState } from '../../../shared/api/sessions';
import { applySessionEvent, type SessionEvent, type SessionFacts } from './session-states';

const EVENTS: SessionEvent[] = ['person1_answered', 'person2_answered', 'payment_confirmed'];

/** The facts a state can hold (the database check allows exactly these). */
function consistent(facts: SessionFacts): boolean {
  const complete = facts.person1Answered && facts.person2Answered;
  return (facts.state === 'answered' || facts.state === 'paid') === complete;
}

const facts = fc
  .record({
    state: fc.constantFrom(...SESSION_STATES),
    person1Answered: fc.boolean(),
    person2Answered: fc.boolean(),
  })
  .filter(consistent);

describe('the couple session transition table (D-08)', () => {
  it.each<[string, SessionFacts, SessionEvent, SessionState | 'locked', boolean]>([
    ['person 1 first', fresh(), 'person1_answered', 'collecting', false],
    ['partner first', fresh(), 'person2_answered', 'collecting', false],
    [
      'partner completes',
      { ...fresh(), person1Answered: true },
      'person2_answered',
      'answered',
      false,
    ],
    ['partner replaces', answered('answered'), 'person2_answered', 'answered', true],
    ['person 1 replaces', answered('answered'), 'person1_answered', 'answered', true],
    ['paid first, partner completes', paidWaiting(), 'person2_answered', 'paid', false],
    ['paid first, person 1 cannot replace', paidWaiting(), 'person1_answered', 'locked', false],
    ['paid: partner locked', answered('paid'), 'person2_answered', 'locked', false],
    ['paid: person 1 locked', answered('paid'), 'person1_answered', 'locked', false],
    ['payment when answered', answered('answered'), 'payment_confirmed', 'paid', false],
    [
      'payment while collecting',
      { ...fresh(), person1Answered: true },
      'payment_confirmed',
      'paid_awaiting_answers',
      false,
    ],
  ])('%s', (_label, before, event, expected, replaced) => {
    const result = applySessionEvent(before, event);
    if (expected === 'locked') {
      expect(result).toEqual({ ok: false, reason: 'locked' });
    } else {
      expect(result).toMatchObject({ ok: true, state: expected, replaced });
    }
  });

  it('a repeated payment confirmation changes nothing', () => {
    for (const state of ['paid', 'paid_awaiting_answers'] as const) {
      const before = state === 'paid' ? answered('paid') : paidWaiting();
      expect(applySessionEvent(before, 'payment_confirmed')).toEqual({
        ok: true,
        state,
        replaced: false,
        changed: false,
      });
    }
  });

  it('never leaves a consistent state for an inconsistent one, and never unpays', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom(...EVENTS), (before, event) => {
        const result = applySessionEvent(before, event);
        if (!result.ok) return;
        const after: SessionFacts = {
          state: result.state,
          person1Answered: before.person1Answered || event === 'person1_answered',
          person2Answered: before.person2Answered || event === 'person2_answered',
        };
        expect(consistent(after)).toBe(true);
        const paid = (s: SessionState) => s === 'paid' || s === 'paid_awaiting_answers';
        if (paid(before.state)) expect(paid(result.state)).toBe(true);
      }),
    );
  });

  it('never lets anyone change answers of a paid, fully answered session', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SessionEvent>('person1_answered', 'person2_answered'),
        (event) => {
          expect(applySessionEvent(answered('paid'), event).ok).toBe(false);
        },
      ),
    );
  });
});

function fresh(): SessionFacts {
  return { state: 'collecting', person1Answered: false, person2Answered: false };
}
function answered(state: 'answered' | 'paid'): SessionFacts {
  return { state, person1Answered: true, person2Answered: true };
}
function paidWaiting(): SessionFacts {
  return { state: 'paid_awaiting_answers', person1Answered: true, person2Answered: false };
}
