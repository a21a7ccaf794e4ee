import type { Question } from './types';

/**
 * The ten multiple-choice questions of the paid tiers (docs/product.md §3 "Question sets", in the
 * documented order). The partner answers them at /p2 (as choices) or /p2paste (as prompts); their
 * answers are keyed q1..q10, so ids end in the same number.
 */
export const partnerQuestions: readonly Question[] = [
  {
    id: 'p2-q1',
    text: 'When the two of you disagree, how do you usually handle it?',
    options: [
      'I want to talk it through right away.',
      'I need time to cool off before we talk.',
      'I tend to let it go to keep the peace.',
      'I say what I feel strongly, then move on.',
    ],
  },
  {
    id: 'p2-q2',
    text: 'What matters most to you in a partner?',
    options: [
      'Honesty, even when it is hard to hear.',
      'Kindness and patience.',
      'Loyalty: knowing they have my back.',
      'Humour: someone who makes life fun.',
    ],
  },
  {
    id: 'p2-q3',
    text: 'How do you most like to show love?',
    options: [
      'Saying it: kind words and compliments.',
      'Doing things: helping out and taking care of tasks.',
      'Time: being fully present together.',
      'Touch: hugs, holding hands, being close.',
    ],
  },
  {
    id: 'p2-q4',
    text: 'How should the two of you make big life decisions?',
    options: [
      'Together, step by step, until we both agree.',
      'Whoever it affects most has the final say.',
      'Talk it over, then trust our gut and decide quickly.',
      'Research first, plan carefully, then decide.',
    ],
  },
  {
    id: 'p2-q5',
    text: 'How important is time on your own to you?',
    options: [
      'Very: I need regular time alone to recharge.',
      'Somewhat: an evening or two a week is enough.',
      'A little: I mostly recharge with my partner.',
      'Hardly at all: I would rather be together.',
    ],
  },
  {
    id: 'p2-q6',
    text: 'When you are stressed, what do you most want from your partner?',
    options: [
      'Listen and let me talk it out.',
      'Help me fix the problem.',
      'Give me space until I am ready.',
      'Hold me close and reassure me.',
    ],
  },
  {
    id: 'p2-q7',
    text: 'How should you make financial decisions as a couple?',
    options: [
      'Everything shared, every decision made together.',
      'Shared bills, with some money of our own.',
      'Mostly separate: each of us manages our own.',
      'One of us leads, with regular check-ins.',
    ],
  },
  {
    id: 'p2-q8',
    text: 'What does emotional intimacy mean to you?',
    options: [
      'Sharing fears and feelings without being judged.',
      'Being understood without having to explain.',
      'Deep conversations about life and dreams.',
      'Feeling safe to be completely myself.',
    ],
  },
  {
    id: 'p2-q9',
    text: 'When you disagree about family or friends, what should happen?',
    options: [
      'We back each other first and sort out details in private.',
      'We hear each other out, then find a middle ground.',
      'Each of us handles our own family and friends.',
      'We give it time; these things often settle on their own.',
    ],
  },
  {
    id: 'p2-q10',
    text: 'Routine or spontaneity: what suits you best?',
    options: [
      'Routine: I like knowing what the week looks like.',
      'Mostly routine, with the odd surprise.',
      'Mostly spontaneous, with a few fixed points.',
      'Spontaneity: I love not knowing what comes next.',
    ],
  },
];
