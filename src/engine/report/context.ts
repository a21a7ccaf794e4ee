import type { ThemeComparison } from '../../shared/report/report-model';
import type { FosmResult } from './fosm';
import type { PersonRead } from './match';
import type { Scores } from './scores';
import type { ThemeTally } from './themes';
import type { Contradiction } from './variables/contradictions';
import type { Features } from './variables/define';

export type Pair<T> = { person1: T; person2: T };

/** Everything the findings are written from: read once, computed once. */
export type ReportContext = {
  names: Pair<string>;
  reads: Pair<PersonRead>;
  features: Pair<Features>;
  couple: Features;
  /** D-25: the paired themes, and how many the two agree and differ on. */
  themes: readonly ThemeComparison[];
  tally: ThemeTally;
  inner: Pair<readonly Contradiction[]>;
  between: readonly Contradiction[];
  fosm: Pair<FosmResult>;
  /** Graded scores: the couple score is set (a report without one is not graded). */
  scores: Scores & { couple: number; person1: number; person2: number };
};

export const PEOPLE = ['person1', 'person2'] as const;
