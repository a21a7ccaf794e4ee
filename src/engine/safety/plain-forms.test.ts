import { describe, expect, it } from 'vitest';
import { PLAIN_DISCLOSURES, PLAIN_HARMLESS } from './corpus/plain-forms';
import { textsRaiseSafety } from './read-safety';

/**
 * Plain forms across the ways people name a partner (corpus/plain-forms.ts): every disclosure
 * must raise the rule, and every harmless sentence with the same trap words must not. These are
 * our own sentences, so they guard the reader's generality; the corpus measures it.
 */
const fires = (text: string) => textsRaiseSafety([text], { partnerName: 'Sam' });

describe('plain forms', () => {
  it('reads every plain disclosure with every way of naming the partner', () => {
    const missed = PLAIN_DISCLOSURES.map(({ text }) => text).filter((text) => !fires(text));
    expect(missed).toEqual([]);
  });

  it('leaves every harmless sentence with the same trap words alone', () => {
    const alarms = PLAIN_HARMLESS.filter((text) => fires(text));
    expect(alarms).toEqual([]);
  });
});
