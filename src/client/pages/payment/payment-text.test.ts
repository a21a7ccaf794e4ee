import { describe, expect, test } from 'vitest';
import type { SessionConfirmResponse } from '../../../shared/api/payments';
import type { SessionView } from '../../../shared/api/sessions';
import {
  analysisSentText,
  canPayNow,
  isSessionPaid,
  pageReference,
  param,
  paymentSuccessReading,
  paymentSuccessReassurances,
  readingFromConfirm,
  readingFromView,
  recipientsText,
  savedAnswersText,
  sessionCheckoutPath,
  sharePath,
  shortSessionId,
  storedReference,
  testCheckoutPath,
} from './payment-text';

const names = { person1Name: 'Sam', partnerName: 'Jordan' };

describe('recipients (D-12)', () => {
  test("'both partners' only when both were mailed", () => {
    expect(recipientsText({ ...names, recipients: ['person1', 'person2'] })).toBe('both partners');
    expect(analysisSentText({ ...names, recipients: ['person1', 'person2'] })).toMatch(
      /^Your relationship analysis was emailed to both partners\./,
    );
  });

  test('otherwise names who it went to, and never claims the partner', () => {
    expect(recipientsText({ ...names, recipients: ['person1'] })).toBe('Sam');
    const text = analysisSentText({ ...names, recipients: ['person1'] });
    expect(text).toMatch(/^Your relationship analysis was emailed to Sam \(Jordan left no/);
    expect(text).not.toContain('both partners');
  });

  test('falls back to neutral names', () => {
    expect(recipientsText({ person1Name: null, partnerName: ' ', recipients: ['person1'] })).toBe(
      'Person 1',
    );
  });
});

describe('/payment-success readings (D-11)', () => {
  test('submission wins, with its optional cs', () => {
    expect(paymentSuccessReading('?submission=sub_1&cs=cs_2&session_id=x')).toEqual({
      kind: 'submission',
      submissionId: 'sub_1',
      checkoutSessionId: 'cs_2',
    });
    expect(paymentSuccessReading('submission=sub_1')).toEqual({
      kind: 'submission',
      submissionId: 'sub_1',
      checkoutSessionId: null,
    });
  });

  test('session_id is the older page; blank or missing parameters are none', () => {
    expect(paymentSuccessReading('?session_id=cs_test_12345678abc')).toEqual({
      kind: 'session',
      sessionId: 'cs_test_12345678abc',
    });
    expect(paymentSuccessReading('')).toEqual({ kind: 'none' });
    expect(paymentSuccessReading('?submission=%20&session_id=')).toEqual({ kind: 'none' });
  });

  test('the older page shows the first 8 characters', () => {
    expect(shortSessionId('cs_test_12345678abc')).toBe('cs_test_');
    expect(shortSessionId('abc')).toBe('abc');
  });
});

describe('parameters and paths', () => {
  test('param trims and treats blank as missing', () => {
    expect(param('?cs=%20cs_1%20', 'cs')).toBe('cs_1');
    expect(param('?cs=', 'cs')).toBeNull();
    expect(param('', 'cs')).toBeNull();
  });

  test('paths escape the id into one segment', () => {
    expect(sharePath('det_a/b')).toBe('/text/det_a%2Fb');
    expect(sessionCheckoutPath('det_1')).toBe('/session-checkout/det_1');
    expect(testCheckoutPath('cs_local_1')).toBe('/test-checkout/cs_local_1');
  });
});

describe('the reference of /thank-you and the older /payment-success', () => {
  const record = JSON.stringify({ refId: 'det_stored', productType: 'detonation' });

  test('?ref= first, then the single page record', () => {
    expect(pageReference('?ref=det_url', record)).toBe('det_url');
    expect(pageReference('', record)).toBe('det_stored');
    expect(pageReference('', null)).toBeNull();
  });

  test('an unreadable record is no reference', () => {
    expect(storedReference('{not json')).toBeNull();
    expect(storedReference(JSON.stringify({ refId: 3 }))).toBeNull();
    expect(storedReference(JSON.stringify(['det_x']))).toBeNull();
    expect(storedReference(JSON.stringify({ refId: '  ' }))).toBeNull();
  });
});

const sessionView = (overrides: Partial<SessionView> = {}): SessionView => ({
  refId: 'det_1',
  productType: 'detonation',
  state: 'answered',
  person1Name: 'Sam',
  partnerName: 'Jordan',
  person1Answered: true,
  person2Answered: true,
  person2Source: 'choice',
  person2EmailKnown: false,
  person2CanAnswer: true,
  analysis: 'unpaid',
  ...overrides,
});

describe('payment state from the session (D-08)', () => {
  test.each([
    ['collecting', false],
    ['answered', false],
    ['paid_awaiting_answers', true],
    ['paid', true],
  ] as const)('%s is paid: %s', (state, paid) => {
    expect(isSessionPaid({ state })).toBe(paid);
  });

  test('a way to pay is offered only for an unpaid, fully answered, purchasable session', () => {
    expect(canPayNow(sessionView())).toBe(true);
    expect(canPayNow(sessionView({ person2Answered: false }))).toBe(false);
    expect(canPayNow(sessionView({ person1Answered: false }))).toBe(false);
    expect(canPayNow(sessionView({ state: 'paid', analysis: 'preparing' }))).toBe(false);
    expect(canPayNow(sessionView({ productType: 'dual_scan' }))).toBe(false);
  });
});

describe('where the report stands', () => {
  const confirm = (overrides: Partial<SessionConfirmResponse> = {}): SessionConfirmResponse => ({
    ok: true,
    message: 'x',
    paid: true,
    analysis: 'sent',
    recipients: ['person1'],
    person1Name: 'Sam',
    partnerName: 'Jordan',
    ...overrides,
  });

  test('an unpaid session or checkout has no reading', () => {
    expect(readingFromView(sessionView())).toBeNull();
    expect(readingFromConfirm(confirm({ paid: false, analysis: 'preparing' }))).toBeNull();
  });

  test('the session names the partner as a recipient only when their address is known', () => {
    const sent = sessionView({ state: 'paid', analysis: 'sent' });
    expect(readingFromView(sent)?.sentText).toMatch(
      /^Your relationship analysis was emailed to Sam \(/,
    );
    expect(readingFromView({ ...sent, person2EmailKnown: true })?.sentText).toMatch(
      /emailed to both partners\./,
    );
    expect(readingFromView({ ...sent, partnerName: null })?.partner).toBe('your partner');
  });

  test('the confirmation answer reads the same way', () => {
    expect(readingFromConfirm(confirm({ analysis: 'waiting_for_partner' }))).toEqual({
      analysis: 'waiting_for_partner',
      sentText: analysisSentText(confirm()),
      partner: 'Jordan',
    });
  });
});

describe('/payment-success reassurances (docs/product.md §2, D-12)', () => {
  const lines = (analysis: 'sent' | 'preparing' | 'waiting_for_partner' | 'failed') =>
    paymentSuccessReassurances({ analysis, sentText: '', partner: 'Jordan' }).map(
      (line) => line.text,
    );

  test("'Email confirmation sent' only once the report e-mail was sent", () => {
    expect(lines('sent')).toContain('Email confirmation sent');
    for (const analysis of ['preparing', 'waiting_for_partner', 'failed'] as const) {
      expect(lines(analysis)).not.toContain('Email confirmation sent');
      expect(lines(analysis).join(' ')).not.toMatch(/\bsent\b/);
    }
  });

  test("'Report generation in progress' only while it is", () => {
    expect(lines('preparing')).toContain('Report generation in progress');
    expect(lines('sent')).not.toContain('Report generation in progress');
    expect(lines('waiting_for_partner')).toContain('Report generation starts once Jordan answers');
    expect(lines('failed')).not.toContain('Report generation in progress');
  });

  test('the payment and storage lines stay, as fixed (docs/product.md §11)', () => {
    for (const analysis of ['sent', 'preparing', 'waiting_for_partner', 'failed'] as const) {
      expect(lines(analysis).slice(0, 2)).toEqual([
        'Secure payment processed',
        'Your data is encrypted and stored securely',
      ]);
    }
  });
});

describe('saved answers on /cancel', () => {
  const view: SessionView = {
    refId: 'det_1',
    productType: 'detonation',
    state: 'answered',
    person1Name: 'Sam',
    partnerName: 'Jordan',
    person1Answered: true,
    person2Answered: true,
    person2Source: 'choice',
    person2EmailKnown: false,
    person2CanAnswer: true,
    analysis: 'unpaid',
  };

  test('says both only when both are in, otherwise which set is saved', () => {
    expect(savedAnswersText(view)).toBe(
      "Both partners' answers are saved, so you can pay whenever you are ready.",
    );
    expect(savedAnswersText({ ...view, person2Answered: false })).toBe(
      "Sam's answers are saved; Jordan's answers are still to come.",
    );
    expect(
      savedAnswersText({ ...view, person1Answered: false, person1Name: null, partnerName: null }),
    ).toBe("Your partner's answers are saved; Person 1's answers are still to come.");
    expect(savedAnswersText({ ...view, person1Answered: false, person2Answered: false })).toMatch(
      /^No answers are saved yet/,
    );
  });
});
