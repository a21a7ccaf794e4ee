import type { ReadToken, TextReading } from '../text/read-text';
import { broadCues } from './broad-cues';
import { type CompiledCue, compileCue, findCueWeighted } from './match-cues';
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

/**
 * Each half of a blend needs this share of the top stance's evidence: a wish for one pot beside a
 * word on today's separate accounts is a wish for one pot, not a blend.
 */
export const BLEND_SHARE = 0.4;

const OPTIONS: readonly OptionIndex[] = [0, 1, 2, 3];

export type CompiledTheme = {
  stances: ThemeStances;
  cues: readonly (readonly CompiledCue[])[];
  against: readonly (readonly CompiledCue[])[];
};

/**
 * One theme's cues ready to match: its stances.ts cues plus the general-English ones of
 * broad-cues.ts, less the broad cues in `dropped` (only the cross-writer check drops any: the
 * reader ships them all, see corpus/prune-cues.ts).
 */
export function compileTheme(
  questionId: string,
  dropped: ReadonlySet<string> = new Set(),
): CompiledTheme {
  const stances = stormStances[questionId];
  if (!stances) throw new Error(`No storm stance data for question "${questionId}".`);
  const broad = broadCues[questionId];
  return {
    stances,
    cues: stances.stances.map((stance, option) => {
      const extra = (broad?.[option as OptionIndex] ?? []).filter(
        (cue) => !dropped.has(broadCueKey(questionId, option as OptionIndex, cue)),
      );
      // A cue with the same stems as another would count the same words twice.
      const compiled = new Map<string, CompiledCue>();
      for (const cue of [...stance.cues, ...extra].map(compileCue)) {
        const key = cue.stems.join(' ');
        if (!compiled.has(key)) compiled.set(key, cue);
      }
      return [...compiled.values()];
    }),
    against: stances.stances.map((stance) => (stance.against ?? []).map(compileCue)),
  };
}

/** How a broad cue is named in a list of dropped cues: 'storm-money/1/the rest'. */
export function broadCueKey(questionId: string, option: OptionIndex, cue: string): string {
  return `${questionId}/${option}/${cue}`;
}

// Compiled once from constant data; never written afterwards.
const COMPILED: ReadonlyMap<string, CompiledTheme> = new Map(
  Object.keys(stormStances).map((id) => [id, compileTheme(id)]),
);

/**
 * Words after which the rest of the clause is turned down rather than said: 'I hate being
 * touched', 'nobody has to ask permission'. Stems, as the reader gives them.
 */
const REJECTING = new Set(['hate', 'nobodi', 'dread', 'detest', 'loath']);

/**
 * Two-word openers with the same effect: 'instead of him sulking', 'I used to yell', 'rather than
 * shouting', 'the last thing I want', 'sick of', 'tired of', 'fed up with', 'no more'.
 */
const REJECTING_PAIRS: readonly (readonly [string, string])[] = [
  ['instead', 'of'],
  ['use', 'to'],
  ['rather', 'than'],
  ['last', 'thing'],
  ['sick', 'of'],
  ['tire', 'of'],
  ['fed', 'up'],
  ['no', 'more'],
  ['done', 'with'],
];

/** Words that end a rejection's reach before the clause does ('I used to yell but now I talk'). */
const REJECTION_STOPS = new Set(['but', 'now', 'so', 'though', 'howev', 'yet', 'then']);

/**
 * Phrases that turn down what came before them in their clause: 'travelling stresses me out',
 * 'being held just makes me feel trapped', 'leaving me alone is the worst thing he can do'.
 */
const REJECTING_AFTER: readonly CompiledCue[] = [
  'annoy',
  'trap',
  'suffocate',
  'smother',
  'anxiety',
  'overwhelm',
  'stress me out',
  'worst',
  'no thanks',
  'drive me mad',
  'drive me crazy',
  'drive me nuts',
  'do my head in',
  "can't stand",
  'not for me',
  'not my thing',
].map(compileCue);

/** Whether the cue's stems sit side by side from tokens[at] (no gaps: for fixed phrases). */
function matchesAt(tokens: readonly ReadToken[], at: number, cue: CompiledCue): boolean {
  return cue.stems.every((stem, k) => tokens[at + k]?.stem === stem);
}

/** Quote marks inside a clause ('to give me space') do not end it. */
function endsClause(token: ReadToken): boolean {
  return token.isBreak && !/['"‘’“”]/.test(token.stem);
}

/** Marks the tokens of each clause before a REJECTING_AFTER phrase as negated. */
function withRejectionsAfter(tokens: readonly ReadToken[]): readonly ReadToken[] {
  const out = [...tokens];
  let start = 0;
  for (let end = 0; end <= tokens.length; end += 1) {
    const token = tokens[end];
    if (token !== undefined && !endsClause(token)) continue;
    const clause = tokens.slice(start, end);
    const at = clause.findIndex(
      (_, i) => REJECTING_AFTER.some((cue) => matchesAt(clause, i, cue)) && !clause[i]?.negated,
    );
    for (let i = 0; i < at; i += 1) {
      const marked = out[start + i];
      if (marked && !marked.negated) out[start + i] = { ...marked, negated: true };
    }
    start = end + 1;
  }
  return out;
}

/**
 * The partner's tokens with what they turn down marked as negated, so that its cues rule a stance
 * out instead of stating it.
 */
export function withRejections(tokens: readonly ReadToken[]): readonly ReadToken[] {
  let rejecting = false;
  const before = tokens.map((token, i) => {
    // 'too long to start merging now', 'too old to move abroad'.
    const tooTo = token.stem === 'to' && [1, 2].some((k) => tokens[i - k]?.stem === 'too');
    if (token.isBreak || REJECTION_STOPS.has(token.stem)) {
      rejecting = false;
      return token;
    }
    const marked = rejecting;
    const previous = tokens[i - 1]?.stem;
    if (
      tooTo ||
      REJECTING.has(token.stem) ||
      REJECTING_PAIRS.some(([first, second]) => previous === first && token.stem === second)
    ) {
      rejecting = true;
    }
    return marked && !token.negated ? { ...token, negated: true } : token;
  });
  return withRejectedSentences(withRejectionsAfter(before));
}

/**
 * Short sentences that turn down the sentence before them: 'We go to separate rooms. I hate it.',
 * 'We swept it all under the carpet. Not again.'
 */
const REJECTING_NEXT: readonly CompiledCue[] = [
  'i hate it',
  'i hate that',
  'hate it',
  'not again',
  'never again',
  'no thanks',
  'no thank you',
  "it's awful",
  "it's horrible",
  "it doesn't work",
  'that has to change',
  'it has to stop',
].map(compileCue);

function withRejectedSentences(tokens: readonly ReadToken[]): readonly ReadToken[] {
  const out = [...tokens];
  let previousStart = -1;
  let start = 0;
  for (let end = 0; end <= tokens.length; end += 1) {
    const token = tokens[end];
    if (token !== undefined && !endsSentence(token)) continue;
    if (previousStart >= 0 && REJECTING_NEXT.some((cue) => matchesAt(tokens, start, cue))) {
      for (let i = previousStart; i < start; i += 1) {
        const marked = out[i];
        if (marked && !marked.isBreak && !marked.negated) out[i] = { ...marked, negated: true };
      }
    }
    if (end > start) previousStart = start;
    start = end + 1;
  }
  return out;
}

/**
 * Phrases that give two stances equal standing: 'it depends', 'both equally', 'part of me ...',
 * 'either way', 'I couldn't pick one over the other', 'some days ... other days'.
 */
const HEDGES: readonly CompiledCue[] = [
  'depend',
  'both equally',
  'equally important',
  'equally matter',
  'either would',
  'either is fine',
  'either one',
  'happy with either',
  'whichever',
  'back and forth',
  'other half',
  'half of me',
  'part of me',
  'one over the other',
  'one above the other',
  'the same to me',
  'matter the same',
  'i want both',
  'want them both',
  'both fine',
  'both ok',
  'both okay',
  'both feel',
  'both true',
  'both ways',
  'both would be',
  "don't mind which",
  "can't pick",
  "couldn't pick",
  "can't choose",
  "couldn't choose",
  "can't say which",
  'other days',
  'other weeks',
  'torn between',
  'flip between',
  'between the two',
].map(compileCue);

/** 'sometimes this, sometimes that', 'depends': an answer that gives two stances equal standing. */
function hedgesBetweenStances(tokens: readonly ReadToken[]): boolean {
  const sometimes = tokens.filter((token) => token.stem === 'sometim').length;
  return sometimes >= 2 || tokens.some((_, i) => HEDGES.some((cue) => matchesAt(tokens, i, cue)));
}

export function compiledTheme(questionId: string): CompiledTheme {
  const theme = COMPILED.get(questionId);
  if (!theme) throw new Error(`No storm stance data for question "${questionId}".`);
  return theme;
}

/** How much a wish outweighs described behaviour ('rn we split it, I wish we had one pot'). */
export const WISH_WEIGHT = 1.75;
/** Someone else's wish ('he always wants to hash it out') says less about the partner's own. */
export const OTHERS_WISH_WEIGHT = 0.5;
/** A clause conceded before a contrast ('hugs are nice but ...') counts less than what follows. */
export const CONCEDED_WEIGHT = 0.6;

/** Stems that open a wish or preference: the stance is what they want (labelling rule). */
const WISH_MARKS = new Set([
  'wish',
  'rather',
  'prefer',
  'want',
  'wanna',
  'should',
  'shud',
  'hope',
  'ideal',
  'pleas',
]);
/** 'I'd like', 'I would love': a wish only after would / 'd. */
const SOFT_WISH_MARKS = new Set(['like', 'love']);
const WOULD = new Set(["'d", 'would', 'id', 'wud']);
const FIRST_PERSON = new Set(['i', 'we', 'id', 'im', 'me', 'us', 'myself']);
const THIRD_PERSON = new Set(['he', 'she', 'they', 'him', 'her', 'hubbi', 'husband', 'wife']);
/** Words that turn what came before them into a concession. */
const CONTRASTS = new Set(['but', 'howev', 'although', 'though']);

/** Praise that a following 'but' takes back: 'hugs are nice but ...', 'talking is fine but ...'. */
const CONCEDING = new Set(['nice', 'love', 'fine', 'ok', 'okay', 'good', 'great', 'sweet', 'sure']);

/** Whether the sentence up to a contrast word at `at` praises what it then takes back. */
function concedes(tokens: readonly ReadToken[], at: number): boolean {
  for (let i = at - 1; i >= 0 && !endsSentence(tokens[i] as ReadToken); i -= 1) {
    if (CONCEDING.has(tokens[i]?.stem ?? '')) return true;
  }
  return false;
}

function endsSentence(token: ReadToken): boolean {
  return token.isBreak && /[.!?;\n]/.test(token.stem);
}

/** Whose wish a wish word states: the writer's ('I wish'), someone else's ('he wants'), or none. */
function wishOwner(tokens: readonly ReadToken[], at: number, start: number): number {
  for (let i = at - 1; i >= Math.max(start, at - 3); i -= 1) {
    const stem = tokens[i]?.stem ?? '';
    if (FIRST_PERSON.has(stem)) return WISH_WEIGHT;
    if (THIRD_PERSON.has(stem)) return OTHERS_WISH_WEIGHT;
  }
  // 'id rather', 'rather we just ...', 'should just run it': the writer's own voice.
  return at === start || tokens[at - 1]?.isBreak ? WISH_WEIGHT : 1;
}

function isWishMark(tokens: readonly ReadToken[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  // A negated wish ('I don't want ...', 'please no ...') weighs what it turns down as much.
  if (WISH_MARKS.has(token.stem)) return true;
  return SOFT_WISH_MARKS.has(token.stem) && WOULD.has(tokens[i - 1]?.stem ?? '');
}

/**
 * How much each token's cues count: a wish weighs more than described behaviour, someone else's
 * wish less, and what is conceded before 'but' less than what follows it.
 */
export function tokenWeights(tokens: readonly ReadToken[]): number[] {
  const weights = tokens.map(() => 1);
  let start = 0;
  for (let end = 0; end <= tokens.length; end += 1) {
    const token = tokens[end];
    if (token !== undefined && !endsSentence(token) && !CONTRASTS.has(token.stem)) continue;
    // One clause: tokens[start, end). A wish reaches from its word to the clause's end.
    let weight = 1;
    for (let i = start; i < end; i += 1) {
      if (weight === 1 && isWishMark(tokens, i)) weight = wishOwner(tokens, i, start);
      weights[i] = weight;
    }
    if (token !== undefined && CONTRASTS.has(token.stem) && concedes(tokens, end)) {
      // Concede the clauses of this sentence before the contrast.
      for (let i = end - 1; i >= 0 && !endsSentence(tokens[i] as ReadToken); i -= 1) {
        weights[i] = (weights[i] ?? 1) * CONCEDED_WEIGHT;
      }
    }
    start = end + 1;
  }
  return weights;
}

/** Each stance's evidence: what the answer says (affirmed) and what it rules out (negated). */
export function evidenceOf(theme: CompiledTheme, tokens: readonly ReadToken[]) {
  const weights = tokenWeights(tokens);
  return theme.cues.map((cues, option) => {
    let affirmed = 0;
    let negated = 0;
    let plain = 0;
    for (const cue of cues) {
      const hit = findCueWeighted(tokens, cue, weights);
      affirmed += hit.affirmed;
      negated += hit.negated;
      plain += hit.plain;
    }
    for (const cue of theme.against[option] ?? []) {
      negated += findCueWeighted(tokens, cue, weights).plain;
    }
    return { affirmed, negated, plain };
  });
}

/** Reads the partner's answer on one theme as one of its four stances, or none. */
export function readStance(questionId: string, reading: TextReading): StanceReading {
  return readStanceIn(compiledTheme(questionId), reading);
}

/** readStance with the theme's cues given (the cross-writer check compiles its own). */
export function readStanceIn(theme: CompiledTheme, reading: TextReading): StanceReading {
  const tokens = withRejections(reading.tokens);
  // A stance turned down more weightily than it is said ('what I don't want is to sweep things
  // under the carpet; we did that for years, pretending') is ruled out, not said.
  const evidence = evidenceOf(theme, tokens).map((e) =>
    e.negated > e.affirmed ? { affirmed: 0, negated: e.negated, plain: 0 } : e,
  );
  const affirmed = evidence.map((e) => e.affirmed);
  const ruledOut = OPTIONS.filter((option) => {
    const e = evidence[option];
    return e !== undefined && e.negated >= MIN_EVIDENCE && e.plain < MIN_EVIDENCE;
  });
  const ranked = [...OPTIONS].sort((a, b) => (affirmed[b] ?? 0) - (affirmed[a] ?? 0) || a - b);
  const [top, second] = ranked;
  if (top === undefined || second === undefined) return { stance: null, ruledOut };
  const topEvidence = affirmed[top] ?? 0;
  const secondEvidence = affirmed[second] ?? 0;
  // Whether enough was said is counted plainly; the weights only decide between stances.
  if ((evidence[top]?.plain ?? 0) < MIN_EVIDENCE) return { stance: null, ruledOut };
  const said = (option: OptionIndex) => (evidence[option]?.plain ?? 0) >= MIN_EVIDENCE;
  if (said(second) && hedgesBetweenStances(tokens)) return { stance: null, ruledOut };
  // Both halves of a blend said, whatever else is: 'a joint account for the bills, the rest in
  // our own accounts' shares the bills and keeps some money of your own.
  const blend = theme.stances.blends?.find(
    ({ of, reads }) =>
      of.every((o) => said(o) && (affirmed[o] ?? 0) >= BLEND_SHARE * topEvidence) &&
      [top, second].every((o) => o === reads || of.includes(o)),
  );
  if (blend) return { stance: blend.reads, ruledOut };
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
