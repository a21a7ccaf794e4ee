import { describe, expect, test } from 'vitest';
import { partnerQuestions } from '../../../shared/questions/partner';
import { partnerQuestionsText } from './partner-questions-text';

describe('partnerQuestionsText', () => {
  const lines = partnerQuestionsText().split('\n');

  test('opens with how to reply', () => {
    expect(lines[0]).toBe(
      'Answer these 10 questions for our mSoul report, in your own words. Reply with numbered answers (1. to 10.), at least 5 words each.',
    );
    expect(lines[1]).toBe('');
  });

  test('lists the ten partner questions, numbered, in order', () => {
    expect(lines.slice(2)).toEqual(partnerQuestions.map((q, i) => `${i + 1}. ${q.text}`));
    expect(lines.slice(2)).toHaveLength(10);
  });
});
