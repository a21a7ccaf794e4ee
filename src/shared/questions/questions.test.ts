import { describe, expect, it } from 'vitest';
import { partnerQuestions } from './partner';
import { questionsForProduct } from './sets';
import { stormQuestions } from './storm';
import type { Question } from './types';

const MAX_QUESTION = 160;
const MAX_OPTION = 120;
const MAX_PROMPT = 200;

function expectWellFormed(set: readonly Question[]): void {
  expect(new Set(set.map((q) => q.id)).size).toBe(set.length);
  for (const question of set) {
    expect(question.text.trim().length).toBeGreaterThan(0);
    expect(question.text.length).toBeLessThanOrEqual(MAX_QUESTION);
    expect(question.options).toHaveLength(4);
    const normalised = question.options.map((option) => option.trim().toLowerCase());
    expect(new Set(normalised).size, `${question.id} repeats an option`).toBe(4);
    for (const option of question.options) {
      expect(option.trim().length).toBeGreaterThan(0);
      expect(option.length).toBeLessThanOrEqual(MAX_OPTION);
      expect(option.toLowerCase()).not.toContain('all of the above');
    }
  }
}

describe('storm questions', () => {
  it('has exactly five themes with four options each', () => {
    expect(stormQuestions).toHaveLength(5);
    expectWellFormed(stormQuestions);
  });

  it('keeps ids stable and themes distinct', () => {
    expect(stormQuestions.map((q) => q.id)).toEqual([
      'storm-conflict',
      'storm-stress',
      'storm-money',
      'storm-time',
      'storm-future',
    ]);
    expect(new Set(stormQuestions.map((q) => q.theme)).size).toBe(5);
  });

  it('gives the partner a short free-text prompt per theme', () => {
    for (const question of stormQuestions) {
      expect(question.theme.length).toBeGreaterThan(0);
      expect(question.theme.length).toBeLessThanOrEqual(30);
      expect(question.partnerPrompt.length).toBeGreaterThan(0);
      expect(question.partnerPrompt.length).toBeLessThanOrEqual(MAX_PROMPT);
    }
  });
});

describe('partner questions', () => {
  it('has the ten paid questions keyed p2-q1..p2-q10 in order', () => {
    expect(partnerQuestions.map((q) => q.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `p2-q${i + 1}`),
    );
    expectWellFormed(partnerQuestions);
  });

  it('shares no id with the storm set (one Question table)', () => {
    const stormIds = new Set(stormQuestions.map((q) => q.id));
    expect(partnerQuestions.some((q) => stormIds.has(q.id))).toBe(false);
  });
});

describe('questionsForProduct', () => {
  it('serves the storm set for storm and the partner set for both paid tiers', () => {
    expect(questionsForProduct('storm')).toBe(stormQuestions);
    expect(questionsForProduct('detonation')).toBe(partnerQuestions);
    expect(questionsForProduct('detonation_fosm')).toBe(partnerQuestions);
  });
});
