/**
 * The words of the storm result (the voice of docs/product.md §11: candid, warm, no blame). The
 * result page is seen by both people, so lines speak to the couple ('you both', 'one of you'),
 * never to one side.
 */

export type ThemeCopy = {
  /** Follows "you both lean towards <stance>." in a strength. */
  strengthWhy: string;
  /** Follows "one of you leans towards <a>, the other towards <b>." in a watch-out. */
  riskWhy: string;
  /** A concrete next step when this theme differs. */
  tip: string;
  /** The question to ask each other when the partner's answer gave no clear read. */
  ask: string;
  /** Follows "the partner's answer does not say" when it states no stance on this theme. */
  unsaid: string;
};

export const stormCopy: Readonly<Record<string, ThemeCopy>> = {
  'storm-conflict': {
    strengthWhy: 'When things get tense, you already share a way back to each other.',
    riskWhy:
      'Neither way is wrong; the trouble starts when each of you waits for the other to do it your way.',
    tip: 'Agree on a pause signal for arguments: either of you can call a time-out, and whoever calls it says when you will pick it back up.',
    ask: 'What do you wish happened after we disagree?',
    unsaid: 'what they do in a disagreement',
  },
  'storm-stress': {
    strengthWhy: 'You are likely to give each other the kind of support that actually lands.',
    riskWhy:
      'Each of you may offer the support you would want yourself and miss what the other needs.',
    tip: 'Next time one of you is stressed, ask a simple question first: "Listen, help, space or a hug?"',
    ask: 'When you are stressed, what actually helps?',
    unsaid: 'what they need when they are stressed',
  },
  'storm-money': {
    strengthWhy: 'Money is one of the big ones, and you are on the same page.',
    riskWhy:
      'Money gaps rarely stay about money; agreeing the basics early keeps resentment out of it.',
    tip: 'Take half an hour to agree three money basics: what you share, what stays personal, and how you decide on anything big.',
    ask: 'How should we handle money, day to day and for big things?',
    unsaid: 'how they would handle money',
  },
  'storm-time': {
    strengthWhy: 'Nobody has to feel crowded or left out.',
    riskWhy: 'Left unsaid, one of you can feel crowded while the other feels left out.',
    tip: 'Each sketch your ideal week (time together, time apart, time with friends), then compare and build one week from the overlap.',
    ask: 'How much time together, and apart, feels right to you?',
    unsaid: 'how much time together feels right to them',
  },
  'storm-future': {
    strengthWhy: 'A shared direction makes the everyday choices easier.',
    riskWhy: 'Different pictures can fit together, but only if you talk about them early.',
    tip: 'Swap your picture of the next five years (home, work, travel, family) and mark the parts each of you would not give up.',
    ask: 'What do you picture for us a few years from now?',
    unsaid: 'what they picture for the next few years',
  },
};

export function strengthLine(theme: string, stance: string, why: string): string {
  return `${theme}: you both lean towards ${stance}. ${why}`;
}

export function riskLine(theme: string, stanceA: string, stanceB: string, why: string): string {
  return `${theme}: one of you leans towards ${stanceA}, the other towards ${stanceB}. ${why}`;
}

/** A difference where the partner's answer only rules out person 1's stance. */
export function ruledOutLine(theme: string, stance: string, why: string): string {
  return `${theme}: one of you leans towards ${stance}, and the other's answer rules that out. ${why}`;
}

/** A theme that is not compared: the partner's answer states no one stance on it. */
export function unsaidLine(theme: string, unsaid: string): string {
  return `${theme}: the partner's answer does not say ${unsaid}, so we cannot compare.`;
}

/** A theme that is not compared because person 1's choice is not one of today's options. */
export function unknownChoiceLine(theme: string): string {
  return `${theme}: the chosen option is not one of the current options, so we cannot compare.`;
}

export function unclearTipLine(theme: string, ask: string): string {
  return `${theme}: ask each other, "${ask}" and listen for the why.`;
}

/**
 * The safety rule's note (D-22), in place of everything about the couple. It is read by both
 * people, so it never says what was written or by whom.
 */
export const STORM_SAFETY_NOTE =
  'A couple scan is not the right tool for these answers, so this page shows no score and none of the answers. Everyone deserves to feel safe in their relationship. Nothing here says who wrote what. If anything in your relationship worries you, you do not have to work it out alone: the people below listen in confidence, and talking to them does not commit you to anything.';

/** Used only to reach two tips when few themes need one. */
export const GENERAL_TIPS: readonly string[] = [
  'Pick one theme you agreed on and tell each other why it matters to you. Naming what works makes it easier to protect.',
  'Talk this result over somewhere with snacks. Hard conversations go better when nobody is hungry.',
  'Take the scan again in a few months. People change, and it is good to notice how.',
];
