import { FOSM_LEVELS } from '../report/fosm-levels';
import { algorithmClaim, fosmClaim } from './claims';

export type AnalysisComponent = {
  id: string;
  /** A lucide icon name the page maps to a component (content stays free of React). */
  icon: 'message' | 'heart' | 'compass' | 'scale' | 'shield' | 'eye';
  title: string;
  body: string;
};

/** The six analysis components on /algorithm (docs/product.md §2). */
export const analysisComponents: readonly AnalysisComponent[] = [
  {
    id: 'communication',
    icon: 'message',
    title: 'Communication patterns',
    body: 'How each of you talks about hard things: who opens up, who shuts down, and whether what you say matches what you mean.',
  },
  {
    id: 'emotional-availability',
    icon: 'heart',
    title: 'Emotional availability',
    body: 'Whether care flows both ways. We compare how you each show love with how you each want to receive it.',
  },
  {
    id: 'values',
    icon: 'compass',
    title: 'Values and direction',
    body: 'Commitment, money, family, freedom, the ordinary Tuesday. Where your answers point the same way, and where they quietly diverge.',
  },
  {
    id: 'conflict',
    icon: 'scale',
    title: 'Conflict and repair',
    body: 'Every couple argues. What matters is how fast you repair, and whether both of you do the repairing.',
  },
  {
    id: 'safety',
    icon: 'shield',
    title: 'Red flags and trauma bonds',
    body: 'Markers of control, fear and push-pull cycles. When they show up, the report sets the grade aside and says so plainly.',
  },
  {
    id: 'honesty',
    icon: 'eye',
    title: `The ${fosmClaim.name}`,
    body: 'Our honesty detector. It looks for answers that are too polished, too vague or too perfect to be the whole story.',
  },
];

export type AlgorithmVersion = {
  id: 'M0' | 'M2' | 'M3';
  status: 'Prototype' | 'Current' | 'Coming soon';
  title: string;
  body: string;
};

/** Version evolution (docs/product.md §2): M0 prototype, M2 current, M3 coming soon. */
export const versionEvolution: readonly AlgorithmVersion[] = [
  {
    id: 'M0',
    status: 'Prototype',
    title: 'The notebook model',
    body: 'Two people, the same questions, answers side by side. A spreadsheet and a lot of late nights proved the idea worked.',
  },
  {
    id: 'M2',
    status: 'Current',
    title: `Algorithm v${algorithmClaim.version}`,
    body: `${algorithmClaim.variables} variables per couple, trained on ${algorithmClaim.trainedOn} outcomes, with the ${fosmClaim.levels}-level honesty meter built in.`,
  },
  {
    id: 'M3',
    status: 'Coming soon',
    title: 'Check-ins over time',
    body: 'Your relationship is not a snapshot. M3 will compare how a couple changes between scans, with the same 30-day deletion promise.',
  },
];

export const fosmExplanation = {
  title: `The ${fosmClaim.name} (${fosmClaim.short})`,
  lead: `Everyone edits themselves a little. ${fosmClaim.short} measures how much. It reads each person's answers for candour and scores them on ${fosmClaim.levels} levels: the higher the level, the less 💩.`,
  howItWorks: [
    'It compares what you say about yourself with what your partner says about the same moments.',
    'It notices answers that are all sunshine, suspiciously short or copied from a greeting card.',
    'It never calls anyone a liar. It tells you where the story might be smoother than the reality.',
  ],
  freeNote: `The Free Quick Scan shows a sample of ${fosmClaim.freeSampleLevels} of the ${fosmClaim.levels} levels. Detonation includes honesty insights; Detonation + FOSM (Max) includes the full meter.`,
  levels: FOSM_LEVELS,
} as const;
