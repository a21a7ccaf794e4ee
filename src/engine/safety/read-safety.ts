import { readDocument } from '../text/read-text';
import type { SafetyDomain } from './domains';
import { CUES, FRAMES, type Frame } from './frames';
import {
  disclosureProbability,
  domainOf,
  SAFETY_MODEL,
  type SafetyModel,
} from './model/safety-model';
import { freshReferents, tagSentence } from './tag-sentence';
import { TRAUMA_BOND_FRAMES, type TraumaBondKind } from './trauma-bond-frames';

export { SAFETY_DOMAINS, type SafetyDomain } from './domains';

/** One sentence that discloses harm by the partner: which answer (0-based), which sentence. */
export type SafetySignal = { domain: SafetyDomain; answer: number; sentence: number };

export type SafetyReaderOptions = {
  /** The partner's first name, so that 'Sam shoves me' is read as the partner acting. */
  partnerName?: string | undefined;
  /** Another fitted model and thresholds, for choosing them (scripts/validate-safety-model.mts). */
  model?: { weights: SafetyModel; vetoBelow: number; frameVetoBelow: number; aloneAt: number };
};

/** Who can be the subject of a predicate, as tag-sentence.ts writes them. */
const SUBJECTS = new Set([
  '@p',
  '@o',
  '@child',
  '@animal',
  'i',
  'we',
  'you',
  'it',
  'this',
  'nobody',
  'nothing',
  'who',
]);
/** Ends the left context of a predicate: its clause. */
const CLAUSE_MARKS = new Set([
  ',',
  ';',
  ':',
  '.',
  '!',
  '?',
  '(',
  ')',
  'but',
  'though',
  'although',
  'however',
  'except',
  'whereas',
  'while',
  'yet',
  'unlike',
  'because',
  'so',
]);
/** Where the couple live together: 'violence in our relationship' speaks of the partner. */
const PARTNER_PLACE =
  /\b(?:our|my) (?:relationship|marriage|home|house|flat|bedroom)\b|\bat home\b|^home\b|\bin this house\b|\b(?:after|since|before) (?:the|our) wedding\b|\bsince we (?:got married|married|moved in)\b/;
/** Harm named as a thing ('the slaps', 'there was a knife involved'): in a couple's answers it
 * speaks of the relationship unless someone else is named. */
const NAMED_AS_A_THING =
  /^(?:the |there |sometimes there |the constant )|^(?:a |the )?(?:knife|gun|weapon|hammer) (?:was |has been )?(?:involved|came out|was pulled)|^(?:the|his|her|their) threats/;

const SAYS_NO = /\b(?:not|never|no|nobody|nothing|none|without)\b/;

/** Subjects that are not the partner doing something to the writer. */
const NOT_THE_PARTNER = new Set([
  'we',
  'you',
  '@o',
  '@child',
  '@animal',
  'nobody',
  'nothing',
  'thing',
]);
const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'none',
  'hardly',
  'barely',
]);
/** After a negated predicate these mean it did happen: 'he does not hit me anymore'. */
const STILL_HAPPENED =
  /^(?:anymore|any more|again|since|these days|as much|as often|that often|so much|now|lately|recently|in (?:a while|weeks|months|years|ages)|for (?:a|two|three|four|five|six|some|\d+) (?:while|weeks?|months?|years?|days?)|mean to|meant to|on purpose|hard|that hard|too hard|really|every time|always|in front of)\b/;
/** Before a negated predicate, these make the negation a minimiser: 'he did not mean to hurt me'. */
const MINIMISING_NEGATION =
  /\b(?:not mean to|not meant to|not really mean|not on purpose|not intentionally|not that bad|not a big deal|not like|not always|not every|not often|not all the time|not usually|not as bad|not as often|not anymore|no longer)\s*$/;
/** Sport, games and play: force there is not about the partner. */
const PLAY =
  /\b(?:tickle|tickles|tickled|tickling|tickle fight|pillow fight|play fight|play fighting|playfight|playfighting|playfully|playful|jokingly|as a joke|teasing|wrestle|wrestles|wrestling|sparring|spar|boxing|kickboxing|judo|karate|jiu jitsu|jujitsu|bjj|mma|martial arts|rugby|football|soccer|netball|hockey|basketball|lacrosse|tackle|tackled|tackles|game|games|match|matches|pitch|court|training|practice|gym|class|lesson|coach|referee|race|paintball|laser tag|dodgeball|snowball|water fight|fortnite|video game|board game|monopoly|chess|scrabble|crossword|crosswords|puzzle|puzzles|sudoku|wordle|quiz night|darts|pool table|snooker|golf|tennis|squash|badminton|ping pong|table tennis|mario kart|fifa|cards|poker|massage|massages|chiropractor|physio|dance|dancing|salsa|muay thai|muay|thai boxing|bike|ride|descent|pub quiz|quiz|general knowledge|roast potato|last slice|to the (?:last|bathroom|remote|shower|car)|sailing|club|marathon|half marathon|blisters|hike|hiking|farm|petting|sparring|spotter|pool|pillow|pillows|into the sea|into the water|water balloon|we both laughed|we were both laughing|both laughing|cricket|ball|bat|league|climbing|surfing|skiing|cycling|tango|cpr|first aid|drill|roller derby|trampoline|bouncy|sleep|asleep|in @p s sleep|in (?:his|her|their) sleep|dreaming|nightmare|by accident|accidentally|accident)\b/;
/** Words that report what the partner said: a threat that follows is real, not hypothetical. */
const REPORTED =
  /\b(?:said|says|say|saying|told|tells|telling|threaten|threatens|threatened|warned|warns|swore|swears|screamed|yelled|texted|reminds|reminded|keeps saying|informed|informs|mentions|mentioned|wants me to know|made (?:it )?clear|makes (?:it )?clear)\b/;
/** Hypothetical or general: 'if he ever hit me I would leave', 'nobody should...'. */
const HYPOTHETICAL_LEAD =
  /\bif (?:@p|@o|a partner|any partner|my partner|anyone|someone|somebody|a man|a woman|a guy|a girl|a bloke|any guy|any girl|any man|any woman|a person|people|you|one) (?:ever |were to |was to |did |does |should |tried to |tries to )?|\bif i (?:ever )?(?:had|have|was|were) to\b|\bif i (?:ever )?(?:felt|feel|found|thought|think)\b|\bwhat if\b|\bshould\b|\bwould never\b|\bcould never\b|\bimagine\b|\bi (?:would|will) (?:leave|be gone|walk out|call the police|report|not stay|not put up)\b/;

function clauseStart(tokens: readonly string[], at: number): number {
  for (let i = at - 1; i >= 0; i -= 1) {
    if (CLAUSE_MARKS.has(tokens[i] ?? '')) return i + 1;
  }
  return 0;
}

const ADVERBS = new Set([
  'still',
  'really',
  'always',
  'sometimes',
  'just',
  'also',
  'often',
  'even',
  'genuinely',
  'honestly',
  'actually',
  'kind',
  'of',
  'kinda',
  'truly',
  'properly',
  'seriously',
  'never',
  'ever',
]);

/** An ordinary word (not a person) right before the verb, past adverbs: the verb's subject. */
function thingBefore(tokens: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0; i -= 1) {
    const token = tokens[i] ?? '';
    if (ADVERBS.has(token)) continue;
    return !SUBJECTS.has(token) && !CLAUSE_MARKS.has(token) && token !== 'and' && token !== 'who';
  }
  return false;
}

/** The nearest subject left of the predicate, within its clause ('and' does not end it). */
function subjectOf(tokens: readonly string[], at: number): string | null {
  const start = clauseStart(tokens, at);
  for (let i = at - 1; i >= start; i -= 1) {
    const token = tokens[i] ?? '';
    // 'she rang my manager and told them...': a person between a verb and 'and' is its object.
    const objectOfEarlierVerb =
      tokens[i + 1] === 'and' &&
      i - 1 >= start &&
      !SUBJECTS.has(tokens[i - 1] ?? '') &&
      !['and', 'that', 'when', 'if', 'then', 'because', 'as', 'whenever'].includes(
        tokens[i - 1] ?? '',
      );
    if (SUBJECTS.has(token) && !objectOfEarlierVerb) return token;
  }
  return null;
}

/** 'my husband, who shoves me' but not 'unlike my ex, who hit me': the person 'who' follows. */
function whoIsThePartner(tokens: readonly string[], at: number): boolean {
  const who = tokens.lastIndexOf('who', at);
  const person = tokens.slice(0, who).findLast((token) => token.startsWith('@') || token === 'i');
  return person === '@p';
}

/** The negation governs knowing or seeing: 'nobody knows', 'they don't see that'. */
const KNOWING =
  /^(?:\S+ )(?:\S+ ){0,2}(?:know|knows|knew|see|sees|saw|realise|realize|realises|realizes|understand|notice|notices)\b/;
/**
 * A negation inside a wish or a counterfactual describes the present: 'a Tuesday where he doesn't
 * pin me', 'freedom would be not being afraid of him', 'I wouldn't have to share my location',
 * 'not having to wonder if...', 'I'd love to come home and not be asked...'.
 */
const WISHED_AWAY = new RegExp(
  [
    String.raw`\b(?:a|an|one|the|any|my) (?:\S+ ){0,3}(?:where|when|in which|that|without) (?:(?:@p|i|@child|@animal|my \S+|the \S+) (?:\S+ )?)?(?:does not|do not|did not|is not|are not|am not|was not|were not|can not|could not|will not|would not|has not|have not|never|is no longer) `,
    String.raw`\bwould (?:not|never) (?:include|involve|have|feature) `,
    String.raw`\b(?:means|would be|is|would mean) @p not `,
    String.raw`\bsettle for not `,
    String.raw`\bwould (?:\S+ ){0,8}if (?:there|@p|it|i) (?:were|was|did|had|could) not `,
    String.raw`\bwould (?:not|no longer|never) (?:have|need) to `,
    String.raw`\bwould (?:be|mean) (?:\S+ ){0,4}(?:not|no longer|never) `,
    String.raw`\b(?:is|means|would be|would mean) not (?:having|being) `,
    String.raw`\b(?:not|no|without|never) (?:\S+ ){0,2}(?:have to|having to|need to|needing to) (?:worry|wonder|check|remember|fear|hide|explain|justify|ask|account|be afraid|think about|watch|tiptoe|brace)`,
    String.raw`\b(?:would love|would like|want|wish|hope|long|dream) to (?:\S+ ){0,6}(?:not|never|no longer) `,
    String.raw`\bcome home to @p who (?:\S+ )?(?:does not|do not|will not|would not|is not|never) `,
  ].join('|'),
);

const SAY_NO_VERBS = new Set(['say', 'says', 'said', 'saying', 'answer', 'means', 'mean']);

function isNegated(tokens: readonly string[], at: number, end: number): boolean {
  const start = clauseStart(tokens, at);
  const left = tokens.slice(start, at);
  // 'to say no without him telling me...': 'no' as what is said negates nothing.
  const negator = left.findLastIndex(
    (token, i) => NEGATORS.has(token) && !(token === 'no' && SAY_NO_VERBS.has(left[i - 1] ?? '')),
  );
  if (negator === -1) return false;
  const fromNegator = left.slice(negator).join(' ');
  // 'They don't know he threatened me': the negation is of knowing, not of what happened.
  if (KNOWING.test(fromNegator)) return false;
  // 'Wouldn't it be awful if...': a rhetorical question; 'not gentle about reminding me': the
  // negation is of the manner; 'home to peace, not to him demanding my pay': a contrast.
  if (/^not it\b/.test(fromNegator)) return false;
  if (
    /^not (?:\S+ )?(?:gentle|subtle|shy|quiet|nice|kind|polite|discreet|careful|sorry|ashamed|apologetic) (?:about|when|with)\b/.test(
      fromNegator,
    )
  ) {
    return false;
  }
  if (/^not (?:to |with )?@p$/.test(fromNegator)) return false;
  if (/^not (?:one|a|an|the) (?:\S+ )?(?:where|when|in which)\b/.test(fromNegator)) return false;
  // 'It doesn't when he has pinned me down': a new clause with its own subject, unless the
  // negated verb is one of thinking ('I don't think he would hurt me' stays a denial).
  const between = left.slice(negator + 1).join(' ');
  if (
    /\b(?:when|while|whenever|because|since|after|before|until|as|if|that|who|where|how) (?:\S+ )?(?:@p|i|@o|we|you|it|@child|@animal)\b/.test(
      between,
    ) &&
    !/^(?:\S+ )?(?:think|believe|feel|reckon|expect|imagine|suppose|say|mean|want)\b/.test(between)
  ) {
    return false;
  }
  // 'No 17 missed calls', 'no more threats': a wish to be rid of what happens.
  if (left[negator] === 'no' && /^(?:\d+|more|longer)$/.test(left[negator + 1] ?? '')) return false;
  // 'I asked her not to and she makes me...': a new subject after 'and' starts its own claim.
  if (/\b(?:and|or|then) (?:@p|i|@o|we)\b/.test(between)) return false;
  // A wish or a counterfactual says what happens now: 'a Tuesday where he doesn't pin me'.
  if (WISHED_AWAY.test(`${left.join(' ')} `)) return false;
  // 'Not since I started being frightened of him': it began then, and goes on.
  if (left[negator + 1] === 'since') return false;
  // 'only', 'just', 'still' after the negation start a new claim: 'not abuse he just grabs me'.
  if (
    left
      .slice(negator + 1)
      .some((token) => ['just', 'only', 'still', 'then', 'instead'].includes(token))
  ) {
    return false;
  }
  const before = left.join(' ');
  if (MINIMISING_NEGATION.test(before)) return false;
  const after = tokens.slice(end).join(' ');
  if (STILL_HAPPENED.test(after)) return false;
  return true;
}

function isHypothetical(tokens: readonly string[], at: number, end = at): boolean {
  // '...he'd start threatening to kill himself again': it has happened before.
  if (
    /^(?:\S+ ){0,2}(?:again|like last time|like before|like he did|like she did)\b/.test(
      tokens.slice(end).join(' '),
    )
  ) {
    return false;
  }
  const start = clauseStart(tokens, at);
  // The predicate's clause and the one before ('if he ever hit me, I would leave').
  const from = clauseStart(tokens, Math.max(0, start - 1));
  const here = tokens.slice(from, at).join(' ');
  if (/\beven if\b/.test(here)) return false;
  const lead = HYPOTHETICAL_LEAD.exec(`${here} `);
  if (lead !== null) {
    // 'He said if I ever leave...': a threat reported, not a hypothetical.
    const before = `${tokens.slice(0, from).join(' ')} ${here.slice(0, lead.index)}`;
    if (REPORTED.test(before)) return false;
    // 'If he sees me crying he gets scary': the predicate in the main clause of a plain
    // present-tense condition is a habit, not a supposition ('if he ever hit me I would...').
    const after = `${here.slice(lead.index + lead[0].length)} ${tokens[at] ?? ''}`
      .split(' ')
      .filter(Boolean);
    const newSubject = after.findIndex((token, i) => i > 0 && (token === '@p' || token === 'i'));
    const supposed = /\b(?:would|will|could|might|should|ever|were|d)\b/.test(here);
    return newSubject === -1 || supposed;
  }
  // 'I would leave if he ever hit me': the predicate inside an 'if' after a hypothetical.
  const whole = tokens.join(' ');
  return (
    /\bi would (?:leave|go|be gone|walk|call|report|end)\b.*\bif\b/.test(whole) &&
    /\bif\b/.test(here)
  );
}

/** Character offset in the joined string -> token index. */
function tokenAt(joined: string, offset: number): number {
  let count = 0;
  for (let i = 0; i < offset && i < joined.length; i += 1) if (joined[i] === ' ') count += 1;
  return count;
}

/** Said in jest: 'she will murder me when she sees what I spent'. */
const JOKE =
  /\b(?:kill|murder|strangle|throttle|slaughter|destroy|end me|skin|kill me|have my head)\b (?:me )?(?:\S+ ){0,2}(?:when|if|once|for|the day) (?!(?:\S+ ){0,2}(?:leave|left|leaving|go out|went out|go to|went to|going to|see (?:my|@o|@child|a (?:lawyer|solicitor)|other)|go back to (?:my|the) (?:country|family|home|parents)|visit|talk to|talked to|speak to|text|call|tell (?:anyone|someone|the police|my|@o)|told (?:anyone|someone|the police|my|@o)|report|move out|break up|broke up|divorce|cheat|say no|look at|hang out|dump|walk out|try to|get a job)\b)/;
/** 'If I forget to bring her some she'll kill me': a trivial slip first, then the 'threat'. */
const JOKE_AFTER_SLIP =
  /\b(?:if|when) i (?:bring|buy|get|order|come home with) (?:home )?(?:one more|another|any more)\b|\bif i (?:forget|eat|spend|buy|miss|break|lose|am late|do not (?:bring|buy|get|call|do|clean|wash|book|pick)|leave the|burn|drop|finish|touch|use|scratch|dent|spill) (?:\S+ ){0,8}(?:@p )?(?:will|would|is going to) (?:kill|murder|strangle|have my head|skin|end)\b/;
/** Force wished for or enjoyed: 'I want her to squeeze me so hard'. */
const DESIRE =
  /\b(?:i )?(?:want|wants|like|love|need|enjoy) (?:@p |it when @p )?(?:to )?\S*\s?$|\b(?:like|love|enjoy) it when @p $|\bin the good way\b|\bthe good kind\b/;
/** Both chose it: shared locations, budgets and passwords that go both ways. */
export const CONSENT =
  /\b(?:i set it up|i (?:ask|asked|want|wanted|told) @p to|we both (?:have|know|share|can|agreed|wanted|decided|chose|use)|both of us|each other s|we agreed|agreed|mutual|mutually|(?:and|so) i (?:know|have|see|can see|could see) (?:when |where |what )?@p\b|we both (?:look at|use|check|see)|i could (?:look at|see|check) @p|i can take it back|i can see @p|because i am (?:hopeless|terrible|bad|rubbish) (?:at|with)|for my safety when i|for safety|i chose|my idea|i like it|i prefer it|i let @p (?:read|see|check|look|use|have|go through|know)|@p (?:always )?asks (?:first|before|me first))\b/;

/** Taking a phone for a reason that is the writer's good: 'when I am driving', 'to fix it'. */
const BENIGN_PURPOSE =
  /\blooking for (?:the |a |our |my )?(?:holiday |wedding |baby |party |trip )?(?:pics|photos|pictures|photo|picture|number|address|recipe)\b|\b(?:when i am driving|while i am driving|while i drive|so i do not text (?:and|while) drive|so i do not text|to (?:fix|charge|update|repair|back up) it)\b/;
/** A fear that ended well in the telling: 'I was scared to tell him, but he just hugged me'. */
const RESOLVED =
  /\bbut @p (?:just |only |simply |actually )?(?:hugged|laughed|smiled|understood|listened|helped|held|thanked|reassured|said it was fine|said it was ok|was (?:lovely|fine|great|kind|amazing|so kind|supportive|brilliant|understanding|calm))\b/;

/** Fear said in jest about a trivial cause: 'scared of her before she has had her coffee'. */
const TRIVIAL_FEAR =
  /\b(?:before @p (?:has had|had|gets) (?:@p )?(?:coffee|breakfast|a coffee|tea|food|lunch|a nap)|when @p (?:has not|had not) (?:had|eaten) (?:@p )?(?:coffee|breakfast|a coffee|tea|food|lunch|a nap)|hangry|when @p is hungry|when @p is driving|@p driving)\b/;
/** 'The only thing I tiptoe around is the Lego': the sentence names what it is, and it is not the partner. */
const ONLY_THING =
  /\bthe only (?:thing|things|one|ones|person|time|place|creature|stuff|animal) (?:that )?i\b(?![^,.;]* (?:is|are|was|were) (?:@p|when @p|around @p)\b)[^,.;]* (?:is|are|was|were)\b/;
/** Hurt at work, with the partner nowhere in the sentence: 'I've worked doors and been punched'. */
const WORK_CONTEXT =
  /\b(?:at work|the job|my job|on shift|on duty|worked (?:doors|security|the door|in)|work (?:doors|security|phone|laptop|email|computer|account)|company (?:phone|laptop|car)|customers?|patients?|clients?|inmates?|pupils|students|punters|bouncer|security guards?|the ward|in care|nursing)\b/;
/** The writer told, warned or reminded, by someone left unnamed. */
const TOLD_BY_SOMEONE_UNSAID =
  /\bi (?:have been|had been|was|am|get|got|keep getting|keep being|m|have|ve been) (?:\S+ )?(?:told|reminded|warned|threatened|informed|promised)\b(?! by @o)/;
/** Rules at work, not at home: 'at work I am not allowed to use my phone'. */
const AT_WORK =
  /\b(?:at work|at the office|in the office|on shift|on the floor|at school|in class|at the hospital|on site|at my job|company policy)\b/;

/** Where the partner is while doing it: 'he hides the keys when he is at work'. */
const PARTNER_AT_WORK =
  /\b(?:when|while|whenever|before) @p (?:is|goes|go|s|leaves for|gets) (?:to |at )?work\b/g;

export type SentenceContext = {
  consent: boolean;
  /** The sentence before, in the same answer, spoke of the partner ('He gets this look. I'm scared of that look.'). */
  partnerBefore?: boolean;
  /** The sentence before was about sport or play ('We do judo together. He throws me...'). */
  playBefore?: boolean;
};

function clauseEnd(tokens: readonly string[], from: number): number {
  for (let i = from; i < tokens.length; i += 1) if (CLAUSE_MARKS.has(tokens[i] ?? '')) return i;
  return tokens.length;
}

const FIRES = 'fires';

/** Whether a frame's match counts, or the check that turns it down (for safety:explain). */
export function frameVerdict(
  frame: Frame,
  tokens: readonly string[],
  joined: string,
  match: RegExpExecArray,
  context: SentenceContext,
): string {
  const groups = match.groups ?? {};
  const key = ['v', 'v2', 'v3', 'v4'].find((name) => groups[name] !== undefined) ?? 'v';
  const verbText = groups[key] ?? match[0];
  const verbOffset = match.index + match[0].indexOf(verbText);
  const at = tokenAt(joined, verbOffset);
  const end = tokenAt(joined, match.index + match[0].length) + 1;
  const clauseTokens = tokens.slice(clauseStart(tokens, at), clauseEnd(tokens, end));
  if (frame.needs && !frame.needs.test(joined)) return 'lacks what the frame needs';
  if (/(?<!not )\bin (?:a|the) good way\b|\bthe good kind\b/.test(joined)) return 'in the good way';
  if (frame.domain === 'physical' && (PLAY.test(joined) || context.playBefore)) {
    return 'sport or play';
  }
  if (
    frame.domain === 'physical' &&
    DESIRE.test(`${tokens.slice(clauseStart(tokens, at), at).join(' ')} `)
  ) {
    return 'wished for';
  }
  if (
    (frame.domain === 'threat' || frame.domain === 'physical') &&
    (JOKE.test(joined) || JOKE_AFTER_SLIP.test(joined))
  ) {
    return 'a joke';
  }
  if (
    (frame.domain === 'monitoring' || frame.domain === 'isolation') &&
    BENIGN_PURPOSE.test(joined)
  ) {
    return 'for the writer s good';
  }
  if (frame.domain === 'fear' && (RESOLVED.test(joined) || TRIVIAL_FEAR.test(joined))) {
    return 'a fear resolved or trivial';
  }
  if (frame.domain === 'isolation' && AT_WORK.test(joined.replace(PARTNER_AT_WORK, ''))) {
    return 'a rule at work';
  }
  if (ONLY_THING.test(joined)) return 'names something else as the only one';
  // 'he pushes me gently into bed': force done with care.
  if (
    frame.domain === 'physical' &&
    /^(?:\S+ )?(?:gently|softly|playfully|lovingly|tenderly|carefully)\b/.test(
      tokens.slice(end).join(' '),
    )
  ) {
    return 'done gently';
  }
  if (frame.who === 'patient' && !tokens.includes('@p') && WORK_CONTEXT.test(joined)) {
    return 'hurt at work';
  }
  if ((frame.domain === 'monitoring' || frame.domain === 'economic') && context.consent) {
    return 'consented';
  }
  // Someone else, and not the partner, before the predicate in its clause: not about the partner.
  // Fear names whom it is about anywhere in its clause ('eggshells with my ex'); other domains
  // name the doer before the predicate ('my boss threatens'), and others after it are targets.
  // 'I used to be afraid to say I was struggling because my ex would mock me.'
  if (
    frame.domain === 'fear' &&
    frame.who === 'stated' &&
    tokens.includes('@o') &&
    !tokens.includes('@p')
  ) {
    return 'about someone else';
  }
  const actorSide =
    frame.domain === 'fear' ? clauseTokens : tokens.slice(clauseStart(tokens, at), at + 1);
  // Friends and family are what isolation is about: there someone else is the object, not the doer.
  if (
    actorSide.includes('@o') &&
    !actorSide.includes('@p') &&
    frame.who !== 'agent' &&
    frame.domain !== 'isolation'
  ) {
    return 'someone else before the predicate';
  }
  // A cue whose own words say the negation ('not welcome', 'never worth what happens') keeps it.
  const saysItsOwnNegation = frame.who === 'cue' && SAYS_NO.test(match[0]);
  if (!frame.negationInside && !saysItsOwnNegation && isNegated(tokens, at, end)) return 'negated';
  if (isHypothetical(tokens, at, end)) return 'hypothetical';
  const rest = tokens.slice(end, end + 6).join(' ');
  if (/^(?:by|from) (?:@o|@child)\b/.test(rest)) return 'done by someone else';
  if (frame.who === 'agent') {
    // 'storms still frighten me': a thing, not the partner, right before the verb.
    if (frame.domain === 'fear' && thingBefore(tokens, at)) return 'a thing is the subject';
    const subject = subjectOf(tokens, at);
    if (subject === null) {
      return tokens.includes('@p') && !clauseTokens.includes('@o')
        ? FIRES
        : 'no partner, or someone else in the clause';
    }
    // 'You hit me': an answer may speak to the partner directly.
    const toThePartner = subject === 'you' && /\bme\b/.test(match[0]);
    return subject === '@p' || toThePartner || (subject === 'who' && whoIsThePartner(tokens, at))
      ? FIRES
      : `the subject is ${subject}`;
  }
  if (frame.who === 'cue') {
    // 'money scares me': a thing, not the partner, does the scaring.
    const scaresMe = /^(?:scares|frightens|terrifies|intimidates)\b/.test(match[0]);
    if (frame.domain === 'fear' && scaresMe && thingBefore(tokens, at)) return 'a thing scares';
    // A cue is about what someone does: not when we, you or someone else does it.
    const doer = subjectOf(tokens, at);
    // Friends and family as the object: 'I can't see my friends without her permission'. But
    // 'my boss makes us ask permission': someone else is the doer when nobody is before them.
    // 'You learn not to make her angry': in fear, 'you' is the writer speaking of themself.
    const genericYou = doer === 'you' && frame.domain === 'fear';
    const objectOfIsolation =
      doer === '@o' &&
      frame.domain === 'isolation' &&
      tokens.slice(0, tokens.indexOf('@o')).some((token) => token === 'i' || token === '@p');
    // 'I threatened to burn the board': the writer's own threat or force is not disclosed harm.
    const before = tokens.slice(0, at).join(' ');
    const writersOwn =
      doer === 'i' &&
      !match[0].includes('@p') &&
      !REPORTED.test(before) &&
      !/\bi (?:am|was|have been|had been|get|got|been|keep getting) (?:\S+ )?$/.test(
        `${before} `,
      ) &&
      ['threat', 'threat_expose', 'threat_children_pets'].includes(frame.domain);
    if (writersOwn) return 'done by the writer';
    if (doer !== null && NOT_THE_PARTNER.has(doer) && !objectOfIsolation && !genericYou) {
      return `done by ${doer}`;
    }
    // 'how easy it would be for me to have an accident': 'it' stands for what follows.
    const extraposed = /\bit (?:would be|is|was|will be) (?:\S+ ){0,2}for me to\b/.test(joined);
    if (
      (doer === 'it' || doer === 'this') &&
      !extraposed &&
      (frame.domain === 'fear' || frame.domain === 'threat')
    ) {
      return `done by ${doer}`;
    }
    if (tokens.includes('@p') || PARTNER_PLACE.test(joined)) return FIRES;
    // The partner named in the sentence before, and nobody else in this one.
    if (context.partnerBefore && !tokens.includes('@o') && !AT_WORK.test(joined)) return FIRES;
    // 'I've been told that if I file for divorce...': the teller goes unsaid, and in a couple's
    // answers that is the partner, unless someone else is named first.
    if (
      TOLD_BY_SOMEONE_UNSAID.test(joined) &&
      frame.domain.startsWith('threat') &&
      !tokens.slice(0, at).includes('@o')
    ) {
      return FIRES;
    }
    if (NAMED_AS_A_THING.test(match[0]) && !tokens.includes('@o')) return FIRES;
    // 'I am not allowed out': the writer as the one it is done to, nobody else named.
    const subject = tokens[at] === 'i' ? 'i' : subjectOf(tokens, at);
    const constraint = ['isolation', 'economic', 'monitoring', 'sexual'].includes(frame.domain);
    // 'missed calls asking where I am': watching or pressure with nobody named at all.
    const unsaid = subject === null && ['monitoring', 'sexual', 'economic'].includes(frame.domain);
    return constraint && (subject === 'i' || unsaid) && !tokens.includes('@o')
      ? FIRES
      : 'the partner is not in the sentence';
  }
  if (frame.who === 'patient') {
    // The writer undergoes it; someone else named in the sentence and no partner: not ours.
    const before = tokens.slice(clauseStart(tokens, at), at);
    return before.includes('@o') && !tokens.includes('@p') ? 'someone else did it' : FIRES;
  }
  // stated: the frame itself names the partner, or the writer's own state about them.
  return FIRES;
}

type Compiled = readonly { frame: Frame; pattern: RegExp }[];
/** A frame's pattern as the reader runs it: a match starts at a word ('rough me' is not in
 * 'through me', nor 'out me' in 'without me'). */
export const framePattern = (frame: Frame, flags = 'g') =>
  new RegExp(`(?<![a-z0-9@])(?:${frame.pattern.source})`, flags);
const compile = (frames: readonly Frame[]): Compiled =>
  frames.map((frame) => ({ frame, pattern: framePattern(frame) }));
const COMPILED = compile([...FRAMES, ...CUES]);
const COMPILED_BOND = compile(TRAUMA_BOND_FRAMES);

/** The domains one sentence discloses (empty when it discloses none). */
export function readSentence(
  tokens: readonly string[],
  context: SentenceContext = { consent: false },
): SafetyDomain[] {
  return matchSentence<SafetyDomain>(COMPILED, tokens, context).map(({ kind }) => kind);
}

function matchSentence<K extends Frame['domain']>(
  compiled: Compiled,
  tokens: readonly string[],
  context: SentenceContext,
): { kind: K; byCue: boolean }[] {
  const joined = tokens.join(' ');
  const found: { kind: K; byCue: boolean }[] = [];
  // Frames come before cues, so a domain a frame reads is never marked as read by a cue alone.
  for (const { frame, pattern } of compiled) {
    if (found.some(({ kind }) => kind === frame.domain)) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(joined); match !== null; match = pattern.exec(joined)) {
      if (frameVerdict(frame, tokens, joined, match, context) === FIRES) {
        found.push({ kind: frame.domain as K, byCue: frame.who === 'cue' });
        break;
      }
      if (match[0].length === 0) pattern.lastIndex += 1;
    }
  }
  return found;
}

/** Where a reading found something: which answer (0-based), which sentence. */
type Found<K> = { kind: K; answer: number; sentence: number; byCue: boolean };

/** One line of an answer as the reader sees it: tagged, with what the lines around it say. */
export type ReadLine = {
  answer: number;
  sentence: number;
  tokens: string[];
  context: SentenceContext;
  /** False for a past relationship or childhood, and for a question that names no partner. */
  read: boolean;
};

/** Tags each answer's sentences (one referent memory per answer), line by line. */
export function tagAnswers(
  answers: readonly { sentences: readonly { text: string }[] }[],
  options: SafetyReaderOptions,
): ReadLine[][] {
  const names = options.partnerName ? [options.partnerName] : [];
  return answers.map((answer, a) => {
    const referents = freshReferents();
    const lines = answer.sentences.flatMap((sentence, s) =>
      // A line break ends a thought even where wink sees one sentence.
      sentence.text
        .split(/\n+/)
        .map((line) => ({ s, tagged: tagSentence(line, names, referents) })),
    );
    return lines.map(({ s, tagged }, i) => {
      const next = lines[i + 1]?.tagged;
      const previous = lines[i - 1]?.tagged;
      // Consent is said beside what it is about: in the same or the next sentence.
      const consent =
        CONSENT.test(tagged.tokens.join(' ')) ||
        (next !== undefined && CONSENT.test(next.tokens.join(' ')));
      const partnerBefore =
        previous !== undefined && !previous.elsewhere && previous.tokens.includes('@p');
      const playBefore = previous !== undefined && PLAY.test(previous.tokens.join(' '));
      // 'Walking on eggshells? The only thing I tiptoe around is the Lego.': a question
      // that does not name the partner repeats a phrase; it discloses nothing.
      const echoedQuestion = tagged.tokens.at(-1) === '?' && !tagged.tokens.includes('@p');
      return {
        answer: a,
        sentence: s,
        tokens: tagged.tokens,
        context: { consent, partnerBefore, playBefore },
        read: !tagged.elsewhere && !echoedQuestion,
      };
    });
  });
}

/** Reads tagged lines with `compiled`: one finding per kind per sentence. */
function readLines<K extends Frame['domain']>(
  answers: readonly ReadLine[][],
  compiled: Compiled,
): Found<K>[] {
  const found: Found<K>[] = [];
  for (const line of answers.flat()) {
    if (!line.read) continue;
    for (const { kind, byCue } of matchSentence<K>(compiled, line.tokens, line.context)) {
      const { answer, sentence } = line;
      if (!found.some((x) => x.answer === answer && x.sentence === sentence && x.kind === kind)) {
        found.push({ kind, answer, sentence, byCue });
      }
    }
  }
  return found;
}

/**
 * The statistical reader's verdict on each line: the highest disclosure probability of the line
 * read alone or with a neighbour in the same answer (a disclosure often takes two sentences).
 */
function modelReadings(answers: readonly ReadLine[][], model: SafetyModel) {
  return answers.flatMap((lines) => {
    const read = lines.filter((line) => line.read);
    const alone = read.map((line) => disclosureProbability([line.tokens], model));
    const pairs = read
      .slice(1)
      .map((line, i) => disclosureProbability([read[i]?.tokens ?? [], line.tokens], model));
    return read.map((line, i) => ({
      line,
      probability: Math.max(...[alone[i], pairs[i - 1], pairs[i]].filter((p) => p !== undefined)),
    }));
  });
}

/**
 * How the frames and the statistical reader combine (docs/decisions/011). A frame that read who
 * did what to whom stands unless the model all but rules its sentence out; a looser cue stands
 * unless the model finds the sentence plainly harmless; the model alone raises a sentence it is
 * all but sure of. Chosen with `npm run validate:safety`: the highest recall on tune-6 (kept out
 * of the model, and never fitted by the frames) with at most 3 % false alarms there and at most
 * one of thirty people made of ordinary answers stopped; rerun whenever the model is.
 */
export const MODEL_VETO_BELOW = 0.1;
export const MODEL_FRAME_VETO_BELOW = 0.02;
export const MODEL_ALONE_AT = 0.95;

/** Reads every answer of one person for disclosures of harm by their partner. */
export function readSafety(
  answers: readonly { sentences: readonly { text: string }[] }[],
  options: SafetyReaderOptions = {},
): SafetySignal[] {
  return readTaggedSafety(tagAnswers(answers, options), options);
}

function readTaggedSafety(
  tagged: readonly ReadLine[][],
  options: SafetyReaderOptions,
): SafetySignal[] {
  const frames = readLines<SafetyDomain>(tagged, COMPILED);
  const { weights, vetoBelow, frameVetoBelow, aloneAt } = options.model ?? {
    weights: SAFETY_MODEL,
    vetoBelow: MODEL_VETO_BELOW,
    frameVetoBelow: MODEL_FRAME_VETO_BELOW,
    aloneAt: MODEL_ALONE_AT,
  };
  const signals: SafetySignal[] = [];
  for (const { line, probability } of modelReadings(tagged, weights)) {
    const { answer, sentence } = line;
    const here = frames.filter((f) => f.answer === answer && f.sentence === sentence);
    // The model overrules a loose cue more readily than a frame that read who did what to whom.
    const kept = here.filter(
      (finding) => probability >= (finding.byCue ? vetoBelow : frameVetoBelow),
    );
    for (const { kind } of kept) {
      if (
        !signals.some((x) => x.answer === answer && x.sentence === sentence && x.domain === kind)
      ) {
        signals.push({ domain: kind, answer, sentence });
      }
    }
    const alreadyRead = signals.some((x) => x.answer === answer && x.sentence === sentence);
    if (probability >= aloneAt && !alreadyRead) {
      signals.push({ domain: domainOf([line.tokens], weights), answer, sentence });
    }
  }
  return signals;
}

/** One sentence of a trauma-bond pattern: the cycle, or feeling unable to leave. */
export type TraumaBondSignal = { kind: TraumaBondKind; answer: number; sentence: number };

/** Reads every answer of one person for the trauma bond's two parts. */
export function readTraumaBond(
  answers: readonly { sentences: readonly { text: string }[] }[],
  options: SafetyReaderOptions = {},
): TraumaBondSignal[] {
  return readLines<TraumaBondKind>(tagAnswers(answers, options), COMPILED_BOND);
}

/** Both readings of one person's answers, tagging them once (the report reads both). */
export function readPersonSafety(
  answers: readonly { sentences: readonly { text: string }[] }[],
  options: SafetyReaderOptions = {},
): { safety: SafetySignal[]; traumaBond: TraumaBondSignal[] } {
  const tagged = tagAnswers(answers, options);
  return {
    safety: readTaggedSafety(tagged, options),
    traumaBond: readLines<TraumaBondKind>(tagged, COMPILED_BOND),
  };
}

/** True when any of these texts discloses harm by the partner. */
export function textsRaiseSafety(
  texts: readonly string[],
  options: SafetyReaderOptions = {},
): boolean {
  return readSafety(texts.map(readDocument), options).length > 0;
}
