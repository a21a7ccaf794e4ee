export type StorySection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
};

export const founderStoryIntro = {
  eyebrow: 'Our story',
  title: 'Built by someone who ignored the signs for far too long',
  lead: 'mSoul did not start in a lab. It started on a kitchen floor at two in the morning, with a question nobody would answer straight.',
} as const;

/**
 * The founder story on /why (docs/product.md §2), in the five sections it names.
 * Operator: this is launch copy; edit it to match the founder's own words.
 */
export const founderStory: readonly StorySection[] = [
  {
    id: 'breaking-point',
    title: 'The breaking point',
    paragraphs: [
      'Six years in, I could not tell you whether my relationship was good. It was not bad. Nobody was yelling. But I had stopped saying the things I meant, and I had stopped expecting to hear them.',
      'I asked friends. They said what friends say: every couple goes through phases, you two are great together, have you tried a holiday? I asked the internet and got quizzes about which pasta shape matched my love style. Nobody would look at the actual evidence and tell me what it said.',
    ],
  },
  {
    id: 'awakening',
    title: 'The awakening',
    paragraphs: [
      'The turn came from a notebook. I wrote down, as plainly as I could, how we handled money, conflict, time alone and hard news. Then I asked my partner to do the same, separately.',
      'Reading the two side by side was like switching on a light. We agreed on more than I feared and disagreed on things I had never noticed. The answers were there all along. We had just never put them next to each other.',
    ],
  },
  {
    id: 'building-the-algorithm',
    title: 'Building the algorithm',
    paragraphs: [
      'That notebook became a spreadsheet, the spreadsheet became a prototype, and the prototype became the mSoul algorithm. Version after version, it learned which answers actually predicted how couples were doing later on, and which ones only sounded important.',
      'Along the way we added the part people now ask about first: an honesty detector. Because the hardest thing to read in a relationship is not your partner. It is the nicer story you tell yourself.',
    ],
  },
  {
    id: 'why-the-name',
    title: 'Why the name',
    paragraphs: [
      'The working title of that first notebook was "my soul, honestly". It stuck, minus a few letters. The small m is on purpose: this is about you and the person next to you, not about us.',
      'And yes, the honesty meter has a rude name. Sometimes a gentle nudge is not enough and you need a friend to say it out loud.',
    ],
  },
  {
    id: 'the-mission',
    title: 'The mission',
    paragraphs: [
      'Give everyone the clear-eyed friend I needed: one who looks at what you both actually said, tells you what it sees, and then leaves the decision with you.',
      'That means being honest about what we are, too. mSoul is guidance, not therapy, and it is for entertainment purposes only. We delete your answers after 30 days. If something in your relationship scares you, we will point you to real help, not to a score.',
    ],
  },
];
