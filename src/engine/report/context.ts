import type { FosmResult } from './fosm';
import type { ThemeName } from './lexicons';
import type { PersonRead } from './match';
import type { Scores } from './scores';
import type { Contradiction } from './variables/contradictions';
import type { Features } from './variables/define';

export type Pair<T> = { person1: T; person2: T };

/** Everything the findings are written from: read once, computed once. */
export type ReportContext = {
  names: Pair<string>;
  reads: Pair<PersonRead>;
  features: Pair<Features>;
  couple: Features;
  agreement: ReadonlyMap<ThemeName, number | null>;
  inner: Pair<readonly Contradiction[]>;
  between: readonly Contradiction[];
  fosm: Pair<FosmResult>;
  scores: Scores;
};

export const PEOPLE = ['person1', 'person2'] as const;
