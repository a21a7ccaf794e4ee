/**
 * mSoul's own small lexicons for the couple report (engine v2.7). Every entry is a word or a
 * short phrase; phrases are matched on wink-nlp stems within one sentence, with up to two extra
 * words inside, and only when not under a negation ('I am not scared' does not count).
 * Documented in docs/scoring.md; each list is tested in lexicons.test.ts.
 */
export const LEXICONS = {
  /** Gottman's criticism: attacking the person, not the behaviour. */
  criticism: [
    // 'He never ...' alone is not criticism ('He never hits me' denies harm): the cue needs
    // what the person is said never (or always) to do.
    'never listen',
    'never help',
    'never ask',
    'never care',
    'never there',
    'never think about',
    'never does anything',
    'never make time',
    'always make it about',
    'always has to',
    'always complain',
    'always criticise',
    'always criticize',
    'always late',
    'always forget',
    'always on his phone',
    'always on her phone',
    'selfish',
    'lazy',
    'inconsiderate',
    'what is wrong with',
  ],
  /** Gottman's contempt: superiority, mockery, disgust. */
  contempt: [
    'pathetic',
    'stupid',
    'idiot',
    'useless',
    'loser',
    'disgust',
    'mock',
    'sneer',
    'roll eye',
    'ridiculous',
    'beneath me',
    'cannot stand',
  ],
  /** Gottman's defensiveness: warding off blame, counter-attacking. */
  defensiveness: [
    'not my fault',
    'overreact',
    'too sensitive',
    'yeah but',
    'what about you',
    'did nothing wrong',
    'i only did',
    'attack me',
  ],
  /** Gottman's stonewalling: withdrawing from the interaction. */
  stonewalling: [
    'shut down',
    'silent treatment',
    'stop talking',
    'tune out',
    'go quiet',
    'leave the room',
    'ignore',
    'walk out',
    'shut off',
  ],
  /** All-or-nothing words. */
  absolutes: ['always', 'never', 'everything', 'nothing', 'every time', 'everyone', 'nobody'],
  /** Blame placed on the other person. */
  blame: [
    'your fault',
    'his fault',
    'her fault',
    'make me',
    'because of him',
    'because of her',
    'you make',
    'blame',
  ],
  /** Owning one's part. */
  ownership: [
    'my fault',
    'my part',
    'i was wrong',
    'i should',
    'i apologise',
    'i apologize',
    'sorry',
    'working on',
    'i could do better',
    'i learned',
    'i need to learn',
  ],
  /** Attachment anxiety: fear of loss, need for reassurance. */
  anxiety: [
    'worry',
    'abandon',
    'reassure',
    'clingy',
    'jealous',
    'overthink',
    'insecure',
    'text back',
    'lose him',
    'lose her',
    'not enough',
    'need to know where',
  ],
  /** Attachment avoidance: discomfort with closeness, withdrawal. */
  avoidance: [
    'need space',
    'own space',
    'keep to myself',
    'smother',
    'suffocate',
    'too close',
    'trapped',
    'tie down',
    'not talk about feelings',
    'not good with feelings',
    'pull away',
  ],
  /** Secure base: trust, safety, feeling supported. */
  security: [
    'trust',
    'safe',
    'secure',
    'comfortable',
    'support',
    'rely on',
    'have my back',
    'open up',
  ],
  /** Idealisation (PREPARE/ENRICH Idealistic Distortion as the reference). */
  idealisation: [
    'perfect',
    'never fight',
    'never argue',
    'never disagree',
    'soulmate',
    'soul mate',
    'no problems',
    'no issues',
    'flawless',
    'always agree',
    'made for each other',
    'meant to be',
    'nothing to work on',
    'best relationship',
  ],
  /** Hedging and evasion. */
  hedging: [
    'i guess',
    'maybe',
    'i suppose',
    'i do not know',
    'not sure',
    'kind of',
    'sort of',
    'whatever',
    'dunno',
    'hard to say',
    'it depends',
    'no comment',
    'idk',
  ],
  /** Talk of a shared future. */
  future: [
    'we will',
    'future',
    'someday',
    'one day',
    'marry',
    'wedding',
    'grow old',
    'retire',
    'kids',
    'years from now',
    'long term',
    'next year',
    'build a life',
    'our home',
    'save for',
    'the house',
    'together forever',
    'plan our',
  ],
  /** Warmth and appreciation. */
  warmth: ['love', 'grateful', 'appreciate', 'adore', 'kind', 'laugh', 'cherish', 'thank', 'proud'],
  /** Open conflict talk, used to check 'we never fight'. */
  conflictTalk: ['fight', 'argue', 'argument', 'yell', 'scream', 'shout', 'blow up', 'row'],
  /** Concrete detail: times, places, small rituals. */
  detail: [
    'morning',
    'evening',
    'night',
    'weekend',
    'monday',
    'tuesday',
    'sunday',
    'coffee',
    'dinner',
    'breakfast',
    'walk',
    'kitchen',
    'sofa',
    'year',
    'birthday',
    'holiday',
  ],
  llWords: ['tell me', 'say', 'words', 'compliment', 'praise', 'encourage', 'note', 'i love you'],
  llActs: ['help', 'cook', 'chores', 'dishes', 'take care of', 'fix', 'errands', 'clean', 'tasks'],
  llGifts: ['gift', 'flowers', 'buy', 'little surprise', 'souvenir', 'treat'],
  llTime: [
    'time together',
    'quality time',
    'fully present',
    'attention',
    'date night',
    'phone away',
  ],
  llTouch: ['hug', 'hold', 'touch', 'cuddle', 'kiss', 'holding hands', 'close'],
  valueMoney: ['money', 'save', 'spend', 'budget', 'debt', 'bill', 'invest', 'financial', 'afford'],
  valueFamily: [
    'family',
    'mum',
    'mom',
    'dad',
    'parent',
    'sister',
    'brother',
    'grandmother',
    'friend',
  ],
  valueFreedom: ['freedom', 'free', 'space', 'alone', 'independent', 'my own', 'hobby'],
  valueRoutine: [
    'routine',
    'habit',
    'schedule',
    'every day',
    'predictable',
    'structure',
    'spontaneous',
  ],
  valueIntimacy: [
    'intimacy',
    'intimate',
    'vulnerable',
    'open up',
    'feelings',
    'deep conversation',
    'sex',
  ],
} as const satisfies Record<string, readonly string[]>;

export type LexiconName = keyof typeof LEXICONS;

/** Themes the two people are compared on, and the stances each theme can take. */
export const THEME_STANCES = {
  conflict: {
    talk: [
      'talk it through',
      'talk right away',
      'talk it out',
      'right away',
      'clear the air',
      'sort it out',
    ],
    coolOff: ['cool off', 'cool down', 'calm down', 'sleep on it', 'walk away', 'breather'],
    letGo: ['let it go', 'keep the peace', 'avoid', 'drop it', 'not worth it'],
    sayIt: ['say what i feel', 'strongly', 'get it off my chest', 'vent', 'blunt'],
  },
  care: {
    listen: ['listen', 'let me talk', 'hear me', 'talk it out'],
    fix: ['fix', 'solve', 'solution', 'help me', 'advice', 'practical'],
    space: ['give me space', 'until i am ready', 'leave me be', 'time to myself', 'quiet'],
    closeness: ['hold me', 'hug', 'reassure', 'cuddle', 'be there', 'sit with me'],
  },
  freedom: {
    independence: [
      'time alone',
      'alone',
      'own space',
      'my own',
      'independent',
      'own friends',
      'recharge',
      'own thing',
    ],
    togetherness: [
      'rather be together',
      'with my partner',
      'everything together',
      'hardly at all',
      'share everything',
      'side by side',
    ],
  },
  routine: {
    routine: [
      'routine',
      'predictable',
      'schedule',
      'same time',
      'structure',
      'usual',
      'ritual',
      'knowing what',
    ],
    spontaneity: [
      'spontaneous',
      'spontaneity',
      'surprise',
      'adventure',
      'last minute',
      'not knowing',
      'unplanned',
    ],
  },
  money: {
    shared: ['shared', 'joint', 'both of us', 'for us', 'together', 'we decide'],
    separate: [
      'separate',
      'own money',
      'each of us',
      'own account',
      'manage our own',
      'for myself',
    ],
  },
  intimacy: {
    sharing: ['fears', 'feelings', 'vulnerable', 'without being judged', 'open up'],
    understood: ['understood', 'without having to explain', 'know me', 'get me'],
    deepTalk: ['deep conversation', 'dreams', 'talk for hours', 'talk about life'],
    beingMyself: ['be myself', 'completely myself', 'safe', 'no mask', 'accepted'],
  },
  family: {
    united: [
      'back each other up',
      'on the same side',
      'united',
      'have my back',
      'stand together',
      'side with',
    ],
    middle: ['middle ground', 'compromise', 'hear each other', 'both sides'],
    separate: ['handle our own', 'own family', 'my family is my'],
    wait: ['give it time', 'settle on their own', 'let it settle'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ThemeName = keyof typeof THEME_STANCES;
export const THEMES = Object.keys(THEME_STANCES) as ThemeName[];

/** Two-pole themes are read on an axis (0 = first stance, 1 = second); others as a mix. */
export const AXIS_THEMES: ReadonlySet<ThemeName> = new Set(['freedom', 'routine', 'money']);

export const LOVE_LANGUAGES = ['words', 'acts', 'gifts', 'time', 'touch'] as const;
export type LoveLanguage = (typeof LOVE_LANGUAGES)[number];

export const LOVE_LANGUAGE_LEXICON: Record<LoveLanguage, LexiconName> = {
  words: 'llWords',
  acts: 'llActs',
  gifts: 'llGifts',
  time: 'llTime',
  touch: 'llTouch',
};

/**
 * The /p2 multiple-choice options read as stances, by question number (1-based) and option
 * index: an answer that is exactly an option text counts as a clear statement of that stance.
 */
export const OPTION_STANCES: Record<
  number,
  { theme: ThemeName | 'loveLanguage' | null; stances: readonly (string | null)[] }
> = {
  1: { theme: 'conflict', stances: ['talk', 'coolOff', 'letGo', 'sayIt'] },
  2: { theme: null, stances: [null, null, null, null] },
  3: { theme: 'loveLanguage', stances: ['words', 'acts', 'time', 'touch'] },
  4: { theme: null, stances: [null, null, null, null] },
  5: {
    theme: 'freedom',
    stances: ['independence', 'independence', 'togetherness', 'togetherness'],
  },
  6: { theme: 'care', stances: ['listen', 'fix', 'space', 'closeness'] },
  7: { theme: 'money', stances: ['shared', 'shared', 'separate', 'shared'] },
  8: { theme: 'intimacy', stances: ['sharing', 'understood', 'deepTalk', 'beingMyself'] },
  9: { theme: 'family', stances: ['united', 'middle', 'separate', 'wait'] },
  10: { theme: 'routine', stances: ['routine', 'routine', 'spontaneity', 'spontaneity'] },
};

/** Parses a stated love language (intake wording varies) into one of the five. */
export function parseLoveLanguage(text: string | undefined): LoveLanguage | null {
  const t = (text ?? '').toLowerCase();
  if (t.includes('word')) return 'words';
  if (t.includes('act') || t.includes('service')) return 'acts';
  if (t.includes('gift')) return 'gifts';
  if (t.includes('time')) return 'time';
  if (t.includes('touch') || t.includes('physical')) return 'touch';
  return null;
}
