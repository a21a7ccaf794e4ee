import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumberedReplies,
  PARTNER_BLOCK_MESSAGE,
  parseNumberedAnswers,
  parseNumberedReplies,
} from './numbered-replies';
import { countWords } from './words';

const answers = Array.from(
  { length: 10 },
  (_, i) => `This is my honest answer number ${i + 1} about us.`,
);

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['  two   words ', 2],
    ['tabs\tand\nnew lines count too', 6],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('parseNumberedReplies (docs/product.md §5)', () => {
  it.each([
    ['1. … 10.', (a: string, i: number) => `${i + 1}. ${a}`],
    ['1) … 10)', (a: string, i: number) => `${i + 1}) ${a}`],
    ['-1: … -10:', (a: string, i: number) => `-${i + 1}: ${a}`],
    ['indented, no space after the marker', (a: string, i: number) => `   ${i + 1}.${a}`],
  ])('splits at numbered line starts: %s', (_label, format) => {
    const block = answers.map(format).join('\n');
    expect(parseNumberedReplies(block)).toEqual({ ok: true, replies: answers });
  });

  it('keeps a reply that runs over several lines together', () => {
    const block = answers.map((a, i) => `${i + 1}. ${a}\nand a second line`).join('\n');
    const result = parseNumberedReplies(block);
    expect(result.ok && result.replies[0]).toBe(`${answers[0]}\nand a second line`);
  });

  it('ignores text before the first number', () => {
    const block = `Here you go!\n${answers.map((a, i) => `${i + 1}. ${a}`).join('\n')}`;
    expect(parseNumberedReplies(block)).toEqual({ ok: true, replies: answers });
  });

  it('does not split at a number inside a line', () => {
    const withNumber = answers.map((a, i) => (i === 0 ? `${a} We met in 2019. It was fun.` : a));
    const block = withNumber.map((a, i) => `${i + 1}. ${a}`).join('\n');
    const result = parseNumberedReplies(block);
    expect(result.ok && result.replies[0]).toBe(withNumber[0]);
  });

  it('falls back to blank lines when there are fewer than ten numbered pieces', () => {
    expect(parseNumberedReplies(answers.join('\n\n'))).toEqual({ ok: true, replies: answers });
    expect(parseNumberedReplies(answers.join('\r\n  \r\n'))).toEqual({
      ok: true,
      replies: answers,
    });
  });

  it('uses the first ten of more than ten replies', () => {
    const block = [...answers, 'An eleventh answer that is long enough.']
      .map((a, i) => `${i + 1}. ${a}`)
      .join('\n');
    expect(parseNumberedReplies(block)).toEqual({ ok: true, replies: answers });
  });

  it.each([
    ['an empty block', ''],
    [
      'nine replies',
      answers
        .slice(0, 9)
        .map((a, i) => `${i + 1}. ${a}`)
        .join('\n'),
    ],
    [
      'a reply under five words',
      answers.map((a, i) => `${i + 1}. ${i === 4 ? 'too short here' : a}`).join('\n'),
    ],
    ['one long paragraph', answers.join(' ')],
  ])('rejects %s with the fixed message', (_label, block) => {
    expect(parseNumberedReplies(block)).toEqual({ ok: false, message: PARTNER_BLOCK_MESSAGE });
  });

  it('says the fixed words', () => {
    expect(PARTNER_BLOCK_MESSAGE).toBe(
      "Paste your partner's answers as 10 numbered replies (5+ words each).",
    );
  });
});

/** A reply: 5-30 words of letters, never starting a line with a marker. */
const word = fc.stringMatching(/^[a-zA-Z']{1,12}$/);
const reply = fc.array(word, { minLength: 5, maxLength: 30 }).map((words) => words.join(' '));
const tenReplies = fc.array(reply, { minLength: 10, maxLength: 10 });
const markerStyle = fc.constantFrom(
  (i: number) => `${i}. `,
  (i: number) => `${i}) `,
  (i: number) => `-${i}: `,
  (i: number) => ` ${i}.`,
);

describe('parseNumberedReplies properties', () => {
  it('reads back any ten replies written with any marker style', () => {
    fc.assert(
      fc.property(
        tenReplies,
        markerStyle,
        fc.constantFrom('\n', '\n\n', '\r\n'),
        (rs, marker, sep) => {
          const block = rs.map((r, i) => `${marker(i + 1)}${r}`).join(sep);
          expect(parseNumberedReplies(block)).toEqual({ ok: true, replies: rs });
        },
      ),
    );
  });

  it('reads back person 1 answers in the e-mail format', () => {
    fc.assert(
      fc.property(tenReplies, (rs) => {
        expect(parseNumberedReplies(formatNumberedReplies(rs))).toEqual({ ok: true, replies: rs });
      }),
    );
  });

  it('never accepts a block with a reply under five words', () => {
    fc.assert(
      fc.property(
        tenReplies,
        fc.integer({ min: 0, max: 9 }),
        fc.array(word, { minLength: 1, maxLength: 4 }),
        (rs, index, short) => {
          const withShort = rs.map((r, i) => (i === index ? short.join(' ') : r));
          const block = withShort.map((r, i) => `${i + 1}. ${r}`).join('\n');
          expect(parseNumberedReplies(block).ok).toBe(false);
        },
      ),
    );
  });

  it('never accepts fewer than ten replies, however they are separated', () => {
    fc.assert(
      fc.property(fc.array(reply, { minLength: 0, maxLength: 9 }), (rs) => {
        expect(parseNumberedReplies(rs.map((r, i) => `${i + 1}. ${r}`).join('\n')).ok).toBe(false);
        expect(parseNumberedReplies(rs.join('\n\n')).ok).toBe(false);
      }),
    );
  });

  it('always returns exactly ten replies of five or more words when it accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (block) => {
        const result = parseNumberedReplies(block);
        if (result.ok) {
          expect(result.replies).toHaveLength(10);
          for (const r of result.replies) expect(countWords(r)).toBeGreaterThanOrEqual(5);
        }
      }),
    );
  });
});

describe('parseNumberedAnswers (the answersP1 format, docs/product.md §7)', () => {
  it('reads back any ten answers, even ones with line breaks or a leading number', () => {
    const answerText = fc
      .array(fc.constantFrom('we', 'talk', '3.', '\n', '2)', 'often', '-1:', '\n\n'), {
        maxLength: 20,
      })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(fc.array(answerText, { minLength: 10, maxLength: 10 }), (rs) => {
        const expected = rs.map((r) => r.trim().replace(/\s+/g, ' '));
        expect(parseNumberedAnswers(formatNumberedReplies(rs))).toEqual(expected);
      }),
    );
  });

  it.each([
    [
      'nine answers',
      answers
        .slice(0, 9)
        .map((a, i) => `${i + 1}. ${a}`)
        .join('\n\n'),
    ],
    ['eleven answers', [...answers, 'x'].map((a, i) => `${i + 1}. ${a}`).join('\n\n')],
    ['numbers out of order', answers.map((a, i) => `${i === 3 ? 5 : i + 1}. ${a}`).join('\n\n')],
    ['no numbers', answers.join('\n\n')],
    ['single line breaks', answers.map((a, i) => `${i + 1}. ${a}`).join('\n')],
  ])('rejects %s', (_label, text) => {
    expect(parseNumberedAnswers(text)).toBeNull();
  });

  it('keeps empty answers so the word rule can name the question', () => {
    const text = formatNumberedReplies(answers.map((a, i) => (i === 6 ? '' : a)));
    expect(parseNumberedAnswers(text)?.[6]).toBe('');
  });
});
