import { describe, expect, it } from 'vitest';
import { stormQuestions } from '../../shared/questions/storm';
import { readText, stemPhrase } from '../text/read-text';
import { stormCopy } from './copy';
import { compileCue, findCue } from './match-cues';
import { areNeighbours, readTheme } from './read-theme';
import { stormStances } from './stances';

describe('storm stance data', () => {
  it('covers every storm question with four stances, cues and result copy', () => {
    for (const question of stormQuestions) {
      const data = stormStances[question.id];
      expect(data, question.id).toBeDefined();
      expect(stormCopy[question.id], question.id).toBeDefined();
      expect(data?.stances).toHaveLength(4);
      for (const stance of data?.stances ?? []) {
        expect(stance.cues.length).toBeGreaterThanOrEqual(5);
        // Two cues with the same stems would count the same words twice.
        const stems = stance.cues.map((cue) => stemPhrase(cue).join(' '));
        expect(new Set(stems).size, `${question.id}: ${stems.join(', ')}`).toBe(stems.length);
      }
    }
  });

  it('lists each neighbour pair once, between different stances', () => {
    for (const [id, data] of Object.entries(stormStances)) {
      const keys = data.neighbours.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
      expect(new Set(keys).size, id).toBe(keys.length);
      for (const [a, b] of data.neighbours) expect(a, id).not.toBe(b);
      // Every stance keeps at least one opposite, so a wide difference is possible on each theme.
      for (const option of [0, 1, 2, 3] as const) {
        const others = ([0, 1, 2, 3] as const).filter((other) => other !== option);
        expect(others.some((other) => !areNeighbours(data, option, other))).toBe(true);
      }
    }
  });

  it('reads each option text, written by the partner, as that very stance', () => {
    for (const question of stormQuestions) {
      question.options.forEach((option, index) => {
        const reading = readTheme(question.id, question.options, '', readText(option));
        expect(reading.p2Stance, `${question.id} option ${index}`).toBe(index);
      });
    }
  });
});

describe('cue matching', () => {
  const talkThrough = compileCue('talk through');

  it('matches stems and allows a couple of extra words inside a phrase', () => {
    expect(findCue(readText('We talked things through.').tokens, talkThrough)).toBe('affirmed');
    expect(findCue(readText('We talk all of it through.').tokens, talkThrough)).toBe('absent');
  });

  it('never matches across punctuation', () => {
    expect(findCue(readText('We talk. Through the night.').tokens, talkThrough)).toBe('absent');
  });

  it('marks a match under a negation, and lets a contrast word end the negation', () => {
    const walkAway = compileCue('walk away');
    expect(findCue(readText("I don't walk away.").tokens, walkAway)).toBe('negated');
    expect(findCue(readText('I don’t walk away.').tokens, walkAway)).toBe('negated');
    expect(findCue(readText("I don't yell but I walk away.").tokens, walkAway)).toBe('affirmed');
  });

  it('matches cues that carry their own negation as said', () => {
    const notAllowed = compileCue('not allowed');
    expect(findCue(readText("I'm not allowed to go out.").tokens, notAllowed)).toBe('affirmed');
  });
});
