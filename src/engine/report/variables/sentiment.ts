import type { PersonRead } from '../match';
import { type VarValue, variable, written } from './define';

/** A sentence counts as positive or negative beyond this wink sentiment. */
const THRESHOLD = 0.1;

/** Sentiment and the 5:1 balance (Gottman: stable couples show about five positives per negative). */
export function sentimentVariables(person: PersonRead): VarValue[] {
  // A chosen option says nothing about the person's tone: only their own words are read.
  const own = written(person);
  const sentences = own.flatMap((a) => a.sentences);
  const positive = sentences.filter((s) => s.sentiment > THRESHOLD).length;
  const negative = sentences.filter((s) => s.sentiment < -THRESHOLD).length;
  const mean = own.length ? own.reduce((sum, a) => sum + a.sentiment, 0) / own.length : 0;
  const ratio = (positive + 1) / (negative + 1);
  const warmth = person.hits.warmth.length;
  return [
    variable('sentiment_mean', 'Mean answer sentiment', mean, -1, 1),
    variable('sentiment_positive', 'Positive sentences', positive, 0, 100),
    variable('sentiment_negative', 'Negative sentences', negative, 0, 100),
    variable('positivity_ratio', 'Positive-to-negative ratio (5:1 reference)', ratio, 0, 20),
    variable('positivity_balance', 'Progress towards 5:1', Math.min(1, ratio / 5), 0, 1),
    variable('warmth', 'Warmth and appreciation words', warmth, 0, 30),
  ];
}
