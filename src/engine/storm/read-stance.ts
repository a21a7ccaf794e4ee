import type { ReadToken, TextReading } from '../text/read-text';
import { type CompiledCue, compileCue, findCue } from './match-cues';
import { type OptionIndex, stormStances, type ThemeStances } from './stances';

/** How the partner's answer compares with person 1's chosen stance. */
export type StanceComparison = 'agree' | 'differ' | 'unclear';

/** What the partner's answer says on one theme. */
export type StanceReading = {
  /** The one stance the answer states, or null: off-topic, vague, mixed or only a negation. */
  stance: OptionIndex | null;
  /** Stances the answer rules out ('I would never pool our money') without stating them. */
  ruledOut: readonly OptionIndex[];
};

/** At least one plain single-word cue is needed to read a stance. */
export const MIN_EVIDENCE = 1;

/**
 * A second stance named with at least this share of the top stance's evidence makes the answer
 * mixed ('sometimes I talk, sometimes I go quiet'): it states no one stance.
 */
export const MIXED_SHARE = 0.75;

const OPTIONS: readonly OptionIndex[] = [0, 1, 2, 3];

type CompiledTheme = {
  stances: ThemeStances;
  cues: readonly (readonly CompiledCue[])[];
  against: readonly (readonly CompiledCue[])[];
};

// Compiled once from constant data; never written afterwards.
const COMPILED: ReadonlyMap<string, CompiledTheme> = new Map(
  Object.entries(stormStances).map(([id, stances]) => [
    id,
    {
      stances,
      cues: stances.stances.map((stance) => stance.cues.map(compileCue)),
      against: stances.stances.map((stance) => (stance.against ?? []).map(compileCue)),
    },
  ]),
);

/**
 * Words after which the rest of the clause is turned down rather than said: 'I hate being
 * touched', 'nobody has to ask permission'. Stems, as the reader gives them.
 */
const REJECTING = new Set(['hate', 'nobodi']);

/** Two-word openers with the same effect: 'instead of him sulking', 'I used to yell'. */
const REJECTING_PAIRS: readonly (readonly [string, string])[] = [
  ['instead', 'of'],
  ['use', 'to'],
];

/** Words that end a rejection's reach before the clause does ('I used to yell but now I talk'). */
const REJECTION_STOPS = new Set(['but', 'now', 'so', 'though', 'howev', 'yet', 'then']);

/**
 * The partner's tokens with what they turn down marked as negated, so that its cues rule a stance
 * out instead of stating it.
 */
function withRejections(tokens: readonly ReadToken[]): readonly ReadToken[] {
  let rejecting = false;
  return tokens.map((token, i) => {
    if (token.isBreak || REJECTION_STOPS.has(token.stem)) {
      rejecting = false;
      return token;
    }
    const marked = rejecting;
    const previous = tokens[i - 1]?.stem;
    if (
      REJECTING.has(token.stem) ||
      REJECTING_PAIRS.some(([first, second]) => previous === first && token.stem === second)
    ) {
      rejecting = true;
    }
    return marked && !token.negated ? { ...token, negated: true } : token;
  });
}

/** 'sometimes this, sometimes that', 'depends': an answer that gives two stances equal standing. */
function hedgesBetweenStances(tokens: readonly ReadToken[]): boolean {
  const sometimes = tokens.filter((token) => token.stem === 'sometim').length;
  return sometimes >= 2 || tokens.some((token) => token.stem === 'depend');
}

export function compiledTheme(questionId: string): CompiledTheme {
  const theme = COMPILED.get(questionId);
  if (!theme) throw new Error(`No storm stance data for question "${questionId}".`);
  return theme;
}

/** Each stance's evidence: what the answer says (affirmed) and what it rules out (negated). */
function evidenceOf(theme: CompiledTheme, tokens: readonly ReadToken[]) {
  return theme.cues.map((cues, option) => {
    let affirmed = 0;
    let negated = 0;
    for (const cue of cues) {
      const hit = findCue(tokens, cue);
      if (hit === 'affirmed') affirmed += cue.weight;
      else if (hit === 'negated') negated += cue.weight;
    }
    for (const cue of theme.against[option] ?? []) {
      if (findCue(tokens, cue) === 'affirmed') negated += cue.weight;
    }
    return { affirmed, negated };
  });
}

/** Reads the partner's answer on one theme as one of its four stances, or none. */
export function readStance(questionId: string, reading: TextReading): StanceReading {
  const theme = compiledTheme(questionId);
  const tokens = withRejections(reading.tokens);
  const evidence = evidenceOf(theme, tokens);
  const affirmed = evidence.map((e) => e.affirmed);
  const ruledOut = OPTIONS.filter((option) => {
    const e = evidence[option];
    return e !== undefined && e.negated >= MIN_EVIDENCE && e.affirmed < MIN_EVIDENCE;
  });
  const ranked = [...OPTIONS].sort((a, b) => (affirmed[b] ?? 0) - (affirmed[a] ?? 0) || a - b);
  const [top, second] = ranked;
  if (top === undefined || second === undefined) return { stance: null, ruledOut };
  const topEvidence = affirmed[top] ?? 0;
  const secondEvidence = affirmed[second] ?? 0;
  if (topEvidence < MIN_EVIDENCE) return { stance: null, ruledOut };
  const blend = theme.stances.blends?.find(
    ({ of }) => of.includes(top) && of.includes(second) && secondEvidence >= MIN_EVIDENCE,
  );
  if (blend) return { stance: blend.reads, ruledOut };
  if (secondEvidence >= MIN_EVIDENCE && hedgesBetweenStances(tokens)) {
    return { stance: null, ruledOut };
  }
  if (secondEvidence >= MIXED_SHARE * topEvidence) return { stance: null, ruledOut };
  return { stance: top, ruledOut };
}

/**
 * Person 1's stance against the partner's reading: the same stance agrees, another stance
 * differs, and an answer that states none differs only when it rules out person 1's stance.
 * Everything else is unclear: the answer does not say, so nothing is compared.
 */
export function compareStance(p1: OptionIndex | null, reading: StanceReading): StanceComparison {
  if (p1 === null) return 'unclear';
  if (reading.stance !== null) return reading.stance === p1 ? 'agree' : 'differ';
  return reading.ruledOut.includes(p1) ? 'differ' : 'unclear';
}
