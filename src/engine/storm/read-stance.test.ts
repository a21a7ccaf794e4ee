import { describe, expect, it } from 'vitest';
import { readText } from '../text/read-text';
import { broadCues } from './broad-cues';
import { readStance } from './read-stance';
import { stormStances } from './stances';

const stanceOf = (questionId: string, text: string) => readStance(questionId, readText(text));

describe('storm stance reader: general mechanisms', () => {
  it('has broad cues for every stance of every theme', () => {
    for (const id of Object.keys(stormStances)) {
      for (const option of [0, 1, 2, 3] as const) {
        expect(broadCues[id]?.[option]?.length ?? 0, `${id}/${option}`).toBeGreaterThan(5);
      }
    }
  });

  it('reads a wish over what the couple does now', () => {
    expect(
      stanceOf(
        'storm-money',
        'Right now it is all separate, but honestly I wish we put everything in one account.',
      ).stance,
    ).toBe(0);
  });

  it("weighs someone else's wish below the partner's own", () => {
    expect(
      stanceOf(
        'storm-conflict',
        'He always wants to hash it out straight away. I wish he would let me cool off first and come back to it later.',
      ).stance,
    ).toBe(1);
  });

  it("reads the partner's own side as the couple-level stance", () => {
    expect(stanceOf('storm-money', "I'm hopeless with money, she should just run it.").stance).toBe(
      3,
    );
  });

  it('takes back praise conceded before but', () => {
    expect(
      stanceOf('storm-stress', 'Hugs are nice but what actually helps is someone doing the dishes.')
        .stance,
    ).toBe(1);
  });

  it('rules out what is turned down after it is named', () => {
    const reading = stanceOf('storm-future', 'Travelling stresses me out. Airports, no thanks.');
    expect(reading.stance).toBeNull();
    expect(reading.ruledOut).toContain(2);
    expect(
      stanceOf('storm-stress', 'The last thing I want is to be left alone.').ruledOut,
    ).toContain(2);
  });

  it('lets a short rejecting sentence turn down the one before it', () => {
    const reading = stanceOf(
      'storm-conflict',
      'We just sweep everything under the rug. Not again.',
    );
    expect(reading.stance).toBeNull();
    expect(reading.ruledOut).toContain(2);
  });

  it('reads two stances of equal standing as no one stance', () => {
    expect(
      stanceOf('storm-future', 'Kids or travel, I honestly could not pick one over the other.')
        .stance,
    ).toBeNull();
    expect(
      stanceOf(
        'storm-time',
        'Part of me wants us together every evening, part of me wants my own space.',
      ).stance,
    ).toBeNull();
  });

  it('still reads a blend whose halves are both said', () => {
    expect(
      stanceOf(
        'storm-money',
        'A joint account for rent and bills, then the rest stays in our own accounts.',
      ).stance,
    ).toBe(1);
  });
});
