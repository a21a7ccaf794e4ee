import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  forgetSessionInProgress,
  readSessionInProgress,
  rememberSessionInProgress,
} from './session-in-progress';
import {
  clearSinglePageDraft,
  emptySinglePageDraft,
  forgetSessionRefId,
  openingSinglePageDraft,
  REF_ID_KEY,
  readSessionRefId,
  readSinglePageDraft,
  readSubmission,
  SUBMISSION_KEY,
  writeSessionRefId,
  writeSinglePageDraft,
  writeSubmission,
} from './single-page-storage';
import {
  clearTwoStepDraft,
  draftFromIntake,
  readTwoStepDraft,
  type TwoStepDraft,
  writeTwoStepDraft,
} from './two-step-storage';

/** sessionStorage as the browser has it, in memory (the unit tests run in Node). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the two-step draft', () => {
  test('starts from the intake under its own keys (D-09)', () => {
    storage.setItem('fullName', 'Sam Rivera');
    storage.setItem('email', 'sam@example.com');
    storage.setItem('phone', '+1 555 0100');
    storage.setItem('analysisLevel', 'detonation_plus');
    const draft = readTwoStepDraft();
    expect(draft.profile).toEqual({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      phone: '+1 555 0100',
      partnerName: '',
    });
    expect(draft.product).toBe('detonation_fosm');
    expect(draft.step).toBe(0);
    expect(draft.refId).toBeNull();
    expect(Object.values(draft.answers)).toEqual(Array(10).fill(''));
  });

  test('starts empty with Detonation without an intake', () => {
    const draft = draftFromIntake();
    expect(draft.profile.name).toBe('');
    expect(draft.product).toBe('detonation');
  });

  test('survives a reload and is cleared after a submit (D-21)', () => {
    const draft: TwoStepDraft = {
      ...draftFromIntake(),
      profile: { name: 'Sam', email: 's@x.io', phone: '', partnerName: 'Alex' },
      step: 4,
      refId: 'det_abc',
    };
    draft.answers.q3 = 'an answer typed before the reload';
    writeTwoStepDraft(draft);
    expect(readTwoStepDraft()).toEqual(draft);
    clearTwoStepDraft();
    expect(readTwoStepDraft().step).toBe(0);
  });

  test('goes back to the profile step when no session was started', () => {
    writeTwoStepDraft({ ...draftFromIntake(), step: 3 });
    expect(readTwoStepDraft().step).toBe(0);
  });

  test('preselects the report the link offers over the intake and the stored draft', () => {
    storage.setItem('analysisLevel', 'detonation');
    expect(readTwoStepDraft('detonation_fosm').product).toBe('detonation_fosm');
    const draft: TwoStepDraft = {
      ...draftFromIntake(),
      profile: { name: 'Sam', email: 's@x.io', phone: '', partnerName: 'Alex' },
      product: 'detonation_fosm',
      step: 2,
      refId: 'det_abc',
    };
    writeTwoStepDraft(draft);
    expect(readTwoStepDraft('detonation')).toEqual({ ...draft, product: 'detonation' });
    expect(readTwoStepDraft(null)).toEqual(draft);
  });

  test('ignores a stored value that is not a draft', () => {
    storage.setItem('msoul:detonation:draft', JSON.stringify({ step: 99 }));
    expect(readTwoStepDraft()).toEqual(draftFromIntake());
    storage.setItem('msoul:detonation:draft', '{not json');
    expect(readTwoStepDraft()).toEqual(draftFromIntake());
  });
});

describe('the single-page storage', () => {
  test('keeps the draft until it is cleared (D-21)', () => {
    expect(readSinglePageDraft()).toBeNull();
    const draft = { ...emptySinglePageDraft('dual_scan'), name: 'Sam', partnerBlock: '1. yes' };
    writeSinglePageDraft(draft);
    expect(readSinglePageDraft()).toEqual(draft);
    clearSinglePageDraft();
    expect(readSinglePageDraft()).toBeNull();
  });

  test('opens with the product the address names, else the stored one, else the fallback', () => {
    expect(openingSinglePageDraft(null, 'detonation')).toEqual(emptySinglePageDraft('detonation'));
    expect(openingSinglePageDraft('detonation_fosm', 'detonation')).toEqual(
      emptySinglePageDraft('detonation_fosm'),
    );
    const draft = { ...emptySinglePageDraft('dual_scan'), name: 'Sam' };
    writeSinglePageDraft(draft);
    expect(openingSinglePageDraft(null, 'detonation')).toEqual(draft);
    expect(openingSinglePageDraft('detonation_fosm', 'detonation')).toEqual({
      ...draft,
      productType: 'detonation_fosm',
    });
  });

  test('keeps the refId under its own key, as plain text', () => {
    expect(readSessionRefId()).toBeNull();
    writeSessionRefId('det_0123456789abcdefghijkl');
    expect(storage.getItem(REF_ID_KEY)).toBe('det_0123456789abcdefghijkl');
    expect(readSessionRefId()).toBe('det_0123456789abcdefghijkl');
    forgetSessionRefId();
    expect(readSessionRefId()).toBeNull();
  });

  test('keeps the submission record docs/product.md §3 describes', () => {
    const record = {
      refId: 'det_x',
      productType: 'detonation_fosm' as const,
      email: 'sam@example.com',
      timestamp: 1_700_000_000_000,
      paymentUrl: null,
    };
    writeSubmission(record);
    expect(JSON.parse(storage.getItem(SUBMISSION_KEY) ?? '')).toEqual(record);
    expect(readSubmission()).toEqual(record);
  });
});

describe('the two-step session in progress (issue 24: /detonation resumes it)', () => {
  const record = {
    refId: 'det_0123456789abcdefghijkl',
    submissionId: 'sub_0123456789abcdefghijkl',
    product: 'detonation' as const,
  };

  test('is remembered, read back and forgotten', () => {
    expect(readSessionInProgress()).toBeNull();
    rememberSessionInProgress(record);
    expect(readSessionInProgress()).toEqual(record);
    forgetSessionInProgress();
    expect(readSessionInProgress()).toBeNull();
  });

  test('holds ids only, and ignores a record it cannot read', () => {
    rememberSessionInProgress(record);
    const stored = JSON.parse(storage.getItem('msoul:detonation:in-progress') ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['product', 'refId', 'submissionId']);
    for (const bad of [
      '{',
      '{"refId":"det_x"}',
      JSON.stringify({ ...record, product: 'dual_scan' }),
    ]) {
      storage.setItem('msoul:detonation:in-progress', bad);
      expect(readSessionInProgress()).toBeNull();
    }
  });
});
