import { describe, expect, it } from 'vitest';
import { textsRaiseSafety } from './read-safety';

/**
 * Plain forms across the ways people name a partner: every disclosure predicate with every
 * subject must raise the rule, and every harmless one with the same trap words must not. These
 * are our own sentences, so they guard the reader's generality; the corpus measures it.
 */
const SUBJECTS = [
  'He',
  'She',
  'They',
  'My partner',
  'Sam',
  'My husband',
  'hubby',
  'my bf',
  'The wife',
];

const DISCLOSURES: Record<string, string[]> = {
  physical: [
    'hits me',
    'hit me last night',
    'has hit me',
    'used to hit me',
    'keeps hitting me',
    'slaps me',
    'slapped me across the face',
    'kicked me',
    'punched me',
    'choked me',
    'strangled me',
    'shoves me',
    'pushed me down the stairs',
    'grabbed me by the throat',
    'threw a glass at me',
    'beats me',
    'beat me up',
    'hurts me when he is angry',
    'bit me',
    'spat on me',
    'dragged me by my hair',
    'pinned me to the floor',
    'held me down',
    'smacked me',
    'headbutted me',
    'gets violent',
    'gets physical with me',
    'is violent',
    'pulled my hair',
    'twisted my arm',
    'burned me with a cigarette',
    'hit me with a belt',
    'knocked me over',
    'slammed me against the wall',
    'put their hands around my neck',
  ],
  threat: [
    'threatens me',
    'threatened to kill me',
    'says I will regret it if I leave',
    'said she would hurt me',
    'threatened me with a knife',
    'says he will kill me',
    'told me I would be sorry',
    'waved a knife at me',
    'smashes things when angry',
    'punches holes in the walls',
    'threatens to hurt me if I go out',
  ],
  self: [
    'says he will kill himself if I leave',
    'threatens suicide whenever I mention leaving',
    'threatened to hurt herself if I went out',
    'says they will end it all if I go',
    'said she would take an overdose if I left',
  ],
  kids: [
    'hits the kids',
    'hurt our dog',
    'kicked the cat',
    'threatens to take the kids',
    'said I would never see the children again',
    'threatened to hurt the dog',
  ],
  expose: [
    'threatens to post my nudes',
    'said she would share my photos',
    'threatens to tell my boss about my past',
    'threatened to send pictures of me to my family',
    'says he will out me to my parents',
  ],
  monitoring: [
    'reads my messages',
    'checks my phone every night',
    'goes through my phone',
    'tracks my location',
    'wants all my passwords',
    'has my passwords and reads my emails',
    'put a tracker on my car',
    'follows me when I go out',
    'calls me twenty times a day to check where I am',
    'monitors my bank account and my texts',
    'installed an app on my phone to track me',
  ],
  isolation: [
    "won't let me see my friends",
    'does not let me see my family',
    'stopped me seeing my friends',
    'cut me off from my family',
    'makes me ask permission to go out',
    "doesn't allow me to go out alone",
    'keeps me away from my friends',
    'gets furious when I see my friends',
    'never lets me go anywhere without him',
  ],
  economic: [
    'takes my wages',
    'controls all the money',
    'gives me an allowance',
    'took my bank card',
    'makes me hand over my salary',
    "won't let me work",
    'took out loans in my name',
    'keeps all my money',
    'controls my money and I have to ask for cash',
  ],
  sexual: [
    'forces me to have sex',
    'pressures me into sex',
    'makes me have sex when I do not want to',
    'raped me',
    "won't take no for an answer in bed",
    'forced himself on me',
    'had sex with me while I was asleep',
  ],
  fear: ['scares me', 'frightens me', 'terrifies me'],
};

const FIRST_PERSON_DISCLOSURES = [
  "I'm scared of him",
  'I am afraid of my husband',
  'I walk on eggshells around her',
  "I'm terrified of what he'll do",
  'I am scared to go home',
  "I'm afraid to tell him no",
  'i am scared of my boyfriend',
  'I am frightened of my wife',
  'I live in fear of him',
  'I feel unsafe at home',
  'I do not feel safe with him',
  "I'm not allowed to see my friends",
  'I have to ask him for money',
  'I have to give him my passwords',
  'I have no access to our money',
  'I was hit by my husband',
  'I got slapped by her last week',
  'I have been choked',
  'my phone gets checked every night',
];

const HARMLESS = [
  'hits the gym every morning',
  'hit a home run',
  'killed it at work today',
  'pushes me to be better',
  'pushed me to apply for the job',
  'grabbed me a coffee',
  'grabs my hand when we cross the road',
  'checks the weather every morning',
  'reads me poems',
  'tracks our spending in a spreadsheet',
  'follows me on instagram',
  'controls the tv remote',
  'threw me a surprise party',
  'throws the ball for the dog',
  'beat me at chess',
  'beats me to the shower',
  'takes my breath away',
  'holds me close',
  'will kill me if I forget the milk',
  'would never hurt me',
  'has never hit me',
  'never checks my phone',
  'does not control my money',
  'is not violent',
  'scares me with horror films',
  'threatens to sing karaoke',
  'tells me to call my mum more',
  'wants me to see my friends more',
  'lets me have my own money',
  'lets me go out whenever I want',
  'makes me laugh',
  'makes me breakfast',
  'knows my coffee order',
  'keeps my secrets',
  'has my back',
  'cut me a slice of cake',
  'punched the air when we won',
  'kicked the ball over the fence',
  'got me a new phone',
  'took me to Paris',
  'took my photo at the beach',
  'shares her location with me because we both want it',
  'and I share passwords, we both chose that',
  'gets jealous sometimes but we talk about it',
  'worries when I am late',
  'handles our finances because I asked',
  'is afraid of spiders',
  'is scared of flying',
  'was hit by a car last year',
  'got punched at boxing class',
  'is terrified of heights',
  'forced me to try sushi',
  'dragged me to a wedding',
  'pulled my leg about my haircut',
  'slaps the table when he laughs',
  'knocked over my drink',
  'locks the door at night',
  'says he will kill me if I spoil the ending',
];

const FIRST_PERSON_HARMLESS = [
  "I'm afraid of losing him",
  "I'm scared we'll grow apart",
  'I was scared of my dad growing up',
  'My ex hit me, Sam never would',
  'My boss threatens to fire people',
  'The kids are not allowed screens at dinner',
  'Our dog is not allowed on the sofa',
  'I would leave if he ever hit me',
  'Nobody should control their partner',
  'I am terrified of spiders',
  'I have to ask him to pass the salt',
  "I'm not allowed to cook because I burn everything",
  'I feel safe with him',
  'I have never felt unsafe with her',
];

const fires = (text: string) => textsRaiseSafety([text], { partnerName: 'Sam' });

describe('plain forms', () => {
  it('reads every plain disclosure with every way of naming the partner', () => {
    const missed = Object.values(DISCLOSURES)
      .flat()
      .flatMap((predicate) => SUBJECTS.map((subject) => `${subject} ${predicate}.`))
      .concat(FIRST_PERSON_DISCLOSURES)
      .filter((text) => !fires(text));
    expect(missed).toEqual([]);
  });

  it('leaves every harmless sentence with the same trap words alone', () => {
    const alarms = HARMLESS.flatMap((predicate) =>
      SUBJECTS.map((subject) => `${subject} ${predicate}.`),
    )
      .concat(FIRST_PERSON_HARMLESS)
      .filter((text) => fires(text));
    expect(alarms).toEqual([]);
  });
});
