import type { SafetyDomain } from './domains';
import type { TraumaBondKind } from './trauma-bond-frames';

/**
 * The frames of the safety reader: who does what to whom, one domain each. A frame is a pattern
 * over a tagged sentence (tag-sentence.ts: `@p` the partner, `@o` someone else, `@child`, `@animal`,
 * and the writer as `i`/`me`/`my`), written with the small helpers below. The domains follow the
 * published screening instruments (CAS-R-SF, WAST, HITS, HARK, the Danger Assessment); every
 * pattern is our own wording (docs/decisions/010).
 *
 * Each frame names the token where its predicate starts (the `v` group). read-safety.ts then
 * checks, around that token, what a pattern cannot: who the subject is, whether a negation
 * governs the predicate, whether it sits in a hypothetical 'if' clause, and whether the sentence
 * is about sport or play.
 */
export type Frame = {
  domain: SafetyDomain | TraumaBondKind;
  pattern: RegExp;
  /** The sentence must also say this (e.g. a condition: 'if I leave', 'unless I'). */
  needs?: RegExp;
  /**
   * `agent`: the predicate's subject must be the partner, or be left unsaid ('shoves me when
   * drunk'); `patient`: the writer is the subject of a passive or of what they must do ('I got
   * shoved', 'I have to hand over my pay'), and someone else must not be named as the doer;
   * `stated`: the pattern names the partner itself ('afraid of @p'); `cue`: a telling phrase
   * ('walked over to check where I was', 'the next one would be me') that counts only in a
   * sentence that speaks of the partner.
   */
  who: 'agent' | 'patient' | 'stated' | 'cue';
  /** The negation is part of the frame ('will not let me see'), so it is no denial. */
  negationInside?: boolean;
};

/** Word forms of a verb: base, -s, -ed, -ing and irregulars. */
function forms(...words: string[]): string {
  return `(?:${words.join('|')})`;
}

/** Up to n words of any kind, without crossing a clause mark. */
function gap(n: number): string {
  return `(?:[^ ,;:.!?()]+ ){0,${n}}`;
}

const ME = '(?:me|myself)';
const SELF = '@self';

const BODY =
  '(?:arm|arms|wrist|wrists|neck|throat|hair|face|head|jaw|shoulder|shoulders|chest|leg|legs|collar|mouth|nose|ribs)';

const HIT = forms(
  'hit',
  'hits',
  'hitting',
  'smack',
  'smacks',
  'smacked',
  'smacking',
  'whack',
  'whacks',
  'whacked',
  'wallop',
  'walloped',
  'clip',
  'clipped',
  'strike',
  'strikes',
  'struck',
  'belt',
  'belted',
  'thump',
  'thumps',
  'thumped',
  'clout',
  'clouted',
);
const STRIKE = forms(
  'slap',
  'slaps',
  'slapped',
  'slapping',
  'punch',
  'punches',
  'punched',
  'punching',
  'kick',
  'kicks',
  'kicked',
  'kicking',
  'headbutt',
  'headbutted',
  'headbutts',
  'elbowed',
  'kneed',
  'bit',
  'bite',
  'bites',
  'biting',
  'scratched',
  'scratches',
  'spat',
  'spit',
  'spits',
  'burned',
  'burnt',
  'burns',
  'stabbed',
  'stab',
  'cut',
);
const CHOKE = forms(
  'choke',
  'chokes',
  'choked',
  'choking',
  'strangle',
  'strangles',
  'strangled',
  'strangling',
  'throttle',
  'throttled',
  'throttles',
  'smother',
  'smothered',
  'suffocate',
  'suffocated',
);
const SHOVE = forms('shove', 'shoves', 'shoved', 'shoving');
const PUSH = forms('push', 'pushes', 'pushed', 'pushing');
const GRAB = forms(
  'grab',
  'grabs',
  'grabbed',
  'grabbing',
  'yank',
  'yanks',
  'yanked',
  'yanking',
  'squeeze',
  'squeezes',
  'squeezed',
  'twist',
  'twists',
  'twisted',
  'pinch',
  'pinches',
  'pinched',
);
const SHAKE = forms('shake', 'shakes', 'shook', 'shaking', 'shaken');
const THROW = forms(
  'throw',
  'throws',
  'threw',
  'throwing',
  'thrown',
  'hurl',
  'hurls',
  'hurled',
  'chuck',
  'chucks',
  'chucked',
  'fling',
  'flung',
);
const HOLD = forms(
  'hold',
  'holds',
  'held',
  'holding',
  'pin',
  'pins',
  'pinned',
  'pinning',
  'restrain',
  'restrains',
  'restrained',
  'trap',
  'traps',
  'trapped',
  'corner',
  'corners',
  'cornered',
  'block',
  'blocks',
  'blocked',
  'lock',
  'locks',
  'locked',
  'trip',
  'tripped',
  'knock',
  'knocks',
  'knocked',
  'slam',
  'slams',
  'slammed',
  'beat',
  'beats',
  'beaten',
);
const HURT = forms(
  'hurt',
  'hurts',
  'hurting',
  'injure',
  'injured',
  'injures',
  'harm',
  'harms',
  'harmed',
  'attack',
  'attacks',
  'attacked',
  'assault',
  'assaulted',
  'beat',
  'beats',
  'beating',
  'beaten',
  'batter',
  'battered',
  'abuse',
  'abuses',
  'abused',
  'rough',
  'roughed',
);
const KILL = forms(
  'kill',
  'kills',
  'killed',
  'killing',
  'murder',
  'murdered',
  'end',
  'ends',
  'finish',
  'destroy',
  'hurt',
  'harm',
  'beat',
  'hit',
  'stab',
  'shoot',
  'strangle',
  'choke',
  'break',
  'smash',
  'bury',
  'ruin',
  'get',
);
const THREATEN = forms(
  'threaten',
  'threatens',
  'threatened',
  'threatening',
  'threat',
  'threats',
  'warned',
  'warns',
  'swore',
  'swears',
  'promised',
  'promises',
  'vowed',
);
const SAY = forms(
  'say',
  'says',
  'said',
  'saying',
  'tell',
  'tells',
  'told',
  'telling',
  'text',
  'texts',
  'texted',
  'scream',
  'screams',
  'screamed',
  'yell',
  'yells',
  'yelled',
  'shout',
  'shouts',
  'shouted',
  'whisper',
  'whispers',
  'whispered',
  'warned',
  'warns',
  'swore',
  'swears',
  'threatened',
  'threatens',
  'threaten',
  'reminds',
  'reminded',
  'means',
);
const WILL = '(?:will|would|is going to|was going to|is gonna|going to|could|might|can|shall)';
const LEAVE = forms(
  'leave',
  'leaving',
  'left',
  'go',
  'went',
  'break',
  'split',
  'end',
  'tell',
  'told',
  'report',
  'call',
  'called',
  'say',
  'said',
  'talk',
  'see',
  'refuse',
  'stop',
  'move',
  'divorce',
  'walk',
  'disagree',
  'argue',
  'cheat',
  'try',
  'ask',
  'get',
  'take',
  'kick',
  'do',
);
const MONITOR = forms(
  'read',
  'reads',
  'reading',
  'check',
  'checks',
  'checked',
  'checking',
  'go through',
  'goes through',
  'went through',
  'going through',
  'look through',
  'looks through',
  'looked through',
  'looking through',
  'scroll through',
  'scrolls through',
  'scrolled through',
  'search',
  'searches',
  'searched',
  'monitor',
  'monitors',
  'monitored',
  'monitoring',
  'track',
  'tracks',
  'tracked',
  'tracking',
  'snoop',
  'snoops',
  'snooped',
  'spy on',
  'spies on',
  'spied on',
  'go into',
  'goes into',
  'went into',
  'inspect',
  'inspects',
  'inspected',
  'screenshot',
  'screenshots',
  'screenshotted',
  'listen to',
  'listens to',
  'listened to',
  'record',
  'records',
  'recorded',
  'control',
  'controls',
  'controlled',
  'controlling',
  'take',
  'takes',
  'took',
  'confiscate',
  'confiscates',
  'confiscated',
  'hide',
  'hides',
  'hid',
  'smash',
  'smashed',
  'smashes',
  'break',
  'broke',
  'demand',
  'demands',
  'demanded',
  'log into',
  'logs into',
  'logged into',
  'access',
  'accesses',
  'accessed',
);
const DEVICES =
  '(?:bag|bags|pockets|purse|wallet|drawers|things|stuff|car|post|phone|phones|messages|message|texts|text messages|emails|email|e mails|inbox|dms|dm|chats|chat|whatsapp|whatsapps|instagram|insta|facebook|snapchat|snap|tiktok|socials|social media|browser history|search history|call history|app|banking|call log|call logs|calls|location|laptop|computer|ipad|tablet|diary|journal|mail|post|accounts|account|bank statements|statements|receipts|notifications|contacts|photos|pictures|gallery|conversations|tabs|apps|sim|screen time|mileage|car|whereabouts)';
const PASSWORDS = '(?:passwords|password|passcode|passcodes|pin|pins|login|logins|codes|code)';
const SEE_PEOPLE =
  '(?:see|seeing|visit|visiting|meet|meeting|call|calling|phone|talk|talking|text|texting|speak|speaking|hang|hanging|spend|spending|stay|go|going|have|having|invite|inviting|keep|be)';
const PEOPLE_OR_OUT =
  '(?:@o|friends|friend|mates|girls|lads|family|sister|brother|parents|mum|mom|dad|out|anyone|anybody|people|outside|alone|on my own|by myself|without @p|the house|home|work|a job|my job|church|class|classes|college|uni|school|gym|party|parties|pub|drinks|coffee|lunch|dinner with|trip|trips)';
const MONEY =
  '(?:salary|pay|paycheck|paycheque|paychecks|wages|wage|money|income|earnings|savings|cards|card|bank card|debit card|credit card|bank account|account|accounts|benefits|tips|pension|inheritance|cash|finances|wallet|purse|pin)';
const SEX =
  '(?:sex|sleep with @p|sleeping with @p|have sex|having sex|sexual|intimate|intimacy|in bed|bedroom|things in bed|stuff in bed|it|do it|doing it|things i do not want|stuff i do not want|things i am not comfortable with|positions|porn|threesome|nudes|photos|pictures|videos)';

/** A condition or a threat around what the partner would do: 'if I leave', 'unless I', 'or else'. */
const CONDITION =
  /\b(?:threat\w*|warn\w*|if i|unless i|should i|or else|whenever i|every time i|the day i|as long as i|if i ever|in case i)\b/;

/** A condition, or a threat reported: 'she told me she'll take the boys'. */
const THREAT_TOLD = new RegExp(
  `${CONDITION.source}|\\b(?:said|says|told|tells|keeps saying|warned|warns|swore|swears)\\b`,
);

/** What follows 'tell my mum' when it is news, not a secret held over someone: 'about the garden'. */
const NOT_A_SECRET =
  ' about (?:the|our|a|an|his|her|their) (?!affair|abortion|debts?|drugs|drinking|rehab|photos|pictures|videos|nudes|past|record|diagnosis|arrest|money|pills|prescription)\\S+';

/** An ordered list: the first frames are the surest. */
export const FRAMES: readonly Frame[] = [
  // ---------------------------------------------------------------- physical
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${HIT}) ${gap(1)}${ME}(?! up\\b| with (?:the news|a question|an idea|a joke|a surprise|a compliment|some|his|her|their) (?!belt|shoe|fist|bottle|pan|phone|remote|stick|hand))`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${STRIKE}) ${gap(1)}${ME}\\b(?! (?:a|an|some) (?!few|couple|lot|bunch|number|handful|dozen|fair|good)\\S)`,
    ),
  },
  { domain: 'physical', who: 'agent', pattern: new RegExp(`(?<v>${CHOKE}) ${gap(1)}${ME}\\b`) },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${SHOVE}) ${gap(1)}${ME}(?! (?:a|an|the) (?:note|plate|letter|present|gift|drink)\\b)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${PUSH}) ${gap(1)}${ME}(?! (?:to (?!the (?:ground|floor|wall|bed))|into (?:trying|doing|going|applying|taking|getting|being|signing|joining|it|this|that|the (?:job|course|role|gym|interview|race))|away(?! from)|out of my comfort|forward|further|harder|on (?:my|the)|every day|too far with|buttons|(?:a bit|a little) (?:more|harder|further|too)))`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${GRAB}) ${gap(1)}(?:${ME}(?: by (?:the|my) ${BODY}| hard| too hard| so hard| and (?:push|pull|shove|shake|throw|drag|pin|slam)| when| if| whenever| sometimes| in front| again| $| ,| \\.)|my ${BODY}(?! (?:and|to) (?:kiss|kisses|kissed|dance|danced|hold|held|dances))|me (?:around|from behind (?:and|when)))`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(`(?<v>${SHAKE}) ${ME} (?:hard|so hard|violently|by|until|and|around)`),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${THROW}) ${gap(4)}(?:at ${ME}|at my (?:head|face)|${ME} (?:against|into|onto|down|across|out|to the (?:floor|ground)|off))`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${HOLD}) ${gap(1)}${ME} (?:down|against|up against|in (?:the|a|my) (?:room|bathroom|bedroom|house|car|flat|cupboard|closet)|out(?: of the house)?|to the (?:floor|ground|bed|wall)|by the (?:throat|neck|arms|wrists|hair)|so (?:i could not|i can not)|until|in a corner|into (?:a|the) (?:corner|wall)|from leaving|over)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('pull', 'pulls', 'pulled', 'pulling', 'yank', 'yanked', 'drag', 'drags', 'dragged', 'twist', 'twisted', 'twists', 'bend', 'bent')}) ${gap(1)}my (?:hair|arm|arms|wrist|wrists|fingers|ear|head)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('drag', 'drags', 'dragged', 'dragging')}) ${ME} (?:(?:round |around |about )?by|across|along|down|up the stairs|out of (?:bed|the (?:car|room|house)) by|into (?:the|a) (?:room|car|house))`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${HURT}) ${ME}(?! (?:to (?:the|it|a)|at |in (?:a|the|every) |feelings|emotionally|with (?:words|what)|by (?:saying|forgetting|lying|cheating|ignoring|not)|when (?:@p )?(?:said|forgot|cheated|lied|left|ignored|did not|forgets|says))\\b)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('put', 'puts', 'putting', 'laid', 'lay', 'lays', 'raised', 'raise', 'raises', 'raising', 'lifted', 'lift', 'lifts', 'got', 'gets', 'get')}) (?:@p|his|her|their|a) (?:hands?|fists?|finger) (?:on|to|around|round|at|up to) (?:me|my)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('get', 'gets', 'got', 'getting', 'become', 'becomes', 'became', 'turn', 'turns', 'turned', 'go', 'goes', 'went', 'can get', 'be', 'is', 'was', 'are', 'were')}) (?!(?:not|never) )${gap(2)}(?:physical|violent|rough with me|rough|handsy|heavy handed|a bit physical|aggressive with me|physically aggressive)(?! (?:with (?:the|a|our) (?:dog|ball|kids)|in the gym|at the gym))`,
    ),
  },
  {
    domain: 'physical',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>things|it|stuff|arguments|fights|rows|it all) ${gap(2)}(?:get|gets|got|getting|turn|turns|turned|went|go|goes|can get|became|become|have got|have gotten) ${gap(1)}(?:physical|violent|rough|out of hand and (?:@p|i) (?:got|get) hurt)`,
    ),
  },
  {
    domain: 'physical',
    who: 'stated',
    pattern:
      /(?<v>bruise|bruises|bruised|bruising|black eye|split lip|fat lip|marks on my|finger marks|fingermarks|mark on my|marks|scratches on my|a cut on my|stitches|broken (?:rib|nose|wrist|arm|finger)|cracked rib)(?! (?:from|after) (?:the gym|training|rugby|football|hockey|netball|boxing|judo|karate|climbing|a fall|falling|bumping|the game|the match|work))\b/,
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('punch', 'punches', 'punched', 'punching', 'kick', 'kicks', 'kicked', 'smash', 'smashes', 'smashed', 'slam', 'slams', 'slammed', 'put', 'puts', 'hit', 'hits', 'bang', 'bangs', 'banged')}) ${gap(2)}(?:fist |hand |his fist |her fist |their fist )?(?:through |into |in )?(?:a |the |holes? in the |a hole in the |walls?|doors?|wall|door|cupboard|mirror|window|windscreen|car|table)(?:walls?|doors?|cupboard|mirror|window)? ?${gap(3)}(?:next to|near|beside|by|behind|above|right by|inches from|an inch from|centimetres from) (?:my|me)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('punch', 'punches', 'punched', 'punching', 'smash', 'smashes', 'smashed', 'put', 'puts')}) ${gap(2)}(?:fist |hand )?(?:through |into |in )(?:the |a )?(?:wall|walls|door|doors|window|mirror)`,
    ),
  },
  {
    domain: 'physical',
    who: 'patient',
    pattern: new RegExp(
      `\\bi (?:was |got |get |gets |have been |had been |been |am |keep getting |ended up |end up )${gap(3)}(?<v>hit|slapped|punched|kicked|shoved|pushed (?:down|over|into|against|hard|around|and|$)|pushed(?= ,)|spat at|choked|strangled|grabbed (?:by|hard)|thrown|held down|pinned|dragged|beaten|beat up|hurt|smacked|shaken|locked (?:in|out)|bitten|spat on|burned|burnt|knocked (?:down|over|out)|headbutted|slammed)\\b(?! (?:\\S+ ){0,3}by (?!@p\\b)(?:a|an|the|some|one|@o|@animal|@child)\\b)`,
    ),
  },
  {
    domain: 'physical',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>${forms('hands', 'hand', 'fingers')}) (?:around|round|on|at) my (?:throat|neck)`,
    ),
  },
  {
    domain: 'physical',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('laid', 'lay', 'lays', 'laying', 'put', 'puts', 'has put', 'has laid')}) ${gap(1)}(?:a )?(?:hand|finger|hands) on ${ME}`,
    ),
  },
  // ---------------------------------------------------------------- threats
  {
    domain: 'threat_children_pets',
    who: 'agent',
    needs: THREAT_TOLD,
    pattern:
      /(?<v>take|takes|taking|took|will take|would take) (?:@child|the kids|the children|the boys|the girls|my boys|my girls) (?:back )?(?:to @p country|to @p family|abroad|out of the country|away from me|where i (?:will|would|could) never)/,
  },
  {
    domain: 'threat_self_harm',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${KILL}|${HURT}|${forms('cut', 'cuts', 'overdose', 'overdosed', 'jump', 'drive')}) ${gap(1)}${SELF}(?! up)`,
    ),
  },
  {
    domain: 'threat_self_harm',
    who: 'agent',
    pattern:
      /(?<v>suicide|suicidal|end (?:it all|his life|her life|their life|his own life|her own life|their own life|everything)|take (?:his|her|their) (?:own )?life|not be (?:here|around|alive)|not want to live|self harm|harm @self|do something stupid|something stupid to @self|overdose|jump off|drive (?:into|off))/,
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${THREATEN}) (?:${ME}|${gap(2)}to (?:${KILL}|${HURT}|hit|slap|take|leave with|throw me out|kick me out|burn|break|smash|make me|ruin|destroy|have me|get me|report me|call (?:immigration|my)|send me back|end me|hunt me|find me|come after|snap|wring|drown|poison|put (?:@animal|@child|it|him|her) down|run over|out me|tell|send|post|share|show|expose|leave me with|take (?:@child|@animal|the kids|the children)))`,
    ),
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${SAY}) ${gap(3)}(?:that )?(?:@p|i) ${gap(1)}(?:${WILL} ${gap(1)}(?:${KILL}|${HURT}|regret|be sorry|pay|never see|never find|not (?:see|get) (?:@child|the kids)|not survive|not make it|not be safe|end up|take (?:@child|@animal|the kids|the children)|deal with (?:@child|@animal)|run over (?:@child|@animal))|(?:will|would) (?:regret|be sorry|pay for)|(?:will|would) (?:be|end up) (?:in the ground|dead|in a box|six feet under|in hospital))`,
    ),
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${WILL}) (?!(?:never|not|ever) )${gap(1)}(?:kill|murder|hurt|end|finish|destroy|ruin|beat|strangle|choke|break|slit|cut|crash|stab|shoot|drown|bury) (?:me|us(?: both| all)?|my (?:face|neck|legs|arm|arms|life|throat))(?! (?:if i (?:forget|eat|spend|buy|miss|break|lose|do not (?:do|clean|wash|buy|get|call)|tell you|tell anyone about (?:the|this|our) (?:surprise|party|present))|for (?:forgetting|eating|spending|telling you|this|saying)|when (?:@p )?(?:finds out|sees this|reads this)))`,
    ),
  },
  {
    domain: 'threat',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>if i ${gap(3)}(?:${LEAVE}|ever|even|dare|try|tried)) ${gap(6)}(?:@p ${gap(1)})?(?<!\\bi )${WILL} ${gap(2)}(?:${KILL}|${HURT}|regret|be sorry|make me|take (?:@child|everything|the house|my)|make sure|come after|find me|hunt|burn|ruin|destroy|post|share|send|show|tell|out me|report|call|kick me out|throw me out|leave me with nothing|have me)`,
    ),
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern:
      /(?<v>(?:waved|pointed|held|holds|held up|showed|shows|brandished|grabbed|pulled|pulls|took out|got out|keeps|sleeps with|takes|take|took|cleans|cleaned|cleaning|loads|loaded|loading|puts|put|lays|laid) (?:a|the|his|her|their) (?:knife|gun|weapon|bat|baseball bat|hammer|kitchen knife|blade|rifle|pistol|shotgun|axe|machete)(?! (?:to|for) (?:the range|hunting|work|the club|a shoot|shooting|the shop|repair|be (?:sharpened|cleaned|serviced)))|(?:knife|gun|rifle|pistol|shotgun|weapon|axe|machete) (?:out of the safe|out of the drawer|on the table))/,
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('smash', 'smashes', 'smashed', 'smashing', 'break', 'breaks', 'broke', 'breaking', 'throw', 'throws', 'threw', 'throwing', 'destroy', 'destroys', 'destroyed', 'punch', 'punches', 'punched', 'kick', 'kicks', 'kicked', 'rip', 'ripped', 'tear', 'tore')}) ${gap(2)}(?:things|stuff|plates|dishes|glasses|furniture|the furniture|my (?:things|stuff|phone|laptop|glasses|clothes|belongings|car|keys|guitar|gifts)|a plate|a glass|a chair|the tv|chairs|the table|the door|doors|the wall|walls|holes)(?! (?:for fun|at the range|in the game))`,
    ),
  },
  {
    domain: 'threat',
    who: 'agent',
    pattern:
      /(?<v>(?:scream|screams|screamed|screaming|yell|yells|yelled|shout|shouts|shouted|spit|spat|get|gets|got|getting) (?:right )?in my face|stands over me|stood over me|towers over me|blocks? (?:the|my) (?:door|doorway|way out|exit)|blocked (?:the|my) (?:door|doorway|way out|exit)|(?:will not|does not|would not|did not) let me (?:leave the room|leave the house|out of the (?:room|house|car)|get out|go to bed|sleep))/,
  },
  {
    domain: 'threat_children_pets',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${HIT}|${STRIKE}|${CHOKE}|${SHOVE}|${THROW}|${HURT}|${KILL}|${forms('drown', 'drowned', 'starve', 'starved', 'get rid of', 'gets rid of', 'got rid of', 'poison', 'poisoned', 'shake', 'shook', 'shakes', 'grab', 'grabs', 'grabbed', 'lock', 'locked', 'locks')}) ${gap(1)}(?:@child|@animal)(?! (?:toy|toys|bowl|lead|leash|ball|bed|food))`,
    ),
  },
  {
    domain: 'threat_children_pets',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${THREATEN}|${SAY}|${WILL}) ${gap(3)}(?:take|taking|took|keep|get|gets|have|make sure i never see|make sure i will never see|i will never see|i would never see|never see|not see|lose|losing|custody of|full custody|take away) ${gap(2)}(?:@child|@animal)`,
    ),
  },
  {
    domain: 'threat_children_pets',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>(?:i will|i would|i am going to|i will never get to|i will not get to|i could) (?:never see|lose|not see) ${gap(1)}(?:@child|@animal)) ${gap(4)}(?:if|because|@p (?:says|said|told|tells|threatens|threatened))`,
    ),
  },
  {
    domain: 'threat_expose',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${THREATEN}|${SAY}|${WILL}) ${gap(4)}(?:post|posting|share|sharing|send|sending|show|showing|leak|leaking|release|releasing|publish|upload|put) ${gap(3)}(?:my |our |the |those |private |intimate |naked |nude |sex )?(?:nudes|nude|naked|photos|pictures|pics|videos|video|tape|texts|messages|secrets|diary|screenshots|private|intimate)`,
    ),
  },
  {
    domain: 'threat_expose',
    who: 'agent',
    needs: CONDITION,
    pattern: new RegExp(
      `(?<v>${THREATEN}|${SAY}|${WILL}) ${gap(3)}(?:to )?(?:tell|telling|inform|report|out|outing|expose|exposing|call|email|message|ring|let|contact|write to) ${gap(2)}(?:me|my|everyone|everybody|the whole|@o|the (?:police|authorities|immigration|church|school|hr|court|judge)|immigration|social services|work)(?!${NOT_A_SECRET})`,
    ),
  },
  {
    domain: 'threat_expose',
    who: 'agent',
    pattern:
      /(?<v>\b(?:out|outs|outed) me (?:to|as)|(?:post|posted|share|shared|send|sent|leak|leaked) (?:my|our) (?:nudes|nude photos|naked photos|private photos|intimate photos|sex tape|videos|pictures))/,
  },
  // ---------------------------------------------------------------- monitoring
  {
    domain: 'monitoring',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${MONITOR}) ${gap(2)}(?:my |all my |through my |every one of my |each of my )${gap(1)}${DEVICES}\\b`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('demand', 'demands', 'demanded', 'want', 'wants', 'wanted', 'need', 'needs', 'has', 'have', 'had', 'know', 'knows', 'took', 'takes', 'get', 'gets', 'got', 'made me (?:give|hand over|share|tell)', 'makes me (?:give|hand over|share|tell)', 'insists on', 'insisted on', 'asks for', 'asked for', 'changed', 'changes', 'change', 'requires', 'required')}) ${gap(2)}(?:my |all my |me my |all of my )${gap(1)}${PASSWORDS}\\b`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'patient',
    pattern: new RegExp(
      `\\bi (?:have to|had to|must|need to|am expected to|am made to|am supposed to|got to) ${gap(1)}(?<v>give|hand over|share|send|show|tell|text|call|facetime|video call|check in|report|prove|leave my location|keep my location|keep location|turn on|unlock) ${gap(3)}(?:my (?:passwords?|passcodes?|phone|location|messages|texts|screen)|@p (?:my )?(?:passwords?|passcodes?|phone|location|messages|a photo|photos|pictures|proof)|proof|photos? of|a (?:photo|picture|selfie) of|where i am|who i am with|every (?:hour|half hour|30 minutes|time)|in every|when i (?:get|arrive|leave))`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern:
      /(?<v>(?:put|puts|installed|installs|hid|hidden|placed|added|set up|sets up|planted) (?:a |an |some )?(?:tracker|tracking app|tracking device|app|spyware|airtag|air tag|gps|gps tracker|camera|cameras|tile|keylogger|software)) (?:[^ ,;:.!?()]+ ){0,3}(?:on|in|to|under|inside|into) (?:my|me)/,
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('has to know', 'needs to know', 'needs to know exactly', 'wants to know', 'wants to know exactly', 'demands to know', 'has to know exactly', 'always knows', 'always asks', 'asks', 'interrogates me', 'interrogated me', 'questions me', 'quizzes me', 'grills me')}) ${gap(2)}(?:where i am|where i was|where i go|where i have been|who i am with|who i talk to|who i was with|who i text|who i see|who i message|about every|about everyone|my every move)(?! (?:because (?:@p )?(?:worries|worried|cares)|so (?:@p )?(?:does not|do not) worry|when i am (?:late|travelling|away|abroad)))`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern:
      /(?<v>(?:follows|followed|follow|stalks|stalked|tails|tailed|spies on|spied on|watches|watched|turns up|turned up|shows up|showed up|appears|appeared|drives past|drove past|sits outside|sat outside) (?:me |at my |outside my |to my |where i |when i )(?:[^ ,;:.!?()]+ ){0,4}(?:to check|checking|to see|unannounced|uninvited|without telling me|to make sure|work|job|office|gym|class|friends|everywhere|around|when i go|to spy))/,
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern:
      /(?<v>(?:calls|texts|rings|messages|facetimes|phones|called|texted|rang|messaged|phoned) (?:me )?(?:constantly|non stop|nonstop|all day|every (?:hour|half hour|ten minutes|few minutes|5 minutes|10 minutes|15 minutes|30 minutes)|\d+ times|dozens of times|over and over|again and again|repeatedly|twenty times|fifty times) (?:[^ ,;:.!?()]+ ){0,5}(?:where i am|check|checking|who i am with|what i am doing|if i do not answer|when i do not answer|until i answer|if i miss|when i am out|when i go out))/,
  },
  {
    domain: 'monitoring',
    who: 'patient',
    pattern: new RegExp(
      `(?<v>my ${gap(1)}${DEVICES}) (?:is |are |gets |get |got |was |were |has been |have been )(?:always |constantly |regularly |all |every night |checked every |read every )?(?:checked|read|monitored|tracked|gone through|looked through|searched|gone into|gone over|inspected)`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('make', 'makes', 'made', 'force', 'forces', 'forced', 'insist', 'insists', 'insisted')}) ${gap(1)}(?:me )?(?:to )?(?:on )?(?:share|sharing|keep|keeping|leave|leaving|turn on|turning on|have|having) ${gap(1)}(?:my )?location`,
    ),
  },
  {
    domain: 'monitoring',
    who: 'agent',
    pattern:
      /(?<v>(?:times|timed|clocks|counts) (?:how long|every minute|my (?:trips|walks|runs|shopping|journey|commute)|how many minutes)|checks? the mileage|checks up on me|checking up on me|checked up on me|keeps tabs on me|kept tabs on me|keeps track of (?:where i|who i|my every)|watches my every move|watches everything i do|monitors everything|knows where i am at all times|tracks where i|tracks my location|tracks me|tracked me)/,
  },
  // ---------------------------------------------------------------- isolation
  {
    domain: 'isolation',
    who: 'agent',
    negationInside: true,
    pattern: new RegExp(
      `(?<v>(?:will not|does not|did not|would not|never|refuses to|refused to|do not|can not|is not going to|wont|not) (?:let|allow|lets|allows|permit|permits|like|likes) ${gap(1)}(?:me )?(?:to )?${gap(1)}${SEE_PEOPLE}\\b ${gap(2)}${PEOPLE_OR_OUT})`,
    ),
  },
  {
    domain: 'isolation',
    who: 'agent',
    negationInside: true,
    pattern: new RegExp(
      `(?<v>(?:will not|does not|did not|would not|never|refuses to|refused to|do not|wont|not) (?:let|allow|lets|allows|permit|permits) ${gap(1)}me (?:to )?(?!\\S+ @p\\b)(?:go out|go anywhere|leave the house|out of the house|out of (?:@p )?(?:sight|his sight|her sight)|out alone|out on my own|out without @p|have (?:friends|a life|my own|a job|a phone|money|a car|a bank)|work|get a job|keep (?:a job|my job|my own|my)|drive|use the car|have the car|study|go back to (?:work|school|college|uni)|wear|dress|cut my hair|talk to|speak to|see|visit|be alone|leave|go to (?:the|my|church|work|class|college|uni|school|the gym))\\b)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'patient',
    negationInside: true,
    pattern: new RegExp(
      `\\bi (?:am|was|have been|am just|am simply|was never|am never|am no longer|am not really) ${gap(1)}(?<v>not allowed|never allowed|no longer allowed|allowed) (?:to )?${gap(1)}${SEE_PEOPLE}\\b ${gap(2)}(?:${PEOPLE_OR_OUT}|anywhere|without)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'patient',
    pattern: new RegExp(
      `\\bi (?:have to|had to|must|need to|always have to|still have to|got to) (?<v>ask|get|beg|request) ${gap(2)}(?:permission|@p permission|@p s permission|if i can|before i (?:go|see|meet|leave|spend|buy|visit)|to go|to see|to leave|approval)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('cut', 'cuts', 'cutting', 'isolate', 'isolates', 'isolated', 'isolating', 'keep', 'keeps', 'kept', 'stop', 'stops', 'stopped', 'ban', 'bans', 'banned', 'forbid', 'forbids', 'forbade', 'forbidden', 'drove', 'drives', 'driven', 'push', 'pushed', 'pushes', 'turn', 'turned', 'turns', 'chase', 'chased')}) ${gap(1)}(?:me )?(?:off |away )?(?:from |out )?(?:seeing |visiting |meeting |talking to |calling |contacting |having )?${gap(1)}(?:my )?(?:friends|family|@o|sister|brother|parents|mum|mom|dad|everyone|everybody|anyone|people|support|away from everyone|against (?:my|@o))`,
    ),
  },
  {
    domain: 'isolation',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('make', 'makes', 'made')}) me (?:choose between|pick between|cancel|stop (?:seeing|going|talking)|delete|unfollow|block|drop|quit|give up) ${gap(2)}(?:@p and|friends|friend|family|@o|plans|my (?:friends|family|job|hobbies)|numbers|contacts|everyone|people|social|instagram|facebook)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('get', 'gets', 'got', 'become', 'becomes', 'go', 'goes', 'went', 'sulk', 'sulks', 'sulked', 'punish', 'punishes', 'punished', 'rage', 'rages', 'raged', 'freak', 'freaks', 'freaked', 'flip', 'flips', 'flipped', 'lose', 'loses', 'lost', 'explode', 'explodes', 'exploded', 'blow up', 'blows up', 'blew up', 'kick off', 'kicks off', 'kicked off', 'ignore', 'ignores', 'ignored', 'give', 'gives', 'gave')}) ${gap(4)}(?:if|when|whenever|every time|each time|because|after) i ${gap(2)}(?:see|go out|went out|go|visit|meet|talk to|spoke to|speak to|text|call|spend time|hang out|want to see|make plans|have plans|leave the house|try to see|try to go)\\b ${gap(3)}(?:@o|friends|friend|family|sister|brother|parents|mum|mom|dad|out|mates|girls|lads|coworkers|anyone|alone|without)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>(?:i )?(?:have not|had not|have no|do not|did not|barely|hardly|no longer|never|can not|stopped)) ${gap(2)}(?:seen|see|seeing|spoken to|talked to|speak to|had|visited|visit|contact|contacted|friends|any friends)${gap(3)}(?:@o|friends|family|sister|brother|parents|mum|mom|dad)? ${gap(6)}(?:because|since|as) (?:@p|of @p)`,
    ),
  },
  {
    domain: 'isolation',
    who: 'agent',
    pattern:
      /(?<v>(?:took|takes|hid|hides|hide|has|keeps|kept|confiscated|confiscates|holds|held) (?:my|me my) (?:passport|keys|car keys|id|documents|phone|sim|charger|shoes))(?! (?:safe|safely|for me|in the (?:drawer|safe) because i|because i))/,
  },
  // ---------------------------------------------------------------- economic
  {
    domain: 'economic',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('take', 'takes', 'took', 'taking', 'keep', 'keeps', 'kept', 'control', 'controls', 'controlled', 'controlling', 'hold', 'holds', 'held', 'confiscate', 'confiscates', 'confiscated', 'spend', 'spends', 'spent', 'empty', 'empties', 'emptied', 'drain', 'drains', 'drained', 'steal', 'steals', 'stole', 'cut off', 'cuts off', 'freeze', 'froze', 'froze', 'cancelled', 'cancels', 'cancel', 'ration', 'rations', 'rationed', 'withhold', 'withholds', 'withheld', 'check', 'checks', 'checked', 'go through', 'goes through', 'went through', 'make me hand over', 'makes me hand over', 'made me hand over', 'collect', 'collects')}) ${gap(2)}(?:all of |all |every penny of |half of |most of |every cent of )?my ${gap(1)}${MONEY}\\b`,
    ),
  },
  {
    domain: 'economic',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>my ${gap(1)}${MONEY}) ${gap(2)}(?:goes|go|went|is paid|are paid|gets paid|get paid|is transferred|gets transferred|lands|land|is put|gets put) ${gap(2)}(?:into|to|in|onto) (?:@p|@p s|his|her|their)(?: own)? ${gap(1)}(?:account|accounts|card|name|bank)`,
    ),
  },
  {
    domain: 'economic',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('give', 'gives', 'gave', 'giving', 'put', 'puts', 'has', 'have', 'keep', 'keeps', 'kept')}) ${gap(1)}(?:me )?(?:on )?(?:an |a |some |my )?(?:weekly |monthly |small |tiny |little |daily )?(?:allowance|pocket money|spending money|budget of)`,
    ),
  },
  {
    domain: 'economic',
    who: 'patient',
    pattern: new RegExp(
      `\\bi (?:have to|had to|must|need to|always have to|still have to|got to) (?<v>ask|beg|justify|explain|account for|show @p|show|hand over|give @p|give|handover|get approval for|get permission for|send @p|send|transfer) ${gap(3)}(?:for money|for cash|money|cash|every (?:penny|cent|dollar|pound|purchase|receipt)|receipts|what i (?:spend|spent|buy|bought)|before i (?:spend|buy)|my (?:pay|paycheck|paycheque|salary|wages|card|money|receipts|spending)|for (?:anything|everything|a coffee|groceries|tampons|petrol|gas)|spending)`,
    ),
  },
  {
    domain: 'economic',
    who: 'stated',
    pattern:
      /(?<v>(?:do not|did not|have not|never|has never) (?:have|had|get|got|given) ${gap}?(?:access|a card|a say|my own (?:money|account|card|bank account)|a bank account|any money of my own|a penny|a cent))|(?<v2>no access to (?:our|the|any|my|a) (?:money|accounts?|bank|cards?|savings|finances))|(?<v3>(?:loans?|credit cards?|debts?|debt|overdrafts?|a car loan|payday loans?) (?:in|under) my name)|(?<v4>account for every (?:penny|cent|dollar|pound|purchase))/,
  },
  {
    domain: 'economic',
    who: 'agent',
    negationInside: true,
    pattern:
      /(?<v>(?:will not|does not|did not|would not|never|refuses to|refused to) (?:let|allow|lets|allows) me (?:to )?(?:work|get a job|have a job|keep my job|go back to work|have (?:my own|any) (?:money|account|card|bank)|have money|see (?:the|our) (?:bank|accounts?|statements)|know (?:how much|what) (?:we|@p) (?:have|earn|earns))\b)/,
  },
  {
    domain: 'economic',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('made', 'makes', 'make', 'forced', 'forces', 'force', 'pressured', 'pressures', 'got')}) me (?:to )?(?:quit|leave|give up|stop) ${gap(1)}(?:my )?(?:job|work|working|career|studies|course)`,
    ),
  },
  {
    domain: 'economic',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('took', 'takes', 'take', 'put', 'puts', 'opened', 'opens', 'ran up', 'runs up', 'racked up', 'got')}) ${gap(2)}(?:loans?|credit cards?|debts?|a loan|a credit card|a car|a phone contract|bills) ${gap(2)}(?:in|under|on) my name`,
    ),
  },
  // ---------------------------------------------------------------- sexual
  {
    domain: 'sexual',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('pressure', 'pressures', 'pressured', 'pressuring', 'push', 'pushes', 'pushed', 'pushing', 'force', 'forces', 'forced', 'forcing', 'make', 'makes', 'made', 'guilt', 'guilts', 'guilted', 'guilt trip', 'guilt trips', 'guilt tripped', 'coerce', 'coerces', 'coerced', 'nag', 'nags', 'nagged', 'bully', 'bullies', 'bullied', 'badger', 'badgers', 'badgered', 'talk', 'talks', 'talked', 'wear', 'wears', 'wore', 'manipulate', 'manipulates', 'manipulated')}) ${gap(1)}me (?:down )?(?:into |to )${gap(2)}${SEX}\\b`,
    ),
  },
  {
    domain: 'sexual',
    who: 'stated',
    // 'it' and 'in bed' say sex only in a sentence about the partner.
    needs: /@p/,
    pattern: new RegExp(
      `(?<v>${SEX}) ${gap(4)}(?:when|even when|even though|even if|although|after|while) ${gap(1)}i (?:do not want|did not want|said no|say no|have said no|am asleep|was asleep|am not in the mood|was not in the mood|am too tired|was too tired|am drunk|was drunk|am crying|was crying|am sick|was sick|am not|was not|do not feel like|did not feel like|tell @p no|told @p no|ask @p to stop|asked @p to stop)`,
    ),
  },
  {
    domain: 'sexual',
    who: 'agent',
    negationInside: true,
    pattern:
      /(?<v>(?:will not|does not|did not|would not|never|refuses to|can not) (?:take|takes|accept|accepts|hear|hears|listen to|respect|respects|stop when i say) (?:no|a no|my no|no for an answer|when i say no|that i do not want)|(?:does not|did not|will not|would not) stop when i (?:say|said|ask|asked|tell|told))/,
  },
  {
    domain: 'sexual',
    who: 'patient',
    pattern: new RegExp(
      `\\bi (?:just )?(?:end up |usually |often |sometimes |always |eventually |just |have learned to |learned to )?(?<v>go along with|give in|gave in|give up and|let @p|put up with|agree to|have sex|sleep with @p|do it|say yes) ${gap(5)}(?:so (?:that )?(?:@p|there|it|things) (?:will not|does not|do not|is not|would not|will|stops|stop|calms|leaves)|because (?:@p|it) (?:will|gets|would|sulks|is easier|is not worth)|(?:to )?(?:avoid|keep the peace|stop the)|or (?:@p|else|there)|otherwise|even (?:when|though|if) i (?:do not|did not|am not)|(?:when|even when) i do not want)`,
    ),
  },
  {
    domain: 'sexual',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('sulk', 'sulks', 'sulked', 'sulking', 'punish', 'punishes', 'punished', 'get angry', 'gets angry', 'got angry', 'gets mad', 'get mad', 'got mad', 'gets nasty', 'got nasty', 'ignore', 'ignores', 'ignored', 'silent treatment', 'yell', 'yells', 'yelled', 'scream', 'screams', 'sulk for days', 'sulks for days', 'kick off', 'kicks off', 'call me frigid', 'calls me frigid', 'calls me names', 'accuse', 'accuses', 'accused', 'withhold', 'withholds')}) ${gap(5)}(?:if|when|whenever|every time|because|after) i (?:say no|said no|turn @p down|turned @p down|refuse|refused|do not want (?:to|sex|it)|did not want (?:to|sex|it)|am not in the mood|was not in the mood|reject|rejected|decline|declined|do not sleep with|will not sleep with|do not have sex|will not have sex|stop|tell @p no|told @p no)`,
    ),
  },
  {
    domain: 'sexual',
    who: 'agent',
    pattern:
      /(?<v>(?:rape|rapes|raped|raping|molest|molests|molested|sexually assault|sexually assaults|sexually assaulted) (?:me|@self)\b|(?:forcing|forces|forced|force) (?:me|@self)(?: to)? (?:in (?:the|bed)|at night|when i|even|every|to have|into|for (?:sex|it)|\.|,|and|$)|(?:makes|made|make) me (?:sleep with|have sex with|do (?:it|stuff|things) with) (?:@p s |@o|his|her|their|other))/,
  },
  {
    domain: 'sexual',
    who: 'agent',
    pattern:
      /(?<v>(?:woke|wake|wakes|woken) (?:up )?(?:me )?(?:up )?(?:to|with) @p (?:touching|on top of|having sex with|inside|undressing|groping) me|(?:touch|touches|touched|grope|gropes|groped|had sex with|has sex with|undress|undressed) me (?:while|when) i (?:was|am) (?:asleep|sleeping|drunk|passed out|out of it|unconscious)|(?:forced|forces|force) (?:@p s |@p )?(?:self |@self )?on me|raped|rape me|raping|sexually assaulted|sexual assault|made me do things i did not want|makes me do things i do not want|(?:filmed|films|recorded|records) (?:us|me) (?:having sex|naked|without))/,
  },
  // ---------------------------------------------------------------- fear
  {
    domain: 'fear',
    who: 'stated',
    pattern: new RegExp(
      `\\bi ${gap(4)}(?<v>afraid|scared|frightened|terrified|fearful|petrified|frighten|fear|dread|dreading|panic|panicking|shaking|on edge) ${gap(2)}(?:of (?:@p|what @p|how @p|@p s (?:temper|anger|moods?|reaction|reactions|rage|outbursts|hands|fists)|his|her|their)|of (?:going|coming|being) (?:home|back|alone with @p)|to (?:go|come|be) (?:home|back|alone with @p|around @p)|to (?:say|tell|disagree|speak|argue|ask|leave|upset|anger|make @p|stand up|push back|answer back|talk back|bring up|raise|refuse|turn @p down|fill this in|answer this|be honest|say no|challenge)|(?:that |when |whenever |every time |if |what |because )${gap(1)}@p (?:${gap(2)}(?:will|would|might|could|is going to) ${gap(1)}(?:hurt|hit|kill|snap|explode|lose (?:it|@p temper)|blow up|kick off|go off|do (?:something|to me)|react|find out|read|get (?:angry|mad|violent|drunk|physical|rough|nasty|aggressive|furious)|take (?:@child|the kids|everything)|throw|break|come home|lash out|punish|start|leave me with nothing)|gets|comes home|drinks|is drinking|loses|snaps|raises|starts|hits|is drunk|is angry|is in a mood|is in one of|finds out|wakes up)|about (?:what|how) @p (?:will|would|might)|around @p|near @p|with @p|of @p)`,
    ),
  },
  {
    domain: 'fear',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('scares', 'scared', 'frightens', 'frightened', 'terrifies', 'terrified', 'intimidates', 'intimidated', 'threatens', 'threatened', 'scare', 'frighten', 'terrify', 'intimidate')}) ${ME}(?! (?:with (?:\\S+ ){0,2}(?:spiders?|masks?|costumes?|jump scares?|horror|pranks?|story|stories|films?|movies?|games?|ghosts?|driving|clowns?|snakes?)|half to death (?:with|by) (?:a|the) (?:prank|mask|jump)|by (?:jumping|hiding|sneaking)))`,
    ),
  },
  {
    domain: 'fear',
    who: 'stated',
    pattern:
      /(?<v>walk(?:ing|s|ed)? on egg ?shells|tip ?toe(?:s|d|ing)? around|tread(?:ing|s)? carefully|treading on egg ?shells|on egg ?shells|walking on glass|brace (?:myself|for) (?:when|whenever|every|before|for @p)|bracing (?:myself )?(?:when|whenever|every|before|for @p)|flinch(?:es|ed|ing)?|cower(?:s|ed|ing)?|keep the peace so (?:that )?@p|hide in the (?:bathroom|bedroom|car)|lock(?:ed)? myself in(?! the bathroom (?:for|to|with))|sleep in the car|slept in the car|scared for my life|fear for my (?:life|safety)|feared for my (?:life|safety)|afraid for my (?:life|safety))/,
  },
  {
    domain: 'fear',
    who: 'stated',
    negationInside: true,
    pattern: new RegExp(
      `\\bi (?:do not|never|did not|no longer|can not|have not|have never|am not|would not) ${gap(2)}(?<v>feel|felt|feeling|am) ${gap(2)}(?:safe|secure)(?! (?:with money|financially|about money|about the future|in my job|at work|in the city|walking home|in that area|on the bus|at night alone|on my own at night))`,
    ),
  },
  {
    domain: 'fear',
    who: 'stated',
    pattern: new RegExp(
      `\\bi ${gap(2)}(?:feel|felt|feeling|am|was) ${gap(2)}(?<v>unsafe|in danger|not safe)(?! (?:with money|financially|at work|in the city|walking home|in that area|on the bus|at night alone|in my job))`,
    ),
  },
  {
    domain: 'fear',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>(?<!(?:@p|@o|@child|we|they|you) (?:is |has |have |s )?)(?:i )?(?:have learned|learned|learnt|know|knew) (?:not to|to (?:keep quiet|stay quiet|shut up|keep my mouth shut|say nothing|not|stay out of @p s way|read the signs|read @p s mood|agree|just agree|be careful|watch what i say))|(?:watch|choose|pick|measure|weigh) (?:what i say|my words)${gap(3)} (?:around @p|so @p|or @p|because @p|when @p|in case @p)|careful (?:about |with )?what i say (?:around|to|so|or|when|because|in front of) @p|(?:keep|kept|stay|stayed) (?:quiet|silent|out of @p s way) (?:so|because|or|when|in case) @p|do not (?:dare|want to risk) (?:to )?(?:say|disagree|argue|answer back|talk back|bring)|(?:never|do not|can not) (?:disagree|argue|say no|answer back|push back|speak up) ${gap(3)}(?:because|or|in case|since|so) (?:@p|it|things|there)|(?:not|never) worth (?:what happens|the fallout|the consequences|what comes|the explosion))`,
    ),
  },
  {
    domain: 'fear',
    who: 'agent',
    pattern: new RegExp(
      `(?<v>${forms('has', 'have', 'had', 'got')}) (?:a |such a |an )(?:scary|frightening|terrifying|violent|dangerous|explosive|vicious|nasty|awful) (?:temper|side|streak|rage|anger)`,
    ),
  },
  {
    domain: 'fear',
    who: 'stated',
    pattern: new RegExp(
      `(?<v>(?:my )?(?:heart (?:races|pounds|sinks)|stomach (?:drops|knots|turns)|hands shake|i shake|i freeze|i go cold|i panic|i get scared|i get nervous|i feel sick)) ${gap(2)}(?:when|whenever|every time|as soon as|if) ${gap(1)}(?:@p|i hear @p|i hear (?:the|his|her|their) (?:car|key|keys|door|footsteps))`,
    ),
  },
];

/**
 * A telling phrase: it counts in a sentence that speaks of the partner (who: 'cue'). A match whose
 * own words say a negation ('not welcome') is read with it (read-safety.ts).
 */
function cue(domain: SafetyDomain, source: string, negationInside = false): Frame {
  // Whole words only: 'out me' is not in 'without meaning'.
  return {
    domain,
    who: 'cue',
    pattern: new RegExp(`(?<![a-z0-9@])(?<v>${source})(?![a-z0-9])`),
    negationInside,
  };
}

const CHILD_HARM =
  '(?:hit|hits|hitting|belt|belted|beat|beats|smack|smacks|smacked|slap|slaps|slapped|kick|kicks|kicked|threw|throw|throws|shake|shakes|shook|hurt|hurts|freezer|kill|kills|drown|starve|locked|lock|locks|scream|screams|screamed|shout|shouts|shouted|grab|grabbed|grabs|dangle|dangled|held (?:it|him|her|them) up|holding (?:it|him|her|them|the @animal) up|by (?:its|the|his|her) (?:ears|tail|neck|scruff|collar|leg)|something to cry about|taken (?:off|from|away)|take (?:them|@child|@animal) (?:away|somewhere)|custody|unfit|never see|sent to live|make sure (?:@child|they) (?:hated|hate)|get rid of|put down|put (?:it|him|her) down|dump (?:it|him|her|the @animal))';

/** Cues by domain (decision 010 lists the domains; the words are ours). */
export const CUES: readonly Frame[] = [
  cue(
    'physical',
    `(?:the |there (?:is|was|has been|are|were|s) (?:a lot of |lots of |some |more |less |so much |constant )?|the constant |sometimes there is |sometimes there s )(?:hitting|slapping|shoving|pushing|punching|kicking|choking|strangling|beatings?|slaps|punches|kicks|shoves|violence|physical stuff)|who hits (?:first|out)|hits first|violent (?:towards|to|with) me|violence|lash(?:es|ed|ing)? out at me|lays? into me|laid into me|(?:scratched|scratches|scratch) (?:my|me)\\b|hurt my (?:arm|wrist|neck|back|face|ribs|head|hand|leg)|rough(?:s|ed)? me up|manhandl\\w*|(?:is|was|can be|gets|has been|becomes|became) (?:\\S+ )?abusive|abus(?:es|ed|ive) (?:towards |to )?me|broke my (?:nose|arm|wrist|ribs?|jaw|finger|tooth|teeth|collarbone)|a e|a and e|emergency room|(?:in|to) (?:the )?hospital because of @p|physically hurt|physical abuse|domestic (?:violence|abuse)`,
  ),
  cue(
    'threat',
    `(?:nobody|no one) would (?:miss|notice|care about|look for) (?:me|you)|(?:threatened|threatens|threaten|threatening) (?:my |our )?(?:@o|@child|@animal|family|parents)|knows where (?:@o|you|your \\w+|my \\w+) (?:lives|live|works|work|sleeps)|(?:knife|gun|weapon|hammer) (?:was |has been )?(?:involved|came out|was pulled|pulled on me)|(?:the|his|her|their) threats (?:started|began|got worse|are|have)|the threats|(?:breaks|broke|smashes|smashed) something(?: of mine)?|(?:no one|nobody) (?:would|will|could) (?:ever )?find (?:my|your) body|find my body|make my life (?:hell|a misery|miserable) (?:if|when|should|the day)|(?:you are|you re) not going anywhere|stands? in the doorway|(?:blocks|blocked|blocking) the (?:door|doorway|way)|threatens my life|threatened (?:violence|my life)|my life (?:is|was) (?:in danger|threatened)|accidents? (?:\\S+ ){0,3}happen|have an accident|(?:get rid of|bury|dispose of|hide) my body|sharpening (?:the )?knives|knives|not live long enough|sleep lightly|run me over|(?:says|said|told|tells|reminds|reminded|made it (?:clear|plain)|informed|keeps saying|warned|has said) ${gap(8)}(?:if|should|whenever|the day|every time) i (?:ever )?${gap(1)}(?:leave|left|move out|moved out|file|divorce|dump|break up|go to the police|call the police|report|stand up|speak to|see a (?:solicitor|lawyer)|get my own)|(?:threatened|threatens|threaten) me|(?:the|his|her|their|@p|these|those|constant|death|veiled|his constant|her constant) threats|threatening (?:me|messages|texts|voicemails|behaviour|behavior|notes|letters)|(?:threatened|threatens|threaten|threatening) to (?:kill|hurt|harm|hit|beat|end|take|leave with|throw me|kick me|burn|smash|break|ruin|destroy|post|share|tell|report|call|expose|out|send|show|get rid of|put|make me|have me|lock|cut|stab|shoot|strangle|choke|slap|punch|drown|starve|leave me with nothing|take everything)|ultimatum|warned|warns|warning me|you will be sorry|you will regret|i will be sorry|i would be sorry|i would regret|watch your back|watch my back|i know where (?:you|your)|disappear|burn (?:the house|down|me|my)|wheelchair|(?:end up|be|put me) in (?:the )?hospital|the next one (?:would|will|is going to) be me|next time it will be (?:me|you)|find out what happens|not like what happens|snap (?:your|my) neck|break (?:your|my) (?:neck|arm|legs|jaw|face)|(?:gun|knife|weapon|rifle|pistol|machete|bat) (?:to my|at me|in (?:@p|his|her|their) hand|on me|under (?:the|@p|his|her|their) pillow|by the bed)|or else|make me pay|make you pay|pay for it|i know people|rearrange (?:my|your) face|put me in (?:my|the) (?:place|ground)|six feet under|in a box`,
  ),
  cue(
    'threat_self_harm',
    `(?:swallowed|took|takes|take|swallow) (?:a handful of |all |some |a bottle of |a load of |loads of )?(?:@p |@self )?(?:pills|tablets)|jumps? (?:from|off) (?:the|a)|standing on the bridge|stop being stable|who would find @p|(?:showed|shows) me (?:@p|their|his|her) (?:arm|arms|wrists|cuts)|which of @p friends should have|not (?:expect|see) @p (?:to be )?around|(?:kill|hurt|harm|end|starve|cut|drink|crash|drown|hang|shoot|poison|throw) ${gap(4)}@self|nothing to live for|(?:take|swallow|took|swallowed) (?:all )?(?:of )?(?:@p |@self )?(?:pills|tablets|sleeping pills)|(?:pictures?|photos?) of (?:the |@p |@self )?(?:pills|tablets|rope|knife|razor|blades?)|no reason to live|not (?:be|being) around|will not be around|would not be around|not be here (?:anymore|any more)|end it all|end it|reading about (?:@p|him|her|them) in the news|be the reason|(?:photo|picture) of (?:a|the) rope|let go if|suicid\\w*|end (?:his|her|their) (?:own )?life|take (?:his|her|their) own life|what (?:@p|he|she|they) (?:would|will|might) do to @self|do something stupid|on me if|blood on my hands`,
  ),
  cue(
    'threat_children_pets',
    `(?:cruel|rough|violent|nasty|vicious) (?:to|with|towards) (?:the |our |my )?(?:@child|@animal)|uses (?:@child|the kids|the children) against me|(?:drags|dragged|yanks|yanked|grabs|grabbed) (?:@child|@animal) by|(?:@child|@animal) (?:\\S+ ){0,3}(?:will be|would be|get|gets|could be) taken (?:off|from|away)|(?:put|puts|shut|shuts|locked|locks) (?:@child|@animal) (?:in|into) the (?:freezer|oven|bin|washing machine|dryer|shed|cupboard|car)|(?:shakes|shook|kicks|kicked|hits|hit) the (?:cot|crib|cage|pram)|(?:@child|@animal) (?:\\S+ ){0,4}(?:would (?:remain|stay) with @p|has a limp)|temper with (?:my |our )?@child|door locked at night|something to cry about|(?:@child|@animal) (?:was|were|got|gets|has been|have been|is being) (?:\\S+ ){0,2}(?:hit|hurt|smacked|slapped|beaten|kicked|thrown|shaken|locked in|grabbed|bruised|punished)|(?:scream|screams|screamed|shout|shouts|shouted|yells|yelled) at (?:my |our )?@child (?:until|till)|${CHILD_HARM} (?:(?!for |to |with |at |near |about |over |past |like )\\S+ ){0,2}(?:@child|@animal)`,
  ),
  cue(
    'threat_expose',
    `blackmail\\w*|recordings of me|(?:vids|videos|pics|pictures|photos|photographs|nudes) (?:\\S+ ){0,3}(?:send|reach|share|post|show)|knows things about my past|memory stick|the full folder|(?:nude|nudes|naked|pictures i sent|photos i sent|pictures of me|photos of me|videos of me|intimate|sex tape|(?:tell|share|spill|expose|reveal|use|post) ${gap(2)}my secrets|secrets are safe|immigration|deport\\w*|my visa|status will be|looked into|tell the church|tell (?:my|the) (?:boss|employer|work|family|parents|@o|@child|church|hr|court|judge)|tell (?:@o|@child|everyone|everybody|the whole)(?! off|${NOT_A_SECRET})|interesting email|what i did before|the real reason|therapy notes|(?:read|show|post|share|send|publish) ${gap(2)}my diary|out me|outed|post (?:it|them|that|my \\w+) online|(?:holding|holds|held) up (?:his|her|their|@p s) phone|as long as i behave|only as long as)`,
  ),
  cue(
    'monitoring',
    `(?:makes|made|make) me share my (?:screen|location|phone|passwords?)|watches me (?:on|through|with) (?:the )?(?:house |home |door |nanny )?(?:cameras?|cam|ring|doorbell)|(?:taken|took|takes|taking) off me and (?:searched|checked|gone through|read|looked through)|(?:@p )?controls everything|(?:checks|check|checked|asks|asked|needs to know|wants to know|has to know|demands to know|must know|interrogates me about) (?:about )?(?:who|where|what) i (?:am|have been|was|m|had been) (?:talking|texting|messaging|with|doing|going|seeing|calling|speaking)|who i am (?:texting|talking to|messaging|calling|with|seeing)|(?:see|read|check|sees|reads|checks) every (?:message|text|email|call|dm|chat) i|(?:makes|made) me keep my phone (?:on|unlocked|face up)|on (?:loud)?speaker ?phone|loudspeaker|my location (?:has to|must|needs to|is always|is on) (?:be )?(?:on|shared|visible|on all the time)|(?:rings|calls|phones|texts|rang|called) my (?:work|office|job|@o|mum|mom|school|gym) to check|(?:waits|waited|sits|sat|parks|parked|hangs around|lurks) outside my (?:office|work|job|gym|class|school|@o s (?:house|flat))|(?:put|puts|installed|hid|set up) (?:a |hidden )?cameras? (?:in|around) (?:the|our|my) (?:bedroom|house|home|living room|bathroom|flat|car)|hired @o to (?:follow|watch|track|spy on|check on) me|(?:spies|spied|spying|spy) on me|hack(?:s|ed)? (?:into )?my|logs? into my|logged into my|cameras? (?:\\S+ ){0,4}to (?:watch|see|check|keep an eye on) me|(?:makes|made|make) me send (?:@p )?(?:my )?(?:location|photos?|pics?|selfies?|screenshots?|proof)|listens? in on|listening in on|screens? (?:any|all|my|every) (?:invitation|invitations|calls|messages|post|mail)|examines my|requires an account of|(?:makes|made|make) me (?:facetime|video call|send (?:a )?(?:photo|pic|selfie|picture|my location)|share my location|check in|ring|call)|(?:always )?knows (?:which way|where i|exactly where|when i)|(?:box|tracker|device|airtag|gps) (?:\\S+ ){0,3}(?:under|on|in) (?:the|my) (?:bumper|car|bag|coat)|(?:writes|wrote|notes|checks) (?:down )?the (?:car )?mileage|explain any extra|suspicious on the app|found the hiding place|follow(?:s|ed|ing)? me(?! on (?:instagram|twitter|tiktok|social|insta|x|spotify|strava))|hired (?:someone|a private|a detective|an investigator)|private investigator|installed (?:something|an app|a camera|cameras|a tracker)|tracker|tracking app|find my (?:iphone|friends|phone)|life360|(?:read|reads|gets read|get read|read back|reading) (?:out|aloud|out loud|back to me)|goes through my|went through my|go through my|(?:calls|rings|texts|messages) (?:me )?(?:maybe )?(?:\\d+|twenty|thirty|fifty|a hundred|dozens of) times|times a day asking|where i am and who|who i am with|who i was with|if i do not (?:pick up|answer)|by the (?:second|third|fourth) ring|(?:changed|changes|change) (?:the|my|all my) passwords|passwords on my|keep an eye on (?:me|things|my)|hand (?:it|my phone|them) over|(?:checks|check|checked|looks at|sees) (?:the )?(?:time|times) i (?:leave|left|get|got|arrive)|screenshots? (?:of )?my|share (?:my )?location (?:with @p )?(?:at all times|all the time|always|or)`,
  ),
  cue(
    'isolation',
    `(?:means|so) i (?:can not|am not allowed to|never get to) (?:go anywhere|go out|see (?:anyone|@o|friends))|(?:decides|decided|chooses|controls) who i (?:can )?(?:see|talk to|speak to|meet|text|am friends with)|need (?:@p )?(?:@p s )?(?:okay|ok|permission|approval|blessing|say so) to (?:see|go|visit|meet|talk|leave)|without (?:@p|@p s) permission|deleted (?:all )?(?:of )?(?:my )?(?:@o|friends)(?: s)? (?:numbers|contacts|number)|(?:@o|friends|family) (?:are|is) trying to (?:split|break) us up|\\bi (?:am|m) only (?:allowed|permitted) (?:out|to go out|to see)|(?:stops|stopped|stop) me (?:from )?(?:going|seeing|visiting|meeting|talking|leaving|working|having)|lost (?:all )?(?:of )?(?:my )?(?:@o|friends) because of @p|because of @p i (?:have|had) no friends|if i ${gap(3)}(?:hang|see|go out|visit|talk to|text|meet|call) ${gap(4)}(?:we are|we will be|it is|were|its|it will be|we re) (?:done|over|finished|through)|(?:are|is) poison|locks me in|locked me in|blocked (?:@o|@o s|her|his|their|my \\w+) (?:number|numbers)|causes too much trouble|too much trouble at home|(?:on at me|nagged|pressured|pushed) (?:\\S+ ){0,4}until i (?:gave up|quit|stopped|left)|told @o i (?:had|would|have) moved on|not welcome|(?:tell|tells|told|says|said) (?:him|her|them|@p) (?:no|not to)|says no unless|bad influence|choose between (?:them|@o|my \\w+|friends|family) and (?:@p|him|her|them)|(?:them|@o) or (?:@p|him|her|them)|made me (?:quit|leave|drop|give up|stop)|makes me (?:quit|leave|drop|give up|stop)|got rid of my|picking fights with|deleted (?:my )?(?:@o|contacts|numbers|friends)|kept away from|keeps me away from|keep me away from|moved us ${gap(3)}away from|told (?:@o|my \\w+) (?:i|that i) (?:did not|do not) want|(?:does not|did not|do not) like (?:them|@o|my friends|my family|me seeing|me going|me having)|makes it so (?:unpleasant|hard|awful|difficult)|so unpleasant|easier not to (?:go|see)|easier to just not|not worth the (?:fight|row|argument|hassle|fallout)|i (?:just )?(?:do not|did not|no longer) (?:bother|go|see them)|isolat\\w*|cut off from|cuts me off|cut me off|lost (?:all )?my friends|no friends left|on a (?:short )?leash|ask(?:ing)? permission|need permission|permission to`,
  ),
  cue(
    'economic',
    `justify (?:everything|every|what|anything) i (?:buy|spend|purchase)|(?:steals|stole|stealing) (?:from me|my)|(?:have|had) no money of my own|(?:makes|made|make) me (?:give|hand) (?:@p )?(?:over )?my (?:pay|paycheck|paycheque|salary|wages|money|card|benefits)|(?:coins|cash|money|notes) (?:in a sock|hidden|stashed)|(?:hide|hidden|stash|stashed|secret) (?:money|cash|coins|savings|account)|hand it straight to @p|every other penny|every penny i (?:get|earn)|calls me a scrounger|(?:starts|started) a row (?:\\S+ ){0,4}(?:interview|job)|(?:every|each) purchase|good reason for (?:each|every)|said @p would look after it|(?:moved|transferred|put) all of it into @p|(?:hides|hid|hide|took|takes|take|keeps|kept|has|holds|cut up|cuts up|cancelled) (?:my|me my) (?:bank |debit |credit )?(?:card|cards)|sold my (?:car|things|stuff|jewellery|jewelry|bike|clothes|phone|laptop) (?:without|behind|and kept)|kept the money|keeps the money|(?:a|every) reason i can not|wages go|salary goes|pay goes|(?:wages|salary|pay|paycheck|money) (?:goes|go|is paid|gets paid) (?:straight )?into|rang my (?:manager|boss|work|@o)|told (?:them|@o|my \\w+) i was (?:ill|sick)|sign(?:ed)? over|(?:gives|give|gave|get|got) me (?:\\S+ )?pocket money|pocket money from @p|allowance|(?:the|all the) log ?ins|(?:do not|did not) (?:even )?know how much (?:we have|money|is in)|not on (?:any of )?the accounts|penny of my own|a cent of my own|ask (?:@p |him |her |them )?for (?:cash|money)|buy anything (?:over|without)|without (?:checking|asking) first|i do not contribute|(?:all|every penny of|all of) (?:the|our|my) money|(?:controls|control|controlled|controlling) ${gap(2)}(?:money|finances|spending|bank|accounts|budget)|(?:takes|took|take|keeps|kept) (?:anything|everything|whatever|all) i (?:earn|make|get)|what i earn|in (?:@p s|his|her|their) name`,
  ),
  cue(
    'sexual',
    `pressures? me for sex|pressured me for sex|(?:can not|could not|cannot) say no to @p (?:in bed|about sex|when @p wants)|(?:can not|could not) say no in bed|(?:makes|made|make) me do (?:sexual|things|stuff)|pressured into (?:sex|sleeping)|coerced into|\\bi (?:am|was|feel|felt) (?:\\S+ )?(?:pressured|pushed|forced|guilted|coerced) into|(?:just )?let it happen|(?:consequences|costs too much|cost me|pay for it) (?:\\S+ ){0,3}(?:refusing|saying no|afterwards|if i refuse)|saying no (?:\\S+ ){0,4}(?:not (?:really )?an option|costs|is not allowed)|submit to @p|@p s wishes at night|(?:does not|did not|never) stop (?:\\S+ ){0,2}it just slows|until it is over|staring at the ceiling|(?:make|makes|made) me do things in bed|said no to|keeps going after|keep going after|(?:cried|cry|crying) (?:through|during) (?:sex|it)|takes advantage|took advantage|duty as a (?:wife|husband|girlfriend|partner)|my duty|i owe (?:@p|him|her|them)|that i owe|until i (?:say yes|sleep with|give in|agree|do it|have sex)|after i (?:have |had )?said (?:no|stop)|even after i (?:have |had )?said no|(?:pushing|pushes|pushed) for (?:sex|threesomes|it|things)|come round eventually|(?:do not|did not|never) (?:really )?(?:get|have|got) (?:a|any) (?:choice|say) (?:about|in|with) (?:sex|it|the bedroom)|whenever @p wants|however @p wants|made to do things|no does not count|easier to persuade|persuade me|woke up (?:with|to) @p|on top of me|i go along with it|go along with it|turn @p down|makes my life hell|(?:gets|got|get) me drunk|bracing myself for @p|(?:said|say|saying) no (?:and|but) @p|no means(?! no)|did not want to do`,
  ),
  cue(
    'fear',
    `never know when @p (?:will|is going to|is gonna) (?:explode|snap|blow|kick off|go off|lose it|flip)|learn(?:ed|t)? not to (?:make|get) @p (?:angry|mad|upset|cross|going)|(?:do not|does not) say no to @p|(?:scared|afraid|worried|fearful|frightened) for my (?:safety|life)|(?:home|my home|the house) (?:does not|no longer|never) feels? safe|@p (?:\\S+ )?(?:makes|made) me (?:feel )?(?:scared|afraid|frightened|terrified|unsafe|nervous)|(?:watch|careful about|careful with) (?:everything|what) i (?:say|do) or @p|or @p (?:explodes|snaps|goes off|loses it|kicks off|blows up)|\\bi (?:fear|dread) @p\\b|(?:feel|felt) threatened|rehearse (?:every sentence|what to say)|(?:have not|never) disagreed with @p|holding my breath every time|check @p s face|bag packed|watching the clock|(?:scared|afraid|frightened) of that look|stomach (?:drop|drops|knots|turns|sinks)|rehearse (?:conversations|what i|everything)|what mood @p is in|which mood|plan around (?:it|@p|@p s)|code word|keep out of @p s way|keep (?:the @child|@child|the baby) quiet|stopped having opinions|the look @p gives me|frightened of my own|scared of my own|afraid of my own|bracing myself|in one of @p s moods|one of @p s moods|set @p off|sets @p off|setting @p off|nervous around @p|jumpy around @p|(?:not|never) worth what happens|if i push back|push back @p|do not want to find out|i do not (?:dare|risk it)|(?:afraid|scared|frightened|terrified|nervous|anxious) of (?:@p|the look|his|her|their|what|how)|fear(?:ful)? of @p|(?:scares|frightens|terrifies) me(?! with| by| when (?:@p )?(?:jumps|hides|sneaks|drives|watches|plays))|(?<!i (?:am|m|look|can be|seem|was) )intimidat\\w*|walking on egg|tread(?:ing)? carefully|make myself small|keep my mouth shut|mood(?:s)? (?:decide|decides|rule|rules|run|runs)`,
  ),
  cue(
    'isolation',
    `\\bi (?:am|was|have been|had been|am still|was never|am never|am no longer|m) ${gap(1)}(?:not|never|no longer|hardly ever|rarely) ${gap(1)}(?:allowed|permitted)(?! (?:on|in|near|up|to (?:drive|touch|use|borrow|play with) @p|to (?:pick|choose) the|to pay|to cook|to lift|to carry|to (?:do|help with) the|to (?:load|stack|fold|iron|wash|clean|mow|paint|decorate|book|plan|wrap|organise|organize)|to mention|to watch|to eat|to buy (?:any more|more)|in the kitchen|because i|since i|as i|anymore because))|\\bi (?:am|was) (?:not|never) to (?:see|go|visit|talk|speak|call|leave|contact)|(?:permitted|allowed) (?:very )?(?:little|no) (?:contact|time|freedom)|(?:will not|does not|would not|did not|never) let me (?:out|leave|go)`,
  ),
  cue(
    'economic',
    `(?:not|never) (?:allowed|permitted) to (?:access|see|touch|have|spend|use|open|check|know) ${gap(2)}(?:money|account|accounts|bank|card|cards|savings|finances|statements|salary|wages|pay)|(?:not|never) (?:allowed|permitted) to (?:buy|spend) (?:anything|a thing|money|without)|(?:do not|did not|have not|never) (?:even )?(?:know|see|saw|seen) how much (?:we have|money|is in|i earn|there is)|(?:have not|had not|never) (?:had|seen|got) (?:a penny|a cent|any money|a card|my own money|my own account)`,
  ),
  // Forms read from the third tuning batch (tune-3.jsonl): general phrasings, not its sentences.
  cue(
    'physical',
    `(?:end|ends|ended|ending) up on the floor|(?:end|ends|ended|ending) up in (?:hospital|a e|a and e)|(?:cover|covering|covers|hide|hiding|hides|conceal|concealing) (?:up )?(?:what @p did|the marks|the bruises|where @p)|(?:long sleeves|scarf|scarves|sunglasses|polo necks?|turtle ?necks?|concealer) (?:[^ .;:!?()]+ ){0,12}@p knows (?:\\S+ )?why`,
  ),
  cue(
    'threat',
    `(?:fist|hand|punch|knife|blade) (?:, )?${gap(4)}(?:an inch|inches|a centimetre|centimetres|millimetres) from my (?:face|head|eye|neck)|(?:gun|rifle|knife|shotgun|pistol|weapon|blade|axe|machete) ${gap(10)}(?:staring|glaring|looking|smiling) at me|(?:broke|smashed|smashes|breaks|threw|throws|punched|kicked|snapped) ${gap(10)}(?:while|whilst) (?:looking|staring|glaring) at me|(?:gun|rifle|knife|shotgun|pistol|weapon) ${gap(12)}when we (?:fight|argue|row|disagree)|when we (?:fight|argue|row|disagree) ${gap(8)}(?:gun|rifle|knife|shotgun|pistol|weapon)|get rid of me|easy to get rid of|make me disappear|(?:no one|nobody) would (?:find|miss) (?:me|the body)|in the ground before|knows (?:people|@o|someone|a guy|guys|men) who (?:could|would|will|can|might) (?:hurt|kill|deal with|sort|find) me`,
  ),
  cue(
    'threat_self_harm',
    `(?:do|does|did|done|doing) something (?:stupid )?to @self|no point (?:in )?(?:living|going on|being alive)|(?:talking|talks|talked) about @p (?:will|funeral)|(?:writing|wrote|writes) @p (?:will|note|goodbye)|where the (?:sleeping )?(?:pills|tablets) are|(?:@p|they) (?:will not|would not|could not|can not) (?:survive|live|go on) (?:it|without me|if)|(?:floor|bathroom|wrists?|arms?) ${gap(3)}(?:with )?(?:a |the )?(?:razor|blade)|(?:razor|blade) ${gap(3)}because of me|threaten\\w* to (?:overdose|jump|cut @self|hang @self)|which of (?:@p |@o )?(?:friends )?should (?:have|get) @p`,
  ),
  cue(
    'threat_children_pets',
    `(?:@child|@animal) ${gap(8)}@p ${gap(1)}${CHILD_HARM} (?:@child|@animal|@o)|${WILL} (?:deal with|get rid of|drown|put down|hurt|kill|run over|take) (?:@child|@animal)|uses (?:@child|@animal|the kids|the children) as (?:leverage|a weapon|a bargaining chip)|(?:shame|pity) if something (?:happened|happens|were to happen) to (?:@child|@animal|@p)|(?:@child|@animal) (?:\\S+ ){0,2}(?:would|will|could) be (?:sent|taken) (?:away|to live|off)|(?:holding|holds|held|dangling|dangled|dangles) (?:@child|@animal) (?:up )?(?:by|over|out)|(?:snap|wring|break) (?:its|@animal s|@child s|@o) neck`,
  ),
  cue(
    'threat_expose',
    `(?:folder|file|dossier|screenshots|recordings) (?:[^ .;:!?()]+ ){0,16}(?:remind|reminds|reminded|threaten\\w*|mentions|mentioned)|(?:hate|shame|pity|awful|terrible|a shame) (?:for|if) (?:your |my )?(?:@o|@child|everyone|mum|dad|boss) (?:to )?(?:find out|found out|finds out|saw|see|sees|knew|know|heard|hear|got hold of)|(?:asks|asking|asked|wonders|mentions|mentioned|reminds me) ${gap(2)}(?:if|whether|how) ${gap(1)}(?:@o|@child) (?:knows?|would (?:be|like|love) to (?:know|hear)|would be interested|finds? out)|how interested (?:@o|@child) would be|the home office (?:has|have|would|will|could|might)|tip off line|(?:tell|email|e mail|message|text|call|ring|contact|write to|report me to|inform|send (?:it|them) to) (?:my|the) (?:boss|employer|work|manager|regulator|landlord|church|school|family|parents)|criminal record|(?:threaten|threatens|threatened|threatening) to out me`,
  ),
  cue(
    'monitoring',
    `(?:goes|went|go|going) through mine|(?<=(?:journal|diary|phone|messages|texts|emails|notebook|laptop) (?:[^ .;:!?()]+ ){0,10})@p (?:\\S+ )?(?:reads|read|checks|checked|goes through|went through|looks through) (?:it|them)(?= every| all| daily| whenever| and| \\.| ,|$)|@p (?:checks|reads|goes through|looks at) (?:@o|them|it|everything) , (?:but )?i (?:do not|never) (?:check|read|look at|go through) @p|account for every (?:minute|hour|penny|pound|second)|(?:makes|made|make|making) me (?:facetime|video call|send (?:a )?(?:photo|pic|selfie|picture|my location)|share my location|check in)|(?:has|have|keeps|tracks) my location (?:on )?(?:at all times|all the time|always|constantly|24 7)|share (?:my )?location (?:with @p )?24 7|(?:switch|switches|switched|turn|turns|turned) on (?:the |my )?cameras? on my|(?:films|filmed|filming|records|recorded|recording) (?:us|me) ${gap(3)}(?:after|when|though) i (?:asked|told|said)|(?:missed calls|calls) asking where i am|if i (?:have not|do not|did not) (?:pick(?:ed)? up|answer(?:ed)?|repl(?:y|ied)|text(?:ed)? back)`,
  ),
  cue(
    'isolation',
    `(?:will not|does not|would not|did not|never|do not) let me (?:see|visit|talk to|speak to|meet|go (?:out|anywhere)|leave|have (?:friends|my own|a job|money)|work|get a job|call|text)|(?:keeps|took|takes|hides|hid|confiscated|confiscates) (?:the|my|all the) (?:car |front door |house |door |spare )?keys|(?:deleted|deletes|removed|blocked|blocks) (?:all )?(?:of )?(?:my )?@o|(?:makes|making|made) (?:people|@o|them) feel (?:unwelcome|uncomfortable|unwanted)|(?:hours|miles) (?:away )?from (?:anyone|everyone|@o) i know|away from (?:everyone|anyone) i know|\\bi (?:am|was) (?:not|never) (?:really )?(?:meant|supposed) to (?:leave|go out|go anywhere|see|visit|talk to|speak to|have friends|meet)|\\bi (?:have|had) (?:not|never) been (?:allowed|permitted) to (?:go|see|visit|leave|have|meet|talk|work)|(?:made it clear|it is|its|either) (?:@p|@o|me) or (?:@p|@o|me)|permission (?:slip )?from @p|(?:blocked|deleted) (?:@p|@o) (?:s )?(?:number|numbers|contact) (?:on|from) my phone|(?:good|committed|proper|real|decent|loyal) (?:wives|husbands|girlfriends|boyfriends|@p) (?:do not|does not|should not|would not|never) (?:have|see|go|talk|go out)|when i (?:do )?(?:see|visit|meet|go out with|call) @o ${gap(2)}@p (?:sulks for days|slams|rages|kicks off|goes mad|punishes|will not speak to me|gives me the silent treatment)`,
  ),
  cue(
    'economic',
    `keeps mine in @p (?:wallet|purse|pocket|drawer|safe)|my (?:paycheck|paycheque|pay|salary|wages|money|earnings) is ours and @p (?:s )?is @p|(?:checks|checked|check|questions|counts) every (?:penny|pound|purchase|receipt|cent|dollar)|receipts for (?:everything|every)|(?:give|hand) (?:@p )?back the change|show @p (?:the )?(?:receipts?|shopping receipt|bank statement)|sabotag\\w+ my (?:job|work|interview|interviews|career|studies)|(?:rely|depend) on @p for (?:money|everything)|i (?:have |ve )?behaved|(?:demands|demanding|demanded) (?:my )?(?:whole |entire |all my )?(?:paycheck|paycheque|salary|wages|pay|earnings)`,
  ),
  cue(
    'sexual',
    `(?:just )?give in so (?:it is|its) over|even (?:when|after|though|if) i (?:have |ve )?(?:said|say|told @p) (?:no|i am tired|i (?:do not|don t) want|stop)|@p (?:\\S+ )?(?:does|did) it anyway(?= even| when i| after i| though i)|(?:said|say|saying) no (?:and |but |, )?@p (?:gets|got|goes|went|sulks|sulked|ignores|punishes|does it)|(?:good|committed|proper|real|loving|decent) (?:@p|@o) (?:does not|do not|should not|would not|never) (?:say|says) no|(?:refuse|refusing|say no|saying no|turn @p down|turning @p down|decline|declining) (?:to )?(?:sex |it |@p )?without (?:being (?:punished|hit|hurt|threatened|shouted at|screamed at|yelled at|attacked)|getting (?:hurt|hit|punished|shouted at|screamed at)|@p (?:taking|threatening|hitting|hurting|punishing|screaming|shouting|telling me)|ending up)|whether i am (?:awake|asleep|conscious) or not|(?:touch|touching|touches|touched|has sex with|having sex with|does things to) me (?:while|when|whilst) i (?:am|was) (?:asleep|sleeping|unconscious|passed out|out of it|drunk|half asleep|drugged)|(?:stopped counting|lost count of) the times i (?:did not|didn t) want|(?:makes|made|make) me do what @p|(?:sex|bedtime|intimacy|bed) (?:\\S+ ){0,3}(?:like )?a (?:duty|payment|price|tax) i (?:pay|owe)|woke up (?:\\S+ ){0,4}(?:with|to) @p (?:\\S+ )?(?:having sex|on top|inside|touching)|(?:makes|made|make) me do ${gap(4)}even (?:when|while|though) i (?:cry|am crying|cried|beg|begged)|things ${gap(4)}(?:i|that i) (?:never|did not|didn t) (?:agree|agreed|consent|consented) to`,
  ),
  cue(
    'fear',
    `(?:reading|read|reads|gauge|gauging|judge|judging) @p (?:s )?(?:mood|moods|temper) (?:from|by) the (?:way|sound)|@p (?:gets|is|becomes|can be|can get|turns) (?:really |so |very |quite )?(?:scary|frightening|terrifying|menacing)|(?:afraid|scared|frightened|terrified) of (?:the person|the man|the woman|someone) (?:you are|i am|you re|i m)? ?(?:committed to|married to|with|live with|sleep next to|love)|hear @p (?:s )?key in the (?:lock|door)|(?:so i can|to) (?:get out|run|escape|leave) (?:fast|quickly|in a hurry)|(?:being|feel|feeling|be) (?:\\S+ )?(?:afraid|scared|frightened|terrified) (?:to (?:tell|say|disagree|speak|ask|leave|upset|anger|stand up|say no|challenge|argue with) @p|of @p)|(?:afraid|scared|frightened|terrified|worried) of (?:\\S+ ){0,4}(?:making|setting|getting) @p (?:explode|snap|off|angry|mad|kick off|lose it|blow up|going)|when @p (?:is|gets) (?:angry|drunk|mad|in a mood|not okay|upset|stressed|cross|raging|furious|in one of @p moods) , i (?:am|get|feel) (?:\\S+ )?(?:scared|afraid|frightened|terrified)`,
  ),
  // Forms read from the fourth tuning batch (tune-4.jsonl).
  cue(
    'physical',
    `(?:slaps|punches|kicks|smacks|beatings|hidings|backhanders|shoves|digs|thumps) from @p|(?:has |had )?broken my (?:finger|fingers|nose|arm|wrist|ribs?|jaw|tooth|teeth|collarbone|hand)|split my lip|long sleeves? (?:week|day|season)|(?:kicked|punched|hit|pushed) me (?:in|into) (?:the|my) (?:stomach|belly|back|face|head|ribs|chest)`,
  ),
  cue(
    'threat',
    `(?:an inch|inches|a few inches|centimetres|millimetres|a foot) from my (?:face|head)|(?:floor|floors|floored|speeds?|sped|swerves?|swerving|runs? red lights|ran red lights|drives? (?:really |so )?fast|driving (?:really |so )?fast) ${gap(6)}(?:with me in the car|to scare me|to frighten me|watch me panic|until i (?:cry|scream|beg))|next (?:one|time) (?:is|will be|would be|it will be|it is) (?:for )?(?:me|my head|my face)|next time it (?:will not|won t) be the (?:wall|door)|(?:waving|waved|waves|pointing|pointed|points|brandishing) (?:it|them|the \\S+) at me|get(?:ting|s)? (?:the|a|his|her) (?:kitchen |steak |big )?knife out|look like an accident`,
  ),
  cue(
    'threat_self_harm',
    `(?:slit|cut|slash|slashing|cutting) (?:@p|@self|his|her|their) wrists|suicide note|(?:threatening|threatens|threatened) to (?:kill|hurt|harm) @self again`,
  ),
  cue(
    'threat_children_pets',
    `(?:goes|go|went|going) after (?:@child|@animal)|(?:lays|laid|laying) into (?:@child|@animal)|takes it out on (?:@child|@animal)|(?:safer|safe) (?:there|at @o s|away from here|with @o) (?:\\S+ ){0,3}than (?:here|at home|with @p)`,
  ),
  cue(
    'threat_expose',
    `(?:imagine|picture) if (?:your |ur |my )?(?:@o|@child|church|boss|family|work|mum|dad|everyone) (?:saw|sees|knew|found out|heard|got)|ruin my (?:career|reputation|name)|(?:email|call|letter|message) to (?:hr|my boss|my employer|work)|held over my head|hold(?:s|ing)? (?:it|that|them|my \\S+) over my head|made it (?:very )?clear who (?:would|will|d) see|(?:photos|pictures|videos) (?:\\S+ ){0,3}(?:the reason i do|why i do) (?:whatever|everything|what) @p|hiv|my status`,
  ),
  cue(
    'monitoring',
    `(?:calls|calling|rings|ringing|texts|texting|messages|messaging) (?:me )?(?:\\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) times|to check (?:where|who|what) i (?:am|m|was)|(?:checks|checked|check|looks at) the (?:odometer|mileage|milometer)|asks? for (?:the )?receipts|(?:anything|everything|whatever) i (?:write|send|type|post) (?:gets|is) (?:read|checked|looked at)|send (?:@p )?(?:a )?(?:photo|pic|selfie|picture) (?:\\S+ ){0,3}to prove|to prove where i (?:am|was)|(?:put|puts|installed|hid|set up) (?:a |hidden )?cameras? in every`,
  ),
  cue(
    'isolation',
    `only (?:person|one|people) i (?:am|m) allowed to (?:talk to|see|speak to|text|call)|(?:does not|did not|do not) like me (?:being around|being with|being near|being out|seeing|talking to) (?:other|@o|my|people|anyone)|moved (?:us|me) (?:out )?(?:here|there) (?:\\S+ ){0,3}(?:no car|no bus|no one|nobody|miles from)|(?:lock|locks|locked) (?:the )?(?:door|doors) (?:\\S+ ){0,3}(?:take|takes|took) the keys?|(?:take|takes|took|hides|hid) (?:the|my) (?:car )?keys? when|without @p (?:s )?(?:say so|approval|ok|okay|permission)`,
  ),
  cue(
    'economic',
    `(?:any|all|whatever) (?:money|cash|pay|wages) i (?:get|earn|make|have) (?:\\S+ ){0,1}@p (?:takes|took|has|keeps)|(?:have to|had to|must) give (?:it|the money|all of it|my \\S+) (?:straight )?to @p|(?:taking|takes|took) whatever (?:cash|money) i|(?:hand|give) back the change`,
  ),
  cue(
    'sexual',
    `woke up (?:\\S+ ){0,4}(?:and|to find) @p (?:\\S+ ){0,2}(?:having sex|on top of me|inside me|touching me)|(?:told|said to) @p (?:that )?i (?:am|was) not in the mood|(?:easier|quicker|simpler|safer) to (?:just )?(?:let @p|give in|go along)|(?:had|has|have|having) sex with me (?:while|when|whilst) i (?:am|was) (?:basically |practically |nearly |half |almost )?(?:asleep|unconscious|passed out|out of it|drunk)|even though i (?:have )?told @p (?:it|that it) hurts|insists on (?:@p|his|her) (?:rights|conjugal)|(?:holding me there|carries on|keeps going) anyway|keeps going (?:even )?(?:when|after|though) i (?:tell|told|ask|asked|say|said) (?:@p )?(?:to )?stop|(?:does not|will not|never) stop when i (?:say|tell|ask)|(?:does not|will not|never) (?:really )?take no for an answer|(?:say|saying) no (?:in bed )?without @p (?:calling|holding|forcing|making)`,
  ),
  cue(
    'fear',
    `so i (?:hide|hid) (?:everything|it all|how i feel)|(?:afraid|scared|frightened|terrified) to (?:go in|come in|walk in|go inside|face @p)|(?:afraid|scared|frightened|terrified) to (?:\\S+ ){0,4}@p (?:will not|won t|would not|does not) like`,
  ),
];
