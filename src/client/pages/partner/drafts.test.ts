import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerQuestions } from '../../../shared/questions/partner';
import {
  clearChoiceDraft,
  clearPasteDraft,
  firstOpenIndex,
  readChoiceDraft,
  readPasteDraft,
  writeChoiceDraft,
  writePasteDraft,
} from './drafts';

/** A Map-backed sessionStorage, enough for lib/session-storage.ts. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage = memoryStorage();

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = partnerQuestions.map((question) => question.options[1]);

describe('choice drafts (D-21)', () => {
  it('starts empty: ten blank answers and no e-mail', () => {
    expect(readChoiceDraft('det_a', partnerQuestions)).toEqual({
      answers: Array(10).fill(''),
      email: '',
    });
  });

  it('reads back what was written, per session, until cleared', () => {
    writeChoiceDraft('det_a', { answers: options.map(String), email: 'jo@example.com' });
    expect(readChoiceDraft('det_a', partnerQuestions)).toEqual({
      answers: options,
      email: 'jo@example.com',
    });
    expect(readChoiceDraft('det_b', partnerQuestions).answers).toEqual(Array(10).fill(''));
    clearChoiceDraft('det_a');
    expect(storage.items.size).toBe(0);
  });

  it('drops stored answers that are not an option of their question', () => {
    const answers = options.map(String);
    answers[2] = 'Something typed into storage';
    answers[3] = String(partnerQuestions[4]?.options[0]);
    writeChoiceDraft('det_a', { answers, email: '' });
    const read = readChoiceDraft('det_a', partnerQuestions).answers;
    expect(read[2]).toBe('');
    expect(read[3]).toBe('');
    expect(read[4]).toBe(options[4]);
  });

  it('ignores unreadable storage', () => {
    storage.setItem('msoul:p2-choice:det_a', '{"answers": 3}');
    expect(readChoiceDraft('det_a', partnerQuestions).answers).toEqual(Array(10).fill(''));
    storage.setItem('msoul:p2-choice:det_a', 'not json');
    expect(readChoiceDraft('det_a', partnerQuestions).email).toBe('');
  });
});

describe('paste drafts (D-21)', () => {
  it('always gives ten texts, keeping what was typed', () => {
    writePasteDraft('det_a', ['first answer here', 'second']);
    expect(readPasteDraft('det_a', 10)).toEqual([
      'first answer here',
      'second',
      ...Array(8).fill(''),
    ]);
    clearPasteDraft('det_a');
    expect(readPasteDraft('det_a', 10)).toEqual(Array(10).fill(''));
  });
});

describe('firstOpenIndex', () => {
  it('resumes at the first unanswered question, or the last when all are answered', () => {
    expect(firstOpenIndex(['a', '', 'c'])).toBe(1);
    expect(firstOpenIndex(['', 'b'])).toBe(0);
    expect(firstOpenIndex(['a', 'b', 'c'])).toBe(2);
    expect(firstOpenIndex([])).toBe(0);
  });
});
