import { describe, expect, test } from 'vitest';
import { PARTNER_BLOCK_MESSAGE } from '../../../shared/validation/numbered-replies';
import { READABILITY_MESSAGES, repeatedMessage } from '../../../shared/validation/readability';
import { type SinglePageInput, singlePageProblem } from './single-page-rules';

const answer = (n: number) => `My answer to question ${n} in plenty of words.`;

const valid: SinglePageInput = {
  name: 'Sam',
  email: 'sam@example.com',
  partnerName: 'Alex',
  answers: Array.from({ length: 10 }, (_, i) => answer(i + 1)),
  partnerBlock: Array.from({ length: 10 }, (_, i) => `${i + 1}. ${answer(i + 1)}`).join('\n'),
};

describe('singlePageProblem', () => {
  test('passes a complete form', () => {
    expect(singlePageProblem(valid)).toBeNull();
  });

  test('checks the contact fields first', () => {
    const everythingWrong = { ...valid, name: ' ', answers: [], partnerBlock: '' };
    expect(singlePageProblem(everythingWrong)).toBe('Fill your name, email, and partner name.');
    expect(singlePageProblem({ ...valid, partnerName: '' })).toBe(
      'Fill your name, email, and partner name.',
    );
  });

  test('refuses an address that is not one', () => {
    expect(singlePageProblem({ ...valid, email: 'sam@example' })).toBe(
      'Please enter a valid email address.',
    );
  });

  test('names the first answer under five words, before the paste box', () => {
    const answers = [...valid.answers];
    answers[3] = 'four words only here';
    answers[6] = '';
    expect(singlePageProblem({ ...valid, answers, partnerBlock: '' })).toBe(
      'Q4: need at least 5 words.',
    );
  });

  test('asks for the paste box when it is empty', () => {
    expect(singlePageProblem({ ...valid, partnerBlock: ' \n ' })).toBe(
      "Paste your partner's answers.",
    );
  });

  test('asks for ten numbered replies of five words', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `${i + 1}. ${answer(i + 1)}`).join('\n');
    expect(singlePageProblem({ ...valid, partnerBlock: nine })).toBe(PARTNER_BLOCK_MESSAGE);
  });

  test('then refuses an answer the report cannot read, by number, before the paste box (D-24)', () => {
    const answers = [...valid.answers];
    answers[4] = 'asdf jkl qwer sdkjfh sdfkjh';
    expect(singlePageProblem({ ...valid, answers, partnerBlock: '' })).toBe(
      `Q5: ${READABILITY_MESSAGES.keyboard_mash}`,
    );
    answers[4] = answers[1] ?? '';
    expect(singlePageProblem({ ...valid, answers })).toBe(`Q5: ${repeatedMessage(2)}`);
  });

  test("and the partner's replies once they parse, naming the reply (D-24)", () => {
    const replies = valid.answers.map((reply, i) =>
      i === 7 ? 'Quiero llegar a una casa tranquila con música y amor.' : reply,
    );
    const partnerBlock = replies.map((reply, i) => `${i + 1}. ${reply}`).join('\n');
    expect(singlePageProblem({ ...valid, partnerBlock })).toBe(
      `Your partner's answer 8: ${READABILITY_MESSAGES.not_english}`,
    );
  });
});
