import { describe, expect, it } from 'vitest';
import { readDocument } from '../text/read-text';
import { LEXICONS, type LexiconName, parseLoveLanguage, THEME_STANCES } from './lexicons';
import { compileCue, readPerson } from './match';

/** The lexicons that fire on one sentence, as a sorted list. */
function fired(text: string): LexiconName[] {
  const person = readPerson([text]);
  return (Object.keys(person.hits) as LexiconName[])
    .filter((name) => person.hits[name].length > 0)
    .sort();
}

describe('lexicons', () => {
  it('every entry compiles to at least one stem and no list repeats an entry', () => {
    for (const [name, list] of Object.entries(LEXICONS)) {
      expect(new Set(list).size, name).toBe(list.length);
      for (const phrase of list) expect(compileCue(phrase).stems.length, phrase).toBeGreaterThan(0);
    }
    for (const stances of Object.values(THEME_STANCES)) {
      for (const list of Object.values(stances)) {
        for (const phrase of list)
          expect(compileCue(phrase).stems.length, phrase).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Honestly it is pathetic, she rolls her eyes at me.', ['contempt']],
    ['You never listen and you always make it about you.', ['absolutes', 'criticism']],
    ['It is not my fault, she overreacts.', ['defensiveness']],
    ['He goes quiet and gives me the silent treatment.', ['stonewalling']],
    ['We never fight, he is perfect, my soulmate.', ['absolutes', 'idealisation']],
    ['I guess, maybe, whatever.', ['hedging']],
    ['We will get married one day and grow old together.', ['future']],
    ['I trust him and feel safe.', ['security']],
    ['I worry he will abandon me if I do not text back.', ['anxiety']],
    ['I need space, I feel smothered.', ['avoidance']],
    ['I was wrong, and I am working on it.', ['ownership']],
  ])('reads %s', (text, expected) => {
    expect(
      fired(text).filter(
        (name) =>
          !name.startsWith('value') &&
          !name.startsWith('ll') &&
          name !== 'warmth' &&
          name !== 'detail',
      ),
    ).toEqual(expected);
  });

  it('does not count a negated marker', () => {
    expect(fired('She is not pathetic at all.')).not.toContain('contempt');
    expect(fired('I never feel trapped.')).not.toContain('avoidance');
  });

  it('reads love-language signals and values', () => {
    expect(fired('A long hug and holding hands on the sofa.')).toContain('llTouch');
    expect(fired('We save money and stick to a budget.')).toContain('valueMoney');
  });

  it('parses stated love languages', () => {
    expect(parseLoveLanguage('Quality time')).toBe('time');
    expect(parseLoveLanguage('Acts of service')).toBe('acts');
    expect(parseLoveLanguage('Physical touch')).toBe('touch');
    expect(parseLoveLanguage('Words of affirmation')).toBe('words');
    expect(parseLoveLanguage('Receiving gifts')).toBe('gifts');
    expect(parseLoveLanguage(undefined)).toBeNull();
  });

  it('reads a document into quotable sentences', () => {
    const doc = readDocument('We talk a lot. He checks my phone!');
    expect(doc.sentences.map((s) => s.text)).toEqual(['We talk a lot.', 'He checks my phone!']);
    expect(doc.wordCount).toBe(8);
  });

  it('recognises a /p2 option, alone or with more words, as a stance', () => {
    const person = readPerson([
      'I need time to cool off before we talk.',
      'Routine: I like knowing what the week looks like. Tuesdays are tacos.',
    ]);
    expect(person.answers[0]?.option).not.toBeNull();
    expect(person.answers[1]?.option).toBeNull();
    expect(person.answers[1]?.stated).not.toBeNull();
    expect(person.stances.conflict.coolOff).toBeGreaterThanOrEqual(3);
    expect(person.stances.routine.routine).toBeGreaterThanOrEqual(3);
  });
});
