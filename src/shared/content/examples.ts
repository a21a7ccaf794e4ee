export type CompositeExample = {
  id: string;
  title: string;
  couple: string;
  situation: string;
  compatibility: string;
  grade: string;
  fosm: string;
  traumaBond: 'clear' | 'flagged';
  highlights: readonly string[];
  outcome: string;
};

/** Says plainly, on the page, that these examples are not real couples. */
export const compositeNotice =
  'Composite examples: each one is stitched together from patterns we see across many reports. No real couple, no real answers, no one you could recognise.';

/** The two composite examples on /proof (docs/product.md §2). */
export const compositeExamples: readonly CompositeExample[] = [
  {
    id: 'quiet-drift',
    title: 'The quiet drift',
    couple: 'Composite couple A, together 4 years',
    situation:
      'No fights, no problems, and no real conversations since the pandemic. One partner thought everything was fine. The other had started planning weekends alone.',
    compatibility: '71%',
    grade: 'C+',
    fosm: '3/5',
    traumaBond: 'clear',
    highlights: [
      'Strong shared values on money, family and where to live',
      'Very different answers on what intimacy means day to day',
      'One partner rounded every answer up: the honesty meter noticed',
    ],
    outcome:
      'The report pointed at the gap, not at a person. Its action plan started small: one unplugged evening a week and one question neither of them had asked in a while.',
  },
  {
    id: 'loud-but-solid',
    title: 'Loud, but solid',
    couple: 'Composite couple B, dating 14 months',
    situation:
      'They argued often and loudly, and their friends were quietly taking bets. Both wanted to know whether the noise meant something was broken.',
    compatibility: '89%',
    grade: 'A-',
    fosm: '5/5',
    traumaBond: 'clear',
    highlights: [
      'Conflict style: loud, but repair happens fast and on both sides',
      'Near-identical answers on commitment and what freedom means',
      'Both answered with unusual candour: top marks on the honesty meter',
    ],
    outcome:
      'The verdict: the volume is a style, not a symptom. The watch-out was money, where both of them avoided the subject entirely.',
  },
];
