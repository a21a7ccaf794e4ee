import { describe, expect, it } from 'vitest';
import { loadFixture } from '../report/fixtures/load';
import { scoreCouple } from '../report/score-couple';
import { readDocument } from '../text/read-text';
import { readTraumaBond } from './read-safety';

const kinds = (text: string) =>
  readTraumaBond([readDocument(text)], { partnerName: 'Sam' }).map((signal) => signal.kind);

describe('the trauma bond, read by the safety reader', () => {
  it.each([
    ["We've broken up five times and always get back together.", 'cycle'],
    ['He is hot and cold: one minute he adores me, the next he ignores me for days.', 'cycle'],
    ['After every fight she is so sweet to me the next day.', 'cycle'],
    ["I can't leave him even though it hurts.", 'bond'],
    ['I keep going back to her.', 'bond'],
  ])('reads %s as %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'We never break up and make up, we just talk it through.',
    'We have our ups and downs like anyone.',
    'I could never leave the dog behind on holiday.',
  ])('reads nothing in %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it("reports a hot-and-cold couple's trauma bond, graded, when nobody discloses harm", () => {
    const couple = loadFixture('aligned');
    const person2Answers = [...couple.person2Answers];
    person2Answers[0] =
      "Honestly we've broken up four times and always get back together. I can't leave even though it hurts.";
    const report = scoreCouple({ ...couple, person2Answers });
    expect(report.safety.flagged).toBe(false);
    expect(report.traumaBond?.detected).toBe(true);
    expect(report.grade).not.toBeNull();
  });

  it('finds no trauma bond in an ordinary couple', () => {
    const report = scoreCouple(loadFixture('aligned'));
    expect(report.traumaBond?.detected).toBe(false);
  });
});
