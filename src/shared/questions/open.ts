/**
 * The ten open questions person 1 answers in the paid flows (docs/product.md §3 "Question sets":
 * the two-step /detonation flow and the single page), in the documented order. Answers are keyed
 * q1..q10 and need five words or more (docs/product.md §5).
 */
export type OpenQuestion = { id: string; text: string; hint: string };

export const openQuestions: readonly OpenQuestion[] = [
  {
    id: 'q1',
    text: 'What kind of energy do you want to come home to?',
    hint: 'Think of an ordinary evening: the mood, the noise, the people.',
  },
  {
    id: 'q2',
    text: 'What do people usually get wrong about you?',
    hint: 'The first impression versus who you are once they know you.',
  },
  {
    id: 'q3',
    text: 'What does intimacy mean to you?',
    hint: 'Emotional, physical, or both: whatever it means in your own words.',
  },
  {
    id: 'q4',
    text: 'Who shaped the way you see love?',
    hint: 'A parent, a grandparent, a friend, a film: what did they show you?',
  },
  {
    id: 'q5',
    text: 'Someone gives you a gift of money to spend in the next 7 days. What do you do with it?',
    hint: 'Be honest: spend, save, share, or something else?',
  },
  {
    id: 'q6',
    text: 'What does commitment mean to you?',
    hint: 'What it looks like on the good days and on the boring ones.',
  },
  {
    id: 'q7',
    text: 'Describe your ideal ordinary Tuesday.',
    hint: 'Not a holiday: a normal day, from morning to night.',
  },
  {
    id: 'q8',
    text: 'When did you last feel fully comfortable being yourself?',
    hint: 'Where were you, and who were you with?',
  },
  {
    id: 'q9',
    text: 'When you are not okay, how do you show it, and how do you want to be cared for?',
    hint: 'What you do, and what actually helps.',
  },
  {
    id: 'q10',
    text: 'What does freedom in a relationship look like to you?',
    hint: 'Time, friends, money, space: where are your lines?',
  },
];
