/**
 * Turns one sentence into lower-case word tokens in which every mention of a person is replaced
 * by a role tag, so that the frames (frames.ts) can ask who does what to whom:
 *
 * - `@p`: the partner ('he', 'she', 'they', 'my husband', 'my partner', the partner's name);
 * - `@o`: anyone else (a boss, a parent, an ex, a friend's husband, a pronoun that points back to
 *   one of them);
 * - `@child`, `@animal`: children and pets, who can be the target of a threat;
 * - `i`, `me`, `my`, `myself`: the writer, kept as written.
 *
 * Pronouns are resolved with a small memory that lives for one answer (`Referents`): 'he' after
 * 'my dad' in the same or the previous sentence is the dad, unless the partner was named since or
 * the genders differ. A sentence about a past relationship or childhood turns every pronoun in it
 * into `@o`.
 */

export type Gender = 'm' | 'f' | 'x' | 'pl';

/**
 * What 'he', 'she' and 'they' point back to: the people other than the partner named so far.
 * Within a sentence every such mention counts; into the next sentences only an ex or a past
 * relationship carries over ('My ex hit me. He...'), since an answer often moves from a
 * grandparent or a friend back to the partner without naming them.
 */
export type Referents = {
  others: Set<Gender>;
  sticky: boolean;
  /** The last child or pet named in the answer: the 'him' in 'he grabs him by the arm'. */
  dependant?: '@child' | '@animal';
  /** Children named in this or the sentence before: 'the kids get their allowance'. */
  kidsRecently?: number;
};

export function freshReferents(): Referents {
  return { others: new Set(), sticky: false };
}

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/[\u2018\u2019\u02bc`´]/g, "'"],
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bain'?t\b/g, 'is not'],
  [/\bshan'?t\b/g, 'shall not'],
  [
    /\b(do|does|did|is|are|was|were|has|have|had|would|could|should|must|need|dare|might)n'?t\b/g,
    '$1 not',
  ],
  [/\b(i)'?m\b/g, 'i am'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\bive\b/g, 'i have'],
  [/\b(i|you|we|they|he|she|it|that|there)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they|he|she|it|that|there)'d\b/g, '$1 would'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\btheyre\b/g, 'they are'],
  [/\b(he|she|it|that|there|what|who|everything|nothing)'s\b/g, '$1 is'],
  [/\bhes\b/g, 'he is'],
  [/\bshes\b/g, 'she is'],
  [/\bthats\b/g, 'that is'],
  [
    /\bits\b(?= (a|an|not|just|only|like|been|never|always|so|really|kind|hard|ok|okay|fine|the)\b)/g,
    'it is',
  ],
  [/\bgonna\b/g, 'going to'],
  [/\btho\b/g, 'though'],
  [/\bmy current one\b/g, 'my partner'],
  [/\bmy current (?=husband|wife|boyfriend|girlfriend|partner|fianc)/g, 'my '],
  [/\b(?:bc|b\/c|cos|coz|cuz|bcos|becuase|becasue)\b/g, 'because'],
  [
    /\bshell\b(?= (?:kill|hurt|slit|break|smash|beat|take|tell|send|make|find|never|not|do|get|call|burn|cut|end|ruin|post|show|report|throw|kick|hit|leave|deal|run|shoot|stab|drown|put)\b)/g,
    'she will',
  ],
  [
    /\bhell\b(?= (?:kill|hurt|slit|break|smash|beat|take|tell|send|make|find|never|not|do|get|call|burn|cut|end|ruin|post|show|report|throw|kick|hit|leave|deal|run|shoot|stab|drown|put)\b)/g,
    'he will',
  ],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\bteh\b/g, 'the'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bb\/f\b|\bbf\b|\bboyf\b/g, 'boyfriend'],
  [/\bg\/f\b|\bgf\b/g, 'girlfriend'],
  [/\bhubby\b|\bhubs\b|\bdh\b/g, 'husband'],
  [
    /\bmissus\b|\bmissis\b|\bmrs\b(?= (?:says|said|is|was|will|won|does|did|has|had|gets|got|makes|made|takes|took|reads|checks|hits|hit|threw|throws|keeps|kept|told|tells|wants|knows|always|never))/g,
    'wife',
  ],
  [/\bkms\b/g, 'kill myself'],
  [/\bkys\b/g, 'kill yourself'],
  [/\bhed\b/g, 'he would'],
  [/\bw\/|\bw\b(?= (?:my|his|her|the|a|him|them|friends|mates))/g, 'with'],
  [/\bn\b(?= (?:only|then|he|she|they|i|now))/g, 'and'],
  [/\bno1\b/g, 'no one'],
  [/\bmsgs\b/g, 'messages'],
  [/\bthru\b/g, 'through'],
  [/\bnite\b/g, 'night'],
  [/\b2day\b/g, 'today'],
  [/\b2(?= (?:have|do|go|see|stop|leave|sleep|give|send|be|get|ask|let|tell|say)\b)/g, 'to'],
  [/\b(afraid|scared|frightened|terrified) from\b/g, '$1 of'],
  [/\bwifey\b|\bdw\b/g, 'wife'],
  [/\bfianc[eé]e?\b/g, 'fiance'],
  [/\bso\b(?= (and|checks|reads|says|said|hits|won't|will|gets|is|was|has|makes)\b)/g, 'so'],
  [/'s\b/g, ' s'],
  [/\bex-/g, 'ex '],
];

/** Typed without an apostrophe: 'dont', 'didnt', 'doesnt', 'wont' before a verb... */
const BARE_NEGATIONS: Readonly<Record<string, string>> = {
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  cant: 'can not',
  wont: 'will not',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  idk: 'i do not know',
};

/**
 * Words that only ever mean the partner, 'my' or not ('bf says', 'hubby hit me'): the short forms
 * were spelled out above, so these are the nouns they became when no 'my' precedes them.
 */
const PARTNER_ALWAYS = new Set(['boyfriend', 'girlfriend', 'husband', 'wife', 'fiance', 'spouse']);
/** The determiners after which a partner noun is someone else's ('her husband', 'a wife'). */
const SOMEONE_ELSES = new Set([
  'her',
  'his',
  'their',
  'a',
  'an',
  's',
  'whose',
  'your',
  'any',
  'every',
  'no',
  'ex',
  '@o',
  '@p',
  'dream',
  'future',
  'first',
  'last',
  'previous',
  'former',
  'old',
  'late',
  'new',
  'other',
]);

/** '<activity> partner' is someone else: a business, tennis or sparring partner. */
const ACTIVITY_PARTNER = new Set([
  'business',
  'tennis',
  'dance',
  'dancing',
  'climbing',
  'squash',
  'sparring',
  'lab',
  'writing',
  'training',
  'running',
  'gym',
  'study',
  'work',
  'badminton',
  'bridge',
  'chess',
  'doubles',
  'golf',
  'skating',
  'debate',
  'project',
  'research',
  'band',
  'podcast',
  'law',
  'practice',
  'walking',
  'cycling',
  'swimming',
  'drinking',
  'crime',
]);

const POSSESSIVES = new Set(['his', 'her', 'their']);

/** Nouns for the partner, read as `@p` after 'my' or 'our' (not after 'her', 'my friend's'). */
const PARTNER_NOUNS: Readonly<Record<string, Gender>> = {
  partner: 'x',
  husband: 'm',
  wife: 'f',
  boyfriend: 'm',
  girlfriend: 'f',
  fiance: 'x',
  spouse: 'x',
  man: 'm',
  woman: 'f',
  guy: 'm',
  girl: 'f',
  other: 'x',
  so: 'x',
  significant: 'x',
  lover: 'x',
};

/** Everyone else. */
const OTHER_NOUNS: Readonly<Record<string, Gender>> = {
  boss: 'x',
  director: 'x',
  ceo: 'x',
  headteacher: 'x',
  principal: 'x',
  lecturer: 'x',
  professor: 'x',
  tutor: 'x',
  mentor: 'x',
  employer: 'x',
  owner: 'x',
  chef: 'x',
  driver: 'x',
  patient: 'x',
  student: 'x',
  pupil: 'x',
  housemate: 'x',
  classmate: 'x',
  stepson: 'm',
  stepdaughter: 'f',
  stepbrother: 'm',
  stepsister: 'f',
  inlaw: 'x',
  umpire: 'x',
  captain: 'x',
  sergeant: 'x',
  priest: 'm',
  vicar: 'x',
  pastor: 'x',
  rabbi: 'x',
  imam: 'x',
  manager: 'x',
  supervisor: 'x',
  coworker: 'x',
  colleague: 'x',
  client: 'x',
  customer: 'x',
  teacher: 'x',
  coach: 'x',
  trainer: 'x',
  instructor: 'x',
  landlord: 'x',
  landlady: 'f',
  neighbour: 'x',
  neighbor: 'x',
  stranger: 'x',
  friend: 'x',
  flatmate: 'x',
  roommate: 'x',
  brother: 'm',
  sister: 'f',
  sibling: 'x',
  dad: 'm',
  father: 'm',
  stepdad: 'm',
  stepfather: 'm',
  mum: 'f',
  mom: 'f',
  mother: 'f',
  mam: 'f',
  stepmum: 'f',
  stepmom: 'f',
  stepmother: 'f',
  parent: 'x',
  grandpa: 'm',
  grandad: 'm',
  granddad: 'm',
  grandfather: 'm',
  grandma: 'f',
  gran: 'f',
  nan: 'f',
  grandmother: 'f',
  uncle: 'm',
  aunt: 'f',
  auntie: 'f',
  cousin: 'x',
  nephew: 'm',
  niece: 'f',
  ex: 'x',
  referee: 'x',
  opponent: 'x',
  bully: 'x',
  therapist: 'x',
  doctor: 'x',
  nurse: 'x',
  dentist: 'x',
  officer: 'x',
  cop: 'x',
  police: 'pl',
  team: 'pl',
  teammate: 'x',
  people: 'pl',
  someone: 'x',
  somebody: 'x',
  everyone: 'pl',
  everybody: 'pl',
  anyone: 'x',
  anybody: 'x',
  parents: 'pl',
  friends: 'pl',
  family: 'pl',
  colleagues: 'pl',
  coworkers: 'pl',
  folks: 'pl',
  inlaws: 'pl',
};

const INDEFINITES = new Set(['someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']);

const KID_NOUNS = new Set([
  'kid',
  'kids',
  'child',
  'children',
  'son',
  'daughter',
  'baby',
  'toddler',
  'boy',
  'eldest',
  'youngest',
  'oldest',
  'stepkids',
  'stepchildren',
  'newborn',
  'infant',
  'stepson',
  'stepdaughter',
  'sons',
  'daughters',
  'twins',
  'grandchildren',
  'grandkids',
  'grandchild',
  'grandson',
  'grandsons',
  'granddaughter',
  'granddaughters',
]);
/** Kid nouns that name more than one: 'they' after them may be the children. */
const KIDS_PLURAL = new Set([
  'kids',
  'children',
  'sons',
  'daughters',
  'twins',
  'stepkids',
  'stepchildren',
  'grandchildren',
  'grandkids',
  'grandsons',
  'granddaughters',
]);
const PET_NOUNS = new Set([
  'dog',
  'dogs',
  'cat',
  'cats',
  'puppy',
  'kitten',
  'pet',
  'pets',
  'rabbit',
  'hamster',
  'horse',
  'parrot',
]);

/** A past relationship or childhood: nobody in such a sentence is the current partner. */
const ELSEWHERE =
  /\b((my|a|an|one) (last|previous|former|old|first|second|late|abusive|past|prior|earlier) (relationship|partner|husband|wife|boyfriend|girlfriend|marriage|fiance|bf|gf|ex)|(a|an) (boyfriend|girlfriend|partner|husband|wife) of mine|(a|my|another|an) (past|previous|prior|former|earlier|old) relationship|when i was (a kid|little|small|young|growing up|a child|a teen|a teenager|in school|at school|younger)|as a (kid|child|teenager|teen)|growing up|years ago|the last (person|guy|girl|man|woman|one) i (was with|dated|went out with|lived with|was seeing)|(a|one) (boyfriend|girlfriend|husband|wife|partner) (once|years|who)|in my childhood|my childhood|years before|grew up|i (?:was|have been|had been|ve been) (?:engaged|married) before)\b/;
/** 'Before we met, ...': only where the sentence opens with it ('what I did before we met' is not). */
const ELSEWHERE_OPENING =
  /^(?:, )?(?:long |years |way )?before (?:i met|we met|@p|we got together|we were together|us)\b/;

/** 'My kids from my first marriage' are people of today, not a past relationship. */
const CHILDREN_OF_BEFORE =
  /\b(?:kids?|children|child|sons?|daughters?|stepsons?|stepdaughters?|step kids|boys?|girls?) from (?:my|a|an|his|her|their) (?:first|previous|last|former|earlier|old|past|prior|other) (?:marriage|relationship|partner|husband|wife)\b/g;
/** The current partner named outright ('my husband', 'the wife', their name). */
const CURRENT_PARTNER =
  /\b(?:(?:my|our) (?:own |current )?(?:husband|wife|boyfriend|girlfriend|fiance|fiancee|partner|spouse|man|other half|significant other|one)|(?<!\b(?:ex|her|his|their|a|an|s|first|second|previous|former|last|old|late|past|prior|earlier) )(?:husband|wife|boyfriend|girlfriend|fiance))\b/;
/** Nouns of a partner that was: 'my first husband', 'my late wife'. */
const PAST_PARTNER_ADJECTIVES = new Set([
  'first',
  'second',
  'previous',
  'former',
  'last',
  'old',
  'late',
  'past',
  'prior',
  'earlier',
  'abusive',
]);

/**
 * The phrase that sets a sentence in a past relationship or childhood, unless the sentence also
 * names the current partner
 * outside that phrase ('my fiance says he will tell my kids why I left my first marriage').
 */
function elsewherePhrase(joined: string, names: ReadonlySet<string>): string | null {
  const text = joined.replace(CHILDREN_OF_BEFORE, '@child');
  const match = ELSEWHERE.exec(text) ?? ELSEWHERE_OPENING.exec(text);
  if (match === null) return null;
  const rest = `${text.slice(0, match.index)} , ${text.slice(match.index + match[0].length)}`;
  if (CURRENT_PARTNER.test(rest) || rest.split(' ').some((word) => names.has(word))) return null;
  return match[0];
}

const OBJECT_PRONOUNS = new Set(['him', 'her', 'them']);
/** What may follow an object pronoun (not a noun it would own: 'he kicked her dog'). */
const AFTER_AN_OBJECT =
  /^(?:by|and|when|whenever|if|again|until|till|so|around|about|into|against|up|down|out|off|in|on|with|for|because|every|across|over|hard|too|while|to|or|,|\.|!|\?|;|:)$/;

/** '@p kicked' or '@p will deal with' right before a pronoun, with no one else between. */
function actedOnByPartner(out: readonly string[], next: string | undefined): boolean {
  if (next !== undefined && !AFTER_AN_OBJECT.test(next)) return false;
  const recent = out.slice(-4);
  const p = recent.lastIndexOf('@p');
  if (p === -1 || p === recent.length - 1) return false;
  return !recent
    .slice(p + 1)
    .some((token) => token.startsWith('@') || token === 'i' || token === ',');
}

/** 'The person you're committed to', 'the man I married': the partner, by description. */
const DESCRIBED_PARTNER =
  /\bthe (?:person|man|woman|one|guy|girl) (?:(?:you|i) (?:are |am )?(?:committed to|married to|married|engaged to|living with|live with|in a relationship with|with|sleep next to|share a bed with))\b/;

/** 'I'd like to come home to someone who doesn't...': the wish describes the partner. */
const WISHED_PARTNER =
  /\b(?:come home to|live with|wake up (?:next )?to|be with|share a (?:bed|home|house) with) (?<who>someone|somebody|a partner|a person) who (?:\S+ )?(?:does not|do not|will not|would not|is not|never)\b|\b(?:trust|love|sleep next to|be close to|feel close to|relax around|relax with) (?<who2>someone|somebody) who\b/;

/** `phrase` (found at character `index` of the joined tokens) replaced by 'my partner'. */
function asPartner(tokens: readonly string[], index: number, phrase: string): string[] {
  const at = tokens.join(' ').slice(0, index).split(' ').length - 1;
  return [...tokens.slice(0, at), 'my', 'partner', ...tokens.slice(at + phrase.split(' ').length)];
}

/** The partner described or wished for, rewritten as 'my partner' for the tagger. */
function withDescribedPartner(input: string[]): string[] {
  const described = DESCRIBED_PARTNER.exec(input.join(' '));
  const tokens = described ? asPartner(input, described.index, described[0]) : input;
  const wish = WISHED_PARTNER.exec(tokens.join(' '));
  const who = wish?.groups?.who ?? wish?.groups?.who2;
  if (!wish || who === undefined) return tokens;
  return asPartner(tokens, wish.index + wish[0].indexOf(who), who);
}

const PRONOUNS: Readonly<Record<string, Gender>> = {
  he: 'm',
  him: 'm',
  his: 'm',
  himself: 'm',
  she: 'f',
  her: 'f',
  hers: 'f',
  herself: 'f',
  they: 'pl',
  them: 'pl',
  their: 'pl',
  theirs: 'pl',
  themselves: 'pl',
  themself: 'x',
};

function compatible(pronoun: Gender, referent: Gender): boolean {
  if (referent === 'x') return true;
  if (pronoun === 'x') return true;
  if (pronoun === 'pl') return referent === 'pl';
  return pronoun === referent;
}

/** Lower case, contractions spelled out, words and clause marks as separate tokens. */
export function tokenise(text: string): string[] {
  // 'fiancé', 'naïve': accents dropped, so that the word lists see the letters.
  let s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  const raw = s.match(/[a-z0-9]+|[,;:!?()]|\.|\n|\s[-\u2013\u2014]+\s/g) ?? [];
  const out: string[] = [];
  for (const token of raw) {
    const trimmed = token.trim();
    const bare = BARE_NEGATIONS[trimmed];
    if (bare) out.push(...bare.split(' '));
    else if (trimmed === '' || /^[-\u2013\u2014]+$/.test(trimmed) || token === '\n') out.push(',');
    else out.push(trimmed);
  }
  return out;
}

export type TaggedSentence = {
  tokens: string[];
  /** About a past relationship or childhood: nothing in it is about the current partner. */
  elsewhere: boolean;
};

/** Tokens with people replaced by role tags; updates the answer's referents. */
export function tagSentence(
  text: string,
  partnerNames: readonly string[],
  referents: Referents,
): TaggedSentence {
  const names = new Set(partnerNames.map((name) => name.trim().toLowerCase()).filter(Boolean));
  const tokens = withDescribedPartner(tokenise(text));
  if (referents.kidsRecently !== undefined) referents.kidsRecently -= 1;
  const continuesElsewhere = referents.sticky;
  const phrase = elsewherePhrase(tokens.join(' '), names);
  const named = phrase !== null;
  if (!referents.sticky) referents.others.clear();
  if (named) {
    referents.others.add('x');
    // 'three years ago' sets a time, not a person: the next sentence may be of today.
    referents.sticky = !/(?:years ago|years before)$/.test(phrase);
  }
  // 'My ex hit me. I learned to be careful.': the story goes on until the partner is named.
  const elsewhere =
    named ||
    (continuesElsewhere &&
      !tokens.some((token) => PARTNER_ALWAYS.has(token) || names.has(token)) &&
      !CURRENT_PARTNER.test(tokens.join(' ')));
  const remember = (gender: Gender) => referents.others.add(gender);
  const forget = () => {
    referents.others.clear();
    referents.sticky = false;
  };
  // 'He ... them': a sentence that calls the partner 'he', 'she', 'my wife' means others by
  // 'them'. Sentence by sentence, since a writer may say 'they' of a partner.
  const gendered = (g: Gender) =>
    tokens.some(
      (t, i) =>
        PRONOUNS[t] === g ||
        (PARTNER_NOUNS[t] === g && (PARTNER_ALWAYS.has(t) || tokens[i - 1] === 'my')),
    );
  const sentenceGender = gendered('m')
    ? gendered('f')
      ? undefined
      : 'm'
    : gendered('f')
      ? 'f'
      : undefined;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const previous = out[out.length - 1] ?? '';
    // 'my own husband' reads as 'my husband'.
    const before =
      tokens[i - 1] === 'own' && (tokens[i - 2] === 'my' || tokens[i - 2] === 'our')
        ? 'my'
        : (tokens[i - 1] ?? '');
    if (before === 'my' && tokens[i - 1] === 'own' && PARTNER_NOUNS[token] !== undefined) out.pop();
    // 'my husband', 'our partner': the partner, unless 'my ex husband', 'my friend s husband'.
    if (PARTNER_NOUNS[token] !== undefined && (before === 'my' || before === 'our')) {
      const isSo = token === 'so' || token === 'other' || token === 'significant';
      if (isSo && !['other', 'significant', 'so'].includes(token)) continue;
      if (token === 'other' && tokens[i + 1] !== 'half') {
        out.push(token);
        continue;
      }
      if (token === 'significant' && tokens[i + 1] !== 'other') {
        out.push(token);
        continue;
      }
      out.pop();
      if (elsewhere) {
        out.push('@o');
        remember(PARTNER_NOUNS[token] ?? 'x');
      } else {
        out.push('@p');
        forget();
      }
      if (token === 'other' || token === 'significant') i += 1;
      continue;
    }
    // 'my business partner', 'my tennis partner': someone else.
    if (token === 'partner' && ACTIVITY_PARTNER.has(before)) {
      if (out[out.length - 1] === before) out.pop();
      if (out[out.length - 1] === 'my' || out[out.length - 1] === 'our') out.pop();
      out.push('@o');
      remember('x');
      continue;
    }
    // 'my first husband', 'my late wife': a partner that was.
    if (PARTNER_NOUNS[token] !== undefined && PAST_PARTNER_ADJECTIVES.has(tokens[i - 1] ?? '')) {
      out.pop();
      if (out[out.length - 1] === 'my' || out[out.length - 1] === 'a') out.pop();
      out.push('@o');
      remember(PARTNER_NOUNS[token] ?? 'x');
      referents.sticky = true;
      continue;
    }
    // 'a man followed me home': a stranger, not 'my man'.
    if (
      ['man', 'woman', 'guy', 'bloke', 'stranger', 'lady', 'girl'].includes(token) &&
      ['a', 'an', 'some', 'this', 'that', 'another', 'the'].includes(before) &&
      !(token === 'man' && before === 'the')
    ) {
      out.pop();
      out.push('@o');
      remember(
        token === 'woman' || token === 'lady' || token === 'girl'
          ? 'f'
          : token === 'stranger'
            ? 'x'
            : 'm',
      );
      continue;
    }
    // 'a boyfriend choked me', 'her husband': someone else's partner, or one of long ago.
    if (PARTNER_ALWAYS.has(token) && (before === 'a' || before === 'an' || before === 'another')) {
      out.pop();
      out.push('@o');
      remember(PARTNER_NOUNS[token] ?? 'x');
      continue;
    }
    // 'hubby hit me', 'the wife took my keys': the partner without 'my'.
    if (PARTNER_ALWAYS.has(token) && !SOMEONE_ELSES.has(before) && !elsewhere) {
      if (before === 'the') out.pop();
      out.push('@p');
      forget();
      continue;
    }
    if (token === 'ex' || (PARTNER_NOUNS[token] !== undefined && previous === '@o')) {
      // 'my ex', 'my ex husband': someone else; swallow the noun after 'ex'.
      if (previous === 'my' || previous === 'an' || previous === 'her' || previous === 'his') {
        out.pop();
      }
      if (previous !== '@o') out.push('@o');
      const next = tokens[i + 1] ?? '';
      const gender = PARTNER_NOUNS[next];
      if (token === 'ex' && gender !== undefined) i += 1;
      remember(gender ?? PARTNER_NOUNS[token] ?? 'x');
      referents.sticky = true;
      continue;
    }
    if (PARTNER_NOUNS[token] !== undefined && previous === 's') {
      // 'my friend s husband', 'her sister s boyfriend'.
      out.pop();
      if (out[out.length - 1] !== '@o') out.push('@o');
      remember(PARTNER_NOUNS[token] ?? 'x');
      continue;
    }
    const otherGender =
      OTHER_NOUNS[token] ?? (token.endsWith('s') ? OTHER_NOUNS[token.slice(0, -1)] : undefined);
    // 'her mum', 'his kids': the possessive was read as the partner; the noun is the person.
    if (
      (otherGender !== undefined || KID_NOUNS.has(token) || PET_NOUNS.has(token)) &&
      previous === '@p' &&
      POSSESSIVES.has(before)
    ) {
      out.pop();
    }
    if (otherGender !== undefined) {
      if (previous === 'my' || previous === 'our' || previous === 'his' || previous === 'her') {
        out.pop();
      }
      out.push('@o');
      // 'if someone gave me money... because he takes it': an indefinite is nobody to point back to.
      if (!INDEFINITES.has(token)) {
        remember(token.endsWith('s') && token !== 'boss' ? 'pl' : otherGender);
      }
      continue;
    }
    if (KID_NOUNS.has(token)) {
      if (['my', 'our', 'the', 'his', 'her', 'their'].includes(previous)) out.pop();
      out.push('@child');
      referents.dependant = '@child';
      if (KIDS_PLURAL.has(token)) referents.kidsRecently = 2;
      continue;
    }
    if (PET_NOUNS.has(token)) {
      if (['my', 'our', 'the', 'his', 'her', 'their'].includes(previous)) out.pop();
      out.push('@animal');
      referents.dependant = '@animal';
      continue;
    }
    if (names.has(token)) {
      out.push('@p');
      if (!elsewhere) forget();
      continue;
    }
    const pronoun = PRONOUNS[token];
    if (pronoun !== undefined) {
      const isOther =
        elsewhere || [...referents.others].some((other) => compatible(pronoun, other));
      // 'himself': what the partner would do to themself (threats of self-harm).
      const reflexive = token.endsWith('self') || token.endsWith('selves');
      // 'The kids get their allowance': after children, 'they' are the children.
      if (!isOther && pronoun === 'pl' && !reflexive && (referents.kidsRecently ?? 0) > 0) {
        out.push('@child');
        continue;
      }
      if (!isOther && token === 'them' && sentenceGender !== undefined) {
        out.push('@o');
        continue;
      }
      // 'he grabs him by the arm': the partner does it to someone else, a child or pet if named.
      if (
        !isOther &&
        !reflexive &&
        OBJECT_PRONOUNS.has(token) &&
        actedOnByPartner(out, tokens[i + 1])
      ) {
        out.push(referents.dependant ?? '@o');
        continue;
      }
      out.push(isOther ? '@o' : reflexive ? '@self' : '@p');
      continue;
    }
    out.push(token);
  }
  return { tokens: out, elsewhere };
}
