import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../../shared/api/sessions';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  answerLines,
  checkoutPath,
  isPaid,
  missingAnswers,
  paidReportText,
  partnerLink,
  partnerQuestionsMessage,
  partnerSourceNote,
  pastePath,
  paymentWaitsText,
  reportRecipients,
  sentenceStart,
  sharePath,
  submittedDescription,
  wordCount,
} from './partner-text';

const view = (overrides: Partial<SessionView> = {}): SessionView => ({
  refId: 'det_abc',
  productType: 'detonation',
  state: 'collecting',
  person1Name: 'Sam',
  partnerName: 'Jordan',
  person1Answered: true,
  person2Answered: false,
  person2Source: null,
  person2EmailKnown: false,
  person2CanAnswer: true,
  analysis: 'unpaid',
  ...overrides,
});

describe('links', () => {
  it('builds the four pages of a session, the refId kept as one path segment', () => {
    expect(sharePath('det_abc')).toBe('/text/det_abc');
    expect(pastePath('det_abc')).toBe('/p2paste/det_abc');
    expect(checkoutPath('det_abc')).toBe('/session-checkout/det_abc');
    expect(partnerLink('https://msoul.app', 'a/b?c')).toBe('https://msoul.app/p2/a%2Fb%3Fc');
  });
});

describe('partnerQuestionsMessage', () => {
  const link = 'https://msoul.app/p2/det_abc';
  const message = partnerQuestionsMessage(link, partnerQuestions);

  it('carries the link and the ten questions, numbered in order', () => {
    expect(message).toContain(link);
    const numbered = message.split('\n').filter((line) => /^\d{1,2}\. /.test(line));
    expect(numbered).toEqual(partnerQuestions.map((q, i) => `${i + 1}. ${q.text}`));
  });

  it('asks for numbered replies of at least 5 words (what /p2paste accepts)', () => {
    expect(message).toContain('numbered 1 to 10, at least 5 words each');
  });
});

describe('submittedDescription', () => {
  it('uses the fixed words (docs/product.md §11), or says the earlier answers were replaced', () => {
    expect(submittedDescription(false, false)).toBe(
      'Your answers have been submitted. Redirecting to payment...',
    );
    expect(submittedDescription(true, false)).toBe(
      'Your new answers replaced the ones sent before. Redirecting to payment...',
    );
  });

  it('says nothing about paying once the session is paid', () => {
    for (const replaced of [false, true]) {
      const text = submittedDescription(replaced, true);
      expect(text).not.toMatch(/Redirecting to payment/);
      expect(text).toMatch(/already paid for, so there's nothing to pay\.$/);
    }
    expect(submittedDescription(false, true)).toMatch(/^Your answers have been submitted\. /);
  });
});

describe('paidReportText (D-12)', () => {
  const paid = (analysis: SessionView['analysis'], person2EmailKnown = false) =>
    paidReportText(view({ state: 'paid', person2Answered: true, analysis, person2EmailKnown }));

  it("says 'e-mailed' only once the report was sent, naming who got it", () => {
    expect(paid('sent', true)).toBe(
      'Nothing more to pay or do here. The report was e-mailed to Sam and Jordan.',
    );
    expect(paid('sent')).toBe('Nothing more to pay or do here. The report was e-mailed to Sam.');
    for (const analysis of ['preparing', 'waiting_for_partner', 'failed'] as const) {
      expect(paid(analysis)).not.toMatch(/was e-mailed/);
    }
  });

  it('says where an unsent report stands', () => {
    expect(paid('preparing')).toMatch(/being written and goes out by e-mail to Sam shortly\.$/);
    expect(paid('waiting_for_partner')).toMatch(/once the missing answers are in\.$/);
    expect(paid('failed')).toMatch(/sending the report failed/);
  });
});

describe('answer status', () => {
  it('says who has answered, by name', () => {
    expect(answerLines(view()).map((line) => line.text)).toEqual([
      'Sam has answered',
      "Jordan hasn't answered yet",
    ]);
    expect(missingAnswers(view())).toEqual(["Jordan's answers"]);
  });

  it('names nobody it does not know', () => {
    const anonymous = view({ person1Name: null, partnerName: '  ', person1Answered: false });
    expect(answerLines(anonymous).map((line) => line.text)).toEqual([
      "Person 1 hasn't answered yet",
      "The partner hasn't answered yet",
    ]);
    // Mid-sentence the unknown partner is 'the partner' ('Get the partner's answers', issue 24).
    expect(missingAnswers(anonymous)).toEqual(["Person 1's answers", "the partner's answers"]);
    expect(paymentWaitsText(missingAnswers(anonymous))).toBe(
      "You can pay once both sets of answers are in. Still missing: Person 1's answers and the partner's answers.",
    );
  });

  it('capitalises a phrase only where a sentence or a label starts', () => {
    expect(sentenceStart("the partner's answers")).toBe("The partner's answers");
    expect(sentenceStart("Jordan's answers")).toBe("Jordan's answers");
    expect(sentenceStart('')).toBe('');
  });

  it('has nothing missing once both answered, and tells how the partner answered', () => {
    const both = view({ person2Answered: true, person2Source: 'paste', state: 'answered' });
    expect(missingAnswers(both)).toEqual([]);
    expect(partnerSourceNote(both)).toBe('Their answers were pasted in.');
    expect(partnerSourceNote(view())).toBeNull();
  });

  it('sends the report to the partner only when their address is known (D-12)', () => {
    expect(reportRecipients(view())).toBe('Sam');
    expect(reportRecipients(view({ person2EmailKnown: true }))).toBe('Sam and Jordan');
  });

  it.each([
    ['collecting', false],
    ['answered', false],
    ['paid_awaiting_answers', true],
    ['paid', true],
  ] as const)('treats %s as paid: %s', (state, paid) => {
    expect(isPaid(view({ state }))).toBe(paid);
  });
});

describe('wordCount (D-16)', () => {
  it.each([
    ['', 0, '0 words', false],
    ['   ', 0, '0 words', false],
    ['one', 1, '1 word', false],
    ['we talk it out', 4, '4 words', false],
    ['  we  talk\nit out\tfirst ', 5, '5 words', true],
    ['12345 67890', 2, '2 words', false],
  ])('counts %j as %i', (text, count, label, enough) => {
    expect(wordCount(text)).toEqual({ count, label, enough });
  });
});
