import { describe, expect, it } from 'vitest';
import { readDocument } from '../../text/read-text';
import { tagAnswers } from '../read-safety';
import { disclosureProbability, domainOf, SAFETY_MODEL } from './safety-model';
import { sentenceFeatures } from './sentence-features';
import { trainSafetyModel, windowsOf } from './train-model';
import { trainingTexts } from './training-texts';

const tagged = (text: string) =>
  (tagAnswers([readDocument(text)], { partnerName: 'Sam' })[0] ?? []).map((line) => line.tokens);

describe('sentence features', () => {
  it('marks what a negation governs, up to the end of its clause', () => {
    const features = sentenceFeatures(['@p', 'has', 'never', 'hit', 'me', ',', 'he', 'hugs']);
    expect(features).toContain('!hit');
    expect(features).toContain('!hit !me');
    expect(features).not.toContain('hit');
    expect(features).toContain('hugs');
  });

  it('pairs each word with the next', () => {
    expect(sentenceFeatures(['@p', 'hits', 'me'])).toEqual([
      '@p',
      '@p hits',
      'hits',
      'hits me',
      'me',
    ]);
  });
});

describe('windows', () => {
  it('are each line alone and each line with the next', () => {
    expect(windowsOf([['a'], ['b'], ['c']])).toEqual([['a'], ['b'], ['c'], ['a', 'b'], ['b', 'c']]);
  });
});

describe('the stored model', () => {
  it('is the one the tuning split trains, so no held-out batch is in it', {
    timeout: 120_000,
  }, () => {
    expect(trainSafetyModel(trainingTexts())).toEqual(SAFETY_MODEL);
  });

  it('tells a plain disclosure from its denial', () => {
    const disclosure = tagged('My husband hits me when he drinks.');
    const denial = tagged('My husband has never hit me, not once.');
    expect(disclosureProbability(disclosure)).toBeGreaterThan(disclosureProbability(denial));
    expect(domainOf(disclosure)).toBe('physical');
  });
});
