import type { StormQuestion } from './types';

/**
 * The free quick scan (docs/product.md §1, §3 "Question sets"): five themes. Person 1 picks one of
 * four stances; the partner answers the same theme in their own words (up to 600 characters). Ids
 * are stable: stored answers and the engine's stance data are keyed by them.
 */
export const stormQuestions: readonly StormQuestion[] = [
  {
    id: 'storm-conflict',
    theme: 'Conflict',
    text: 'When the two of you disagree, what do you usually do?',
    options: [
      'Talk it through straight away, while it is fresh.',
      'Take some space first, then come back to talk.',
      'Let the small things go to keep the peace.',
      'Say exactly how I feel, loudly if needed, then move on.',
    ],
    partnerPrompt:
      'When the two of you disagree, what do you usually do, and what do you wish happened?',
  },
  {
    id: 'storm-stress',
    theme: 'Stress',
    text: 'When you are stressed, what do you most need from your partner?',
    options: [
      'Someone to listen while I talk it out.',
      'Practical help: take something off my plate.',
      'Some quiet space until I am ready.',
      'Closeness: a hug and them nearby.',
    ],
    partnerPrompt: 'When life gets stressful, what do you need most from the person you are with?',
  },
  {
    id: 'storm-money',
    theme: 'Money',
    text: 'How should a couple handle money?',
    options: [
      'Pool it all: one pot, every decision together.',
      'Share the bills, keep some money of our own.',
      'Keep our finances mostly separate.',
      'One of us manages it day to day, the other trusts them.',
    ],
    partnerPrompt:
      'How do you think the two of you should handle money, day to day and for big things?',
  },
  {
    id: 'storm-time',
    theme: 'Time together',
    text: 'How much time together feels right to you?',
    options: [
      'As much as possible: you are my favourite plan.',
      'Lots together, with a little time on my own each week.',
      'Our own friends and hobbies, with good time in between.',
      'Plenty of independence; we meet when it suits us both.',
    ],
    partnerPrompt: 'How much time together, and how much time apart, feels right to you?',
  },
  {
    id: 'storm-future',
    theme: 'The future',
    text: 'When you picture the next few years, what matters most?',
    options: [
      'Building a home and a family together.',
      "Growing our careers and backing each other's goals.",
      'Adventure: travel, new places, new experiences.',
      'Taking life as it comes, no fixed plan.',
    ],
    partnerPrompt:
      'When you picture the two of you a few years from now, what do you hope life looks like?',
  },
];
