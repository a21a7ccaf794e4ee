import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openQuestions } from '../questions/open';
import { partnerQuestions } from '../questions/partner';
import { stormQuestions } from '../questions/storm';
import {
  answerReadability,
  answersReadability,
  firstReadabilityProblem,
  READABILITY_CODES,
  READABILITY_MESSAGES,
  type ReadabilityCode,
} from './readability';

/**
 * D-24's rule on the labelled sets in readability-corpus/ (docs/scoring.md 'Readable answers
 * (D-24)'): the tuning split is what the rule was fitted to, the held-out split (every third
 * answer, written with the rest) was only ever counted. The figures below are the measured ones:
 * a change that makes any of them worse fails here.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(here(path), 'utf8'));

/** 'q3' person 1's open question, 'p3' the partner's /p2 question, 's3' a storm partner prompt. */
function questionText(id: string): string {
  const index = Number(id.slice(1)) - 1;
  const text =
    id[0] === 'q'
      ? openQuestions[index]?.text
      : id[0] === 'p'
        ? partnerQuestions[index]?.text
        : stormQuestions[index]?.partnerPrompt;
  if (text === undefined) throw new Error(`no question ${id}`);
  return text;
}

const languageSchema = z.array(
  z.object({ lang: z.string(), question: z.string(), text: z.string().min(1) }),
);
const codesSchema = z.array(
  z.object({
    questions: z.array(z.string()).min(1),
    answers: z.array(z.string().min(1)).min(1),
    expect: z.array(z.enum(READABILITY_CODES).nullable()).min(1),
  }),
);

type Split = 'tune' | 'holdout';

function languageFigures(split: Split) {
  const rows = languageSchema.parse(readJson(`./readability-corpus/language-${split}.json`));
  const english = rows.filter((row) => row.lang === 'en');
  const foreign = rows.filter((row) => row.lang !== 'en');
  return {
    english: english.length,
    // Any refusal of a real English answer counts, whatever its code.
    englishRefused: english.filter((row) => answerReadability(row.text, questionText(row.question)))
      .length,
    foreign: foreign.length,
    foreignCaught: foreign.filter(
      (row) => answerReadability(row.text, questionText(row.question))?.code === 'not_english',
    ).length,
  };
}

function codeFigures(split: Split) {
  const sets = codesSchema.parse(readJson(`./readability-corpus/codes-${split}.json`));
  const byCode = new Map<ReadabilityCode | null, { n: number; right: number }>();
  for (const set of sets) {
    const found = answersReadability(set.answers, set.questions.map(questionText));
    set.expect.forEach((expected, i) => {
      const stat = byCode.get(expected) ?? { n: 0, right: 0 };
      stat.n += 1;
      if ((found[i]?.code ?? null) === expected) stat.right += 1;
      byCode.set(expected, stat);
    });
  }
  return Object.fromEntries(
    [...byCode].map(([code, { n, right }]) => [code ?? 'readable', `${right}/${n}`]),
  );
}

describe('not in English, on the labelled answers', () => {
  it('the tuning split: no English answer refused, 120 of 122 others caught', () => {
    expect(languageFigures('tune')).toEqual({
      english: 101,
      englishRefused: 0,
      foreign: 122,
      foreignCaught: 120,
    });
  });

  it('the held-out split: no English answer refused, all 60 others caught', () => {
    expect(languageFigures('holdout')).toEqual({
      english: 50,
      englishRefused: 0,
      foreign: 60,
      foreignCaught: 60,
    });
  });
});

describe('the other five kinds, on the labelled answers', () => {
  it('the tuning split: every answer gets its expected verdict', () => {
    expect(codeFigures('tune')).toEqual({
      keyboard_mash: '16/16',
      padded_word: '16/16',
      copied_question: '16/16',
      emoji_only: '16/16',
      readable: '62/62',
      repeated: '7/7',
    });
  });

  it('the held-out split: one mash answer is refused as not English instead', () => {
    expect(codeFigures('holdout')).toEqual({
      keyboard_mash: '7/8',
      padded_word: '8/8',
      copied_question: '8/8',
      emoji_only: '8/8',
      readable: '32/32',
      repeated: '4/4',
    });
  });
});

describe("the repository's own English answers", () => {
  const corpus = here('../../engine/safety/corpus/');
  const lineSchema = z.object({
    text: z.string(),
    side: z.string().optional(),
    question: z.number().int().min(1).max(10),
  });
  const coupleSchema = z.object({
    person1Answers: z.array(z.string()),
    person2Answers: z.array(z.string()),
  });

  it('refuses none of the safety corpus sentences but two written in French and Spanish', () => {
    const refused: string[] = [];
    let count = 0;
    for (const file of readdirSync(corpus).filter((name) => name.endsWith('.jsonl'))) {
      for (const line of readFileSync(`${corpus}${file}`, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const entry = lineSchema.parse(JSON.parse(line));
        const questions = entry.side === 'person2' ? partnerQuestions : openQuestions;
        const text = entry.text.replaceAll('{partner}', 'Sam');
        count += 1;
        const problem = answerReadability(text, questions[entry.question - 1]?.text ?? '');
        if (problem) refused.push(`${problem.code}: ${text}`);
      }
    }
    expect(count).toBeGreaterThan(15_000);
    expect(refused).toEqual([
      expect.stringMatching(/^not_english: moi je reste seule/),
      expect.stringMatching(/^not_english: mi pareja me abraza/),
    ]);
  });

  it("refuses none of the report fixtures' and ordinary couples' answers", () => {
    const couples = [
      ...['aligned', 'high-conflict', 'idealising', 'mismatched'].map((name) =>
        coupleSchema.parse(readJson(`../../engine/report/fixtures/${name}.json`)),
      ),
      ...z.array(coupleSchema).parse(readJson(`${corpus}ordinary-couples.json`)),
      ...z.array(coupleSchema).parse(readJson(`${corpus}holdout-couples.json`)),
    ];
    for (const couple of couples) {
      const open = openQuestions.map((question) => question.text);
      const partner = partnerQuestions.map((question) => question.text);
      expect(answersReadability(couple.person1Answers, open)).toEqual(open.map(() => null));
      expect(answersReadability(couple.person2Answers, partner)).toEqual(partner.map(() => null));
    }
  });

  it("accepts every /p2 option as the partner's answer to its question", () => {
    for (const question of partnerQuestions) {
      for (const option of question.options) {
        expect(answerReadability(option, question.text), option).toBeNull();
      }
    }
  });
});

describe('real English the rule must let through', () => {
  it.each([
    'Short but real: calm, kind, no drama.',
    'Teh energy of a home were everyone is relaxd and happy.',
    'Honestly mate, proper chill vibes, nothing too mad innit.',
    'Colour, flavour, favourite: a cosy home that feels like mine.',
    'Color, flavor, favorite: a cozy home that feels like mine.',
    '1) savings 2) dinner out 3) flowers 4) a book',
    'Kemi, Dmitri, Siobhan and Aoife from uni, in Galway.',
    '£250 savings, $40 on takeaway, 10% to charity, the rest fun.',
    'My mum always said "c\'est la vie" and she was right.',
    'Like my abuela says, "mi casa es tu casa", that is love.',
    'A quiet evening with my partner 😊',
    'We went to Düsseldorf and Zürich and I felt totally myself.',
    'idk tbh, maybe just chilling w my bf n the dog lol',
    'Work 9-5, gym @ 6, dinner @ 8, bed by 11.',
    'OK. OK. I need time. Then a hug.',
    'What does commitment mean to me? Turning up, every day, even bored.',
  ])('%s', (answer) => {
    expect(answerReadability(answer, openQuestions[5]?.text ?? '')).toBeNull();
  });
});

describe('answersReadability', () => {
  const open = openQuestions.map((question) => question.text);
  const real = [
    'Calm and warm, with music on and someone asking about my day.',
    'People think I am cold, but I am shy until I trust someone.',
    'Feeling safe enough to say anything without being judged.',
    'My grandparents, who still hold hands at the supermarket.',
    'Half into savings and half on a weekend away for the two of us.',
    'Choosing each other on the boring days as well as the good ones.',
    'Coffee, work, a walk by the river, dinner together, early night.',
    'Last summer, camping with my sister, no signal and no makeup.',
    'I go quiet. I want a hug and some time, then a proper talk.',
    'My own friends and hobbies, and trust that we come back to each other.',
  ];

  it('passes ten real answers', () => {
    expect(answersReadability(real, open)).toEqual(real.map(() => null));
    expect(firstReadabilityProblem(real, open)).toBeNull();
  });

  it('refuses the later of two equal answers and names the earlier question', () => {
    const answers = [...real];
    answers[6] = ` ${real[2]?.toUpperCase()}!! `;
    const problems = answersReadability(answers, open);
    expect(problems[2]).toBeNull();
    expect(problems[6]).toEqual({
      code: 'repeated',
      message: expect.stringContaining('same answer as question 3'),
    });
    expect(firstReadabilityProblem(answers, open)?.message).toMatch(/^Q7: This is the same answer/);
  });

  it('leaves empty answers to the word rule', () => {
    expect(answerReadability('', open[0] ?? '')).toBeNull();
    expect(answersReadability(['', ''], open.slice(0, 2))).toEqual([null, null]);
  });

  it('names each reason in words a person can act on', () => {
    for (const message of Object.values(READABILITY_MESSAGES)) {
      expect(message.length).toBeLessThan(140);
      expect(message).toMatch(/\.$/);
    }
    expect(answerReadability('😊😊😊 😊 😊', open[0] ?? '')?.message).toBe(
      READABILITY_MESSAGES.emoji_only,
    );
  });
});
