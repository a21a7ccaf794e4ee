import { describe, expect, it } from 'vitest';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { stormQuestions } from '../../shared/questions/storm';
import { stormStances } from '../storm/stances';
import { readDocument, readText, stemPhrase } from './read-text';

// wink's own reading, as readText did it before stems were remembered: the reference.
const wink = winkNLP(model, ['sbd', 'negation', 'sentiment']);
function winkStems(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const normals = tokens.out(wink.its.normal).map(String);
  // its.stem's declared type takes a cache where wink passes the model addons; both are wink's.
  const stems = tokens.out(wink.its.stem as never).map(String);
  return stems
    .map((stem, i) => (normals[i] === 'not' ? 'not' : stem))
    .filter((_, i) => normals[i] !== '-' && normals[i] !== '/');
}

const TEXTS = [
  ...stormQuestions.flatMap((question) => [
    question.text,
    question.partnerPrompt,
    ...question.options,
  ]),
  ...Object.values(stormStances).flatMap((theme) => theme.stances.flatMap((s) => s.cues)),
  'We TALK it through, Calmly; NOT shouting.',
  "I don't shout but talk it out.",
  'Money is fifty-fifty, 50/50, always shared.',
  'Wir reden darüber — ça va, ok? 😊 Ünïcödé words.',
];

describe('readText', () => {
  it("gives wink's own stems for every token, read the first time and again", () => {
    for (const text of TEXTS) {
      const expected = winkStems(text);
      expect(
        readText(text).tokens.map((token) => token.stem),
        text,
      ).toEqual(expected);
      expect(
        readText(text).tokens.map((token) => token.stem),
        text,
      ).toEqual(expected);
    }
  });

  it('reads the same stems into the sentences of a whole answer', () => {
    const text = 'We talk it through. Then we plan money together!';
    const fromSentences = readDocument(text).sentences.flatMap((sentence) =>
      sentence.tokens.map((token) => token.stem),
    );
    expect(fromSentences).toEqual(readText(text).tokens.map((token) => token.stem));
  });

  it('ends a negation at a contrasting word, and reads "n\'t" as not', () => {
    const tokens = readText("I don't shout but talk it out").tokens;
    const negatedStems = tokens.filter((token) => token.negated).map((token) => token.stem);
    expect(negatedStems).toContain('shout');
    expect(negatedStems).not.toContain('talk');
    expect(tokens.map((token) => token.stem)).toContain('not');
  });

  it('skips joining marks inside a phrase and breaks at punctuation', () => {
    expect(stemPhrase('fifty-fifty')).toEqual(['fifti', 'fifti']);
    const tokens = readText('Calm, then talk').tokens;
    expect(tokens.map((token) => token.isBreak)).toEqual([false, true, false, false]);
  });
});
